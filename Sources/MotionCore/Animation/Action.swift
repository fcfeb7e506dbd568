/// Something a layer runs when one of its properties changes (CAAction).
///
/// Animations are actions: running one adds a copy of it to the layer under the changed key.
public protocol Action: AnyObject {
    /// Runs the action for `event` (the changed key) on `layer`.
    /// `previousValue` is the layer's presentation value of the key before the change, if any.
    func run(forKey event: String, object layer: Layer, previousValue: Any?)
    /// Runs the action the way an iOS `CAAction` is written: `anObject` is the layer, `dict` the
    /// event's parameters (nil for a property change). The engine calls
    /// `run(forKey:object:previousValue:)`, whose default calls this one, so a conformer
    /// implements whichever of the two it is written with; this one's default does nothing.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
    /// True for the explicit "no action" (`NullAction`, NSNull on iOS): found, it ends the action
    /// search with no action.
    var isNoAction: Bool { get }
}

extension Action {
    public var isNoAction: Bool { false }

    /// Runs the iOS-style `run(forKey:object:arguments:)` with no arguments, as Core Animation
    /// runs an action for a property change.
    public func run(forKey event: String, object layer: Layer, previousValue _: Any?) {
        run(forKey: event, object: layer as Any, arguments: nil)
    }

    public func run(forKey _: String, object _: Any, arguments _: [AnyHashable: Any]?) {}
}

/// The explicit "no action" a delegate returns to stop the action search (NSNull in Core Animation).
public final class NullAction: Action {
    /// The shared instance.
    public static let null = NullAction()
    private init() {}
    public func run(forKey _: String, object _: Layer, previousValue _: Any?) {}
    public var isNoAction: Bool { true }
}
