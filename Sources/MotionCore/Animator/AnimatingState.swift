/// The life cycle of a property animator (UIViewAnimatingState).
public enum AnimatingState: String, Hashable, Sendable {
    /// Not started, or finished: the views show their model values.
    case inactive
    /// Started or paused: the animations are attached and the animator controls their progress.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where the animations ended, passed to completions (UIViewAnimatingPosition).
public enum AnimatingPosition: String, Hashable, Sendable {
    /// At their final values.
    case end
    /// Back at their starting values (a reversed animator).
    case start
    /// Where they were when the animator was stopped.
    case current
}

/// A property-animator call that is not allowed in the animator's state, or a bad argument.
/// Reported like every engine problem (`Timeline.report(_:)`: the running timeline, whose stage
/// fails the frame with it, else the animator's own); the call itself does nothing.
public enum PropertyAnimatorError: Error, CustomStringConvertible, Equatable {
    case illegalCall(String, state: AnimatingState, reason: String)
    case invalidArgument(String, value: Double, requirement: String)
    case invalidTiming(String)

    public var description: String {
        switch self {
        case let .illegalCall(call, state, reason):
            "PropertyAnimator.\(call) is not allowed while the animator is \(state.rawValue): \(reason)"
        case let .invalidArgument(name, value, requirement):
            "PropertyAnimator: \(name) is \(value); it must be \(requirement)"
        case .invalidTiming(let message):
            "PropertyAnimator: invalid timing parameters: \(message)"
        }
    }
}
