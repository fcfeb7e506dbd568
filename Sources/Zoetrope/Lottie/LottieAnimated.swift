/// One keyframe of a Lottie property, with what Bodymovin stores on it about the segment to
/// the next keyframe: the easing (`o` and `i`, a cubic Bézier from (0, 0) to (1, 1)), whether
/// the value holds until the next keyframe (`h`), and the spatial tangents (`to`, `ti`).
struct LottieKeyframe<Value> {
    /// Document frame at which the value is reached.
    var frame: Double
    var value: Value
    /// True when the value holds, unchanged, until the next keyframe.
    var hold = false
    /// The easing of the segment to the next keyframe.
    var easing = TimingFunction.linear
    /// Spatial tangents of the segment to the next keyframe, relative to this value and the next.
    var spatialOut: Point?
    var spatialIn: Point?
}

/// A property of a Lottie document: one value, or keyframes in document frames.
enum LottieAnimated<Value> {
    case fixed(Value)
    case keyframed([LottieKeyframe<Value>])

    /// The value at the first keyframe (the fixed value when not animated).
    var initial: Value {
        switch self {
        case .fixed(let value): value
        case .keyframed(let keyframes): keyframes[0].value
        }
    }

    var isAnimated: Bool {
        if case .keyframed = self { return true }
        return false
    }

    /// The frames of the first and last keyframe; nil when not animated.
    var frameRange: ClosedRange<Double>? {
        guard case .keyframed(let keyframes) = self else { return nil }
        return keyframes[0].frame...keyframes[keyframes.count - 1].frame
    }

    /// The value at document frame `frame` as Lottie defines it: held before the first keyframe
    /// and after the last, eased along each segment, stepped at hold keyframes. `blend` mixes two
    /// values by a fraction (spatial tangents are not applied: this samples derived values).
    func value(atFrame frame: Double, blend: (Value, Value, Double) -> Value) -> Value {
        guard case .keyframed(let keyframes) = self else { return initial }
        guard frame > keyframes[0].frame else { return keyframes[0].value }
        guard let next = keyframes.firstIndex(where: { $0.frame > frame }) else { return keyframes[keyframes.count - 1].value }
        let from = keyframes[next - 1], to = keyframes[next]
        if from.hold { return from.value }
        let progress = (frame - from.frame) / (to.frame - from.frame)
        return blend(from.value, to.value, from.easing.value(at: progress))
    }

    /// The property with each value transformed.
    func map<Other>(_ transform: (Value) throws -> Other) rethrows -> LottieAnimated<Other> {
        switch self {
        case .fixed(let value): return .fixed(try transform(value))
        case .keyframed(let keyframes):
            return .keyframed(try keyframes.map {
                LottieKeyframe(frame: $0.frame, value: try transform($0.value), hold: $0.hold, easing: $0.easing,
                               spatialOut: $0.spatialOut, spatialIn: $0.spatialIn)
            })
        }
    }
}

extension LottieAnimated where Value == [Double] {
    /// The value at `frame`, component by component.
    func value(atFrame frame: Double) -> [Double] {
        value(atFrame: frame) { a, b, f in zip(a, b).map { $0 + ($1 - $0) * f } }
    }

    /// The first component at `frame` (a scalar property's value); `fallback` when empty.
    func scalar(atFrame frame: Double, fallback: Double = 0) -> Double {
        value(atFrame: frame).first ?? fallback
    }
}
