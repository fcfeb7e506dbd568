import Foundation

/// A failed motion as the failure report draws it: the sampled value and its velocity against
/// time (at most `MotionPlot.maximumPoints` of each), the bounds the predicate allowed, the
/// instant it broke them, and the frame rendered at that instant.
public struct MotionPlot: Codable, Equatable, Sendable {
    /// How many points of each curve the report keeps (spread evenly over the samples).
    public static let maximumPoints = 600

    public var times: [Double]
    public var values: [Double]
    public var velocities: [Double]
    /// Values the predicate allowed up to, drawn as horizontal lines.
    public var bounds: [Double]
    /// Where the predicate broke, if it says.
    public var violationTime: Double?
    /// The frame at the violation (a path relative to the artifacts folder).
    public var frame: String?

    public init(curve: MotionCurve, bounds: [Double], violationTime: Double?, frame: String?) {
        let samples = curve.samples
        let stride = max(1, Int((Double(samples.count) / Double(Self.maximumPoints)).rounded(.up)))
        let kept = Swift.stride(from: 0, to: samples.count, by: stride).map { samples[$0] }
        let velocity = curve.velocities
        times = kept.map(\.time)
        values = kept.map(\.value)
        velocities = kept.map { sample in
            velocity.min(by: { abs($0.time - sample.time) < abs($1.time - sample.time) })?.value ?? 0
        }
        self.bounds = bounds
        self.violationTime = violationTime
        self.frame = frame
    }

    /// The plot as inline SVG: value in blue on the left scale, velocity in orange on the right,
    /// bounds dashed, the violation in red.
    func svg(width: Double = 640, height: Double = 240) -> String {
        guard let first = times.first, let last = times.last, last > first else { return "" }
        let margin = 36.0
        func scale(_ series: [Double]) -> (Double) -> Double {
            let low = series.min() ?? 0, high = series.max() ?? 1
            let span = high - low == 0 ? 1 : high - low
            return { value in height - margin - (value - low) / span * (height - 2 * margin) }
        }
        let x = { (time: Double) in margin + (time - first) / (last - first) * (width - 2 * margin) }
        let y = scale(values + bounds), v = scale(velocities)
        func polyline(_ series: [Double], _ map: (Double) -> Double, _ colour: String) -> String {
            let points = zip(times, series).map { String(format: "%.1f,%.1f", x($0), map($1)) }.joined(separator: " ")
            return "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" points=\"\(points)\"/>"
        }
        var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" class=\"plot\">",
                     "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>",
                     polyline(velocities, v, "#ff9f0a"), polyline(values, y, "#0a84ff")]
        for bound in bounds {
            parts.append(String(format: "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#8e8e93\" stroke-dasharray=\"4 3\"/>",
                                margin, width - margin, y(bound), y(bound)))
        }
        if let violationTime {
            let at = x(violationTime)
            parts.append(String(format: "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ff3b30\"/>", at, at, margin / 2, height - margin))
            let value = zip(times, values).min(by: { abs($0.0 - violationTime) < abs($1.0 - violationTime) })?.1 ?? 0
            parts.append(String(format: "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"#ff3b30\"/>", at, y(value)))
        }
        parts.append(String(format: "<text x=\"%.0f\" y=\"%.0f\" font-size=\"11\" fill=\"#636366\">%.3f s</text>", margin, height - 10, first))
        parts.append(String(format: "<text x=\"%.0f\" y=\"%.0f\" font-size=\"11\" fill=\"#636366\" text-anchor=\"end\">%.3f s</text>",
                            width - margin, height - 10, last))
        parts.append("<text x=\"\(Int(margin))\" y=\"14\" font-size=\"11\" fill=\"#0a84ff\">value</text>")
        parts.append("<text x=\"\(Int(margin) + 44)\" y=\"14\" font-size=\"11\" fill=\"#ff9f0a\">velocity</text>")
        parts.append("</svg>")
        return parts.joined()
    }
}
