extension View {
    /// Options of animation blocks and view transitions (UIView.AnimationOptions), with UIKit's bit values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Lays out the views marked for layout inside the block, so the subviews that layout
        /// moves animate along with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Animating views stay hit-testable (by default `hitTest(_:)` skips them, as UIKit does).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the presentation value, replacing in-flight animations of the same properties.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forward then backward (each cycle, with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Transitions: the property changes made in a `transition(with:...)` block animate too,
        /// over the transition's duration and curve, and the new look is the view redrawn at each
        /// frame (without it they apply at once, under the transition). Animation blocks always
        /// redraw content from the frame's values, so there it changes nothing.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Transitions: hide/show views instead of removing/adding them (accepted).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block uses only its own options instead of adding the enclosing block's.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl: the old look lifts from the bottom edge and rolls up off the new one.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down from the top: the new look rolls out over the old one.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The frame rate the device draws the block at: its default. Offline the render's frame
        /// rate decides for every animation, so these three are accepted, and a block asking for a
        /// rate the render does not draw at is noted once (`preferredFramesPerSecond`).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames a second (see `preferredFramesPerSecondDefault`).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames a second (see `preferredFramesPerSecondDefault`).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing function of the curve option (ease-in-out when none is given).
        public var timingFunction: TimingFunction {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInEaseOut
            }
        }

        /// The frame rate the options ask for: 60, 30, or nil for the default.
        public var preferredFramesPerSecond: Int? {
            switch rawValue & (15 << 24) {
            case 3 << 24: 60
            case 7 << 24: 30
            default: nil
            }
        }

        /// The transition bits (0 when none).
        var transitionBits: Int { rawValue & (7 << 20) }
    }
}

/// Why an animation block, transition or keyframe block could not animate as asked. Reported to
/// the current timeline (`Timeline.problems`); the changes themselves are still applied.
public enum ViewAnimationError: Error, CustomStringConvertible, Equatable {
    case invalidDuration(Double)
    case invalidDelay(Double)
    case invalidSpring(String)
    case unsupportedTransition(String)
    case invalidKeyframe(String)
    case outsideAnimationBlock(String)
    case invalidRepeatCount(Double)
    case awaitedOutsideScript(String)

    public var description: String {
        switch self {
        case .invalidDuration(let d): "animation duration is \(d); it must be a finite number >= 0"
        case .invalidDelay(let d): "animation delay is \(d); it must be a finite number >= 0"
        case .invalidSpring(let message): "invalid spring animation: \(message)"
        case .unsupportedTransition(let name): "view transition \(name) is not supported"
        case .invalidKeyframe(let message): "invalid keyframe: \(message)"
        case .outsideAnimationBlock(let call): "\(call) only works inside an animation block; the changes were applied at once"
        case .invalidRepeatCount(let count): "repeat count is \(count); it must be a number >= 0 or .infinity"
        case .awaitedOutsideScript(let call):
            "await \(call) keeps virtual time only in a stage's async script (Stage.at(_:performAsync:)); "
                + "here the code after it resumes off the timeline's clock"
        }
    }
}
