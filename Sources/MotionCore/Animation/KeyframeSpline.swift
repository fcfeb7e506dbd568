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
    let points: [[Double]]
    private(set) var outgoing: [[Double]]
    private(set) var incoming: [[Double]]

    init(points: [[Double]], tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
        self.points = points
        let n = points.count
        var outgoing: [[Double]] = [], incoming: [[Double]] = []
        for i in 0..<n {
            let t = Self.parameter(tension, i), c = Self.parameter(continuity, i), b = Self.parameter(bias, i)
            let before = Self.difference(points[i], points[max(i - 1, 0)])
            let after = Self.difference(points[min(i + 1, n - 1)], points[i])
            outgoing.append(Self.combine((1 - t) * (1 + b) * (1 + c) / 2, before, (1 - t) * (1 - b) * (1 - c) / 2, after))
            incoming.append(Self.combine((1 - t) * (1 + b) * (1 - c) / 2, before, (1 - t) * (1 - b) * (1 + c) / 2, after))
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
            copy.outgoing[i] = outgoing[i].map { $0 * 2 * after / (before + after) }
            copy.incoming[i] = incoming[i].map { $0 * 2 * before / (before + after) }
        }
        return copy
    }

    /// The point at fraction `s` of segment `i` (from keyframe i to i + 1).
    func value(segment i: Int, at s: Double) -> [Double] {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        let p0 = points[i], p1 = points[i + 1], m0 = outgoing[i], m1 = incoming[i + 1]
        var result = [Double](repeating: 0, count: p0.count)
        for k in result.indices {
            result[k] = h00 * p0[k] + h10 * m0[k] + h01 * p1[k] + h11 * m1[k]
        }
        return result
    }

    private static func parameter(_ values: [Double]?, _ index: Int) -> Double {
        guard let values, index < values.count else { return 0 }
        return values[index]
    }

    private static func difference(_ a: [Double], _ b: [Double]) -> [Double] {
        zip(a, b).map { $0 - $1 }
    }

    private static func combine(_ wa: Double, _ a: [Double], _ wb: Double, _ b: [Double]) -> [Double] {
        zip(a, b).map { wa * $0 + wb * $1 }
    }
}
