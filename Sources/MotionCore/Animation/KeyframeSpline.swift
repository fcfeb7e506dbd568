/// A Kochanek–Bartels spline through keyframe component vectors (the curve of Core Animation's
/// cubic calculation modes), evaluated per segment as a cubic Hermite curve.
///
/// With tension T, continuity C and bias B at keyframe i, and chords d₋ = Pᵢ − Pᵢ₋₁ and
/// d₊ = Pᵢ₊₁ − Pᵢ (Kochanek & Bartels, "Interpolating Splines with Local Tension, Continuity,
/// and Bias Control", SIGGRAPH 1984):
///
///     outgoing  = (1−T)(1+B)(1+C)/2 · d₋ + (1−T)(1−B)(1−C)/2 · d₊
///     incoming  = (1−T)(1+B)(1−C)/2 · d₋ + (1−T)(1−B)(1+C)/2 · d₊
///
/// The end keyframes repeat themselves as missing neighbours. All parameters 0 gives the
/// Catmull-Rom spline. For unevenly timed keyframes the tangents are scaled by the paper's
/// 2Δᵢ/(Δᵢ₋₁ + Δᵢ) factors so the speed stays continuous across keyframes.
struct KeyframeSpline {
    let points: [SIMD4<Double>]
    private(set) var outgoing: [SIMD4<Double>]
    private(set) var incoming: [SIMD4<Double>]

    init(points: [SIMD4<Double>], tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
        self.points = points
        let n = points.count
        var outgoing: [SIMD4<Double>] = [], incoming: [SIMD4<Double>] = []
        for i in 0..<n {
            let t = Self.parameter(tension, i), c = Self.parameter(continuity, i), b = Self.parameter(bias, i)
            let before = points[i] - points[max(i - 1, 0)]
            let after = points[min(i + 1, n - 1)] - points[i]
            outgoing.append((1 - t) * (1 + b) * (1 + c) / 2 * before + (1 - t) * (1 - b) * (1 - c) / 2 * after)
            incoming.append((1 - t) * (1 + b) * (1 - c) / 2 * before + (1 - t) * (1 - b) * (1 + c) / 2 * after)
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The spline with tangents scaled for the segment durations given by `times`.
    func adjusted(toTimes times: [Double]) -> KeyframeSpline {
        var copy = self
        let n = points.count
        guard n > 2, times.count >= n else { return copy }
        for i in 1..<(n - 1) {
            let before = times[i] - times[i - 1], after = times[i + 1] - times[i]
            guard before + after > 0 else { continue }
            copy.outgoing[i] = outgoing[i] * (2 * after / (before + after))
            copy.incoming[i] = incoming[i] * (2 * before / (before + after))
        }
        return copy
    }

    /// The point at fraction `s` of segment `i` (from keyframe i to i + 1).
    func value(segment i: Int, at s: Double) -> SIMD4<Double> {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return h00 * points[i] + h10 * outgoing[i] + h01 * points[i + 1] + h11 * incoming[i + 1]
    }

    private static func parameter(_ values: [Double]?, _ index: Int) -> Double {
        guard let values, index < values.count else { return 0 }
        return values[index]
    }
}
