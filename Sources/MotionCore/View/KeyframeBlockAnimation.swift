/// One property's animation through the keyframes of a keyframe block: starting at the value
/// before the block, each keyframe moves it to that keyframe's value during the keyframe's span
/// (fractions of the block); between keyframes the last value holds.
public final class KeyframeBlockAnimation: PropertyAnimation {
    /// One keyframe: from the previous value to `value` during [start, end].
    public struct Segment {
        public let start: Double
        public let end: Double
        public let value: Any
    }

    /// The value before the first keyframe.
    public var initialValue: Any?
    /// The keyframes, ordered by start.
    public var segments: [Segment] = []
    /// Jump to each keyframe's value at its start instead of interpolating.
    public var isDiscrete = false

    public override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? KeyframeBlockAnimation else { return }
        initialValue = other.initialValue; segments = other.segments; isDiscrete = other.isDiscrete
    }

    public override func values(atProgress progress: Double, underlying: Any) -> (value: Any, cycleDelta: Any?)? {
        var value = initialValue ?? underlying
        for segment in segments {
            if progress >= segment.end {
                value = segment.value
            } else if progress > segment.start || (isDiscrete && progress >= segment.start) {
                value = isDiscrete ? segment.value
                    : AnyInterpolation.interpolate(value, segment.value,
                                                   fraction: (progress - segment.start) / (segment.end - segment.start))
                break
            } else {
                break
            }
        }
        return (value, nil)
    }
}
