import Dispatch
import MediaEncoding

/// Thrown by `LayerRenderer.render(_:into:stoppingWhen:)` when it was told to stop before the
/// frame was finished; the canvas then holds part of the frame.
public struct RenderStopped: Error, CustomStringConvertible, CategorizedError {
    public init() {}
    public var category: ErrorCategory { .failure }

    public var description: String { "rendering stopped before the frame was finished" }
}

/// Asks a render's stop condition between layers, at most every 2 ms (the condition may be a
/// system call), and remembers a yes.
final class StopCheck {
    private let condition: () -> Bool
    private var lastAsked: UInt64 = 0
    private(set) var stopped = false

    init(_ condition: @escaping () -> Bool) {
        self.condition = condition
    }

    /// Whether drawing should stop now.
    func shouldStopNow() -> Bool {
        guard !stopped else { return true }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - lastAsked >= 2_000_000 else { return false }
        lastAsked = now
        stopped = condition()
        return stopped
    }
}
