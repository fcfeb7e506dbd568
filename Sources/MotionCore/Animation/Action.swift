/// Something a layer runs when one of its properties changes (CAAction).
///
/// Animations are actions: running one adds a copy of it to the layer under the changed key.
public protocol Action: AnyObject {
    /// Runs the action for `event` (the changed key) on `layer`.
    /// `previousValue` is the layer's presentation value of the key before the change, if any.
    func run(forKey event: String, object layer: Layer, previousValue: Any?)
    /// True for the explicit "no action" (`NullAction`, NSNull on iOS): found, it ends the action
    /// search with no action.
    var isNoAction: Bool { get }
}

extension Action {
    public var isNoAction: Bool { false }
}

/// The explicit "no action" a delegate returns to stop the action search (NSNull in Core Animation).
public final class NullAction: Action {
    /// The shared instance.
    public static let null = NullAction()
    private init() {}
    public func run(forKey _: String, object _: Layer, previousValue _: Any?) {}
    public var isNoAction: Bool { true }
}
