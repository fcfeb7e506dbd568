/// A keyframe animation's settings resolved for evaluation: the keyframes, the time each is
/// reached, and the spline or path data. Built once per change of the settings, so evaluating a
/// frame only searches the key times and blends two keyframes.
final class KeyframePlan {
    enum Frames {
        case values([Any])
        case path(KeyframePath)
    }

    let frames: Frames
    /// Number of keyframes.
    let count: Int
    /// When each keyframe is reached; discrete plans have one more entry, ending the last value.
    let times: [Double]
    let mode: KeyframeAnimation.CalculationMode
    /// Present for the cubic modes when the values have numeric components.
    let spline: KeyframeSpline?
    /// Last keyframe minus first, added per repeat by cumulative animations.
    let cycleDelta: Any?

    init?(animation: KeyframeAnimation) {
        if let path = animation.path, let keyframePath = KeyframePath(path) {
            frames = .path(keyframePath)
            count = keyframePath.vertices.count
        } else if let values = animation.values, !values.isEmpty {
            frames = .values(values)
            count = values.count
        } else {
            return nil
        }
        mode = animation.calculationMode
        let first = Self.frame(0, of: frames), last = Self.frame(count - 1, of: frames)
        cycleDelta = AnyInterpolation.subtract(last, first)
        var spline: KeyframeSpline?
        if case .values(let values) = frames, mode == .cubic || mode == .cubicPaced {
            let points = values.compactMap(KeyframeComponents.components(of:))
            if points.count == values.count {
                spline = KeyframeSpline(points: points, tension: animation.tensionValues,
                                        continuity: animation.continuityValues, bias: animation.biasValues)
            }
        }
        let times = Self.resolveTimes(given: animation.keyTimes, mode: mode, count: count,
                                      segmentLengths: Self.segmentLengths(frames, count: count))
        self.times = times
        self.spline = spline?.adjusted(toTimes: times)
    }

    /// The interpolated value at progress `p` (already eased by the animation's timing function).
    func value(atProgress p: Double, timingFunctions: [TimingFunction]?) -> Any {
        if mode == .discrete { return Self.frame(discreteIndex(atProgress: p), of: frames) }
        guard count > 1 else { return Self.frame(0, of: frames) }
        let (index, s) = locate(p, timingFunctions: timingFunctions)
        switch frames {
        case .path(let path):
            return path.point(segment: index, at: s)
        case .values(let values):
            if let spline { return KeyframeComponents.value(spline.value(segment: index, at: s), like: values[0]) }
            return AnyInterpolation.interpolate(values[index], values[index + 1], fraction: s)
        }
    }

    /// The direction of travel along the path at progress `p`, in radians, or nil without a path.
    func tangentAngle(atProgress p: Double, timingFunctions: [TimingFunction]?) -> Double? {
        guard case .path(let path) = frames, count > 1 else { return nil }
        if mode == .discrete { return path.tangentAngle(segment: min(discreteIndex(atProgress: p), count - 2), at: 0) }
        let (index, s) = locate(p, timingFunctions: timingFunctions)
        return path.tangentAngle(segment: index, at: s)
    }

    /// The segment containing `p` and the (segment-eased) fraction through it.
    private func locate(_ p: Double, timingFunctions: [TimingFunction]?) -> (index: Int, s: Double) {
        var low = 0, high = count - 1
        if p <= times[0] { return (0, 0) }
        if p >= times[high] { return (high - 1, 1) }
        while high - low > 1 {
            let mid = (low + high) / 2
            if times[mid] <= p { low = mid } else { high = mid }
        }
        let width = times[low + 1] - times[low]
        var s = width > 0 ? (p - times[low]) / width : 1
        if !mode.isPaced, let functions = timingFunctions, low < functions.count { s = functions[low].value(at: s) }
        return (low, s)
    }

    /// The keyframe shown at `p` in discrete mode: the last one whose time has come.
    private func discreteIndex(atProgress p: Double) -> Int {
        var index = 0
        for i in 0..<count where times[i] <= p { index = i }
        return index
    }

    private static func frame(_ index: Int, of frames: Frames) -> Any {
        switch frames {
        case .values(let values): values[index]
        case .path(let path): path.vertices[index]
        }
    }

    /// Distances between consecutive keyframes, or nil when the values have no distance.
    private static func segmentLengths(_ frames: Frames, count: Int) -> [Double]? {
        switch frames {
        case .path(let path): return path.lengths
        case .values(let values):
            let points = values.compactMap(KeyframeComponents.components(of:))
            guard points.count == count else { return nil }
            return (0..<max(count - 1, 0)).map { KeyframeComponents.distance(points[$0], points[$0 + 1]) }
        }
    }

    /// Paced modes space keyframes by distance; others use the given key times (checked by
    /// `validate()`), else even spacing (discrete: n equal steps).
    private static func resolveTimes(given: [Double]?, mode: KeyframeAnimation.CalculationMode, count: Int,
                                     segmentLengths: [Double]?) -> [Double] {
        let isDiscrete = mode == .discrete
        if mode == .paced || mode == .cubicPaced, let lengths = segmentLengths {
            let total = lengths.reduce(0, +)
            if total > 0, total.isFinite {
                var running = 0.0
                return [0] + lengths.map { running += $0; return running / total }
            }
        }
        if let given, !mode.isPaced {
            if given.count == count { return isDiscrete ? given + [1] : given }
            if isDiscrete, given.count == count + 1 { return given }
        }
        if isDiscrete { return (0...count).map { Double($0) / Double(count) } }
        guard count > 1 else { return [0] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}

extension KeyframeAnimation.CalculationMode {
    /// Whether key times come from the distances between keyframes.
    var isPaced: Bool { self == .paced || self == .cubicPaced }
}
