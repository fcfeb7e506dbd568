/// The context a view's `draw(_:)` draws into while it runs — what UIKit's
/// `UIGraphicsGetCurrentContext()` returns there, and nil elsewhere.
public enum CurrentGraphicsContext {
    /// The current context, held for the task-local value (a context is used by one drawing
    /// at a time, on the thread that draws).
    final class Holder: @unchecked Sendable {
        let context: GraphicsContext
        init(_ context: GraphicsContext) { self.context = context }
    }

    @TaskLocal static var holder: Holder?

    /// The context being drawn into, or nil outside drawing.
    public static var context: GraphicsContext? { holder?.context }

    /// Runs `body` with `context` current.
    public static func with<Result>(_ context: GraphicsContext, _ body: () throws -> Result) rethrows -> Result {
        try $holder.withValue(Holder(context), operation: body)
    }
}
