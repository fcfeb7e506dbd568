import Foundation

/// Samples curves over a common time axis: for plotting and for `--csv`.
struct CurveSampler {
    let curves: [CurveSpec]
    /// The end of the time axis, in seconds; cubic curves run over all of it.
    let duration: Double

    /// The axis length to use when none is given: 1 s, or the longest spring's settling time
    /// rounded up to the axis's next tick (at most 10 s), so springs are seen coming to rest and
    /// the axis ends on a labelled value.
    static func defaultDuration(for curves: [CurveSpec]) -> Double {
        guard let settling = curves.compactMap(\.settlingDuration).max() else { return 1 }
        let span = min(10, max(0.1, settling))
        let step = PlotAxis.niceStep(forSpan: span, targetCount: CurvePlot.timeTickCount)
        return min(10, (span / step - 1e-9).rounded(.up) * step)
    }

    /// `count` evenly spaced times from 0 to `duration`, both included.
    func times(count: Int) -> [Double] {
        count <= 1 ? [0] : (0..<count).map { duration * Double($0) / Double(count - 1) }
    }

    /// A CSV table: a `time` column and one column per curve, `count` rows, six decimals.
    func csv(count: Int) -> String {
        var lines = [(["time"] + curves.map(\.label)).map(Self.csvField).joined(separator: ",")]
        for time in times(count: count) {
            let row = [time] + curves.map { $0.value(at: time, duration: duration) }
            lines.append(row.map { String(format: "%.6f", $0) }.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A field quoted when it holds a comma or quote (RFC 4180).
    static func csvField(_ text: String) -> String {
        guard text.contains(",") || text.contains("\"") else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
