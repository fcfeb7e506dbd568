import Foundation
import Zoetrope

/// One changed curve drawn as inline SVG: the base's values in grey, dashed, and the head's in
/// blue over them, against time, with the value range and the time range labelled.
struct ReviewCurvePlot {
    let curve: SceneReview.ChangedCurve
    let width = 640.0, height = 180.0
    private let margin = (left: 56.0, right: 12.0, top: 10.0, bottom: 22.0)

    var svg: String {
        let values = (curve.base + curve.head).compactMap { $0 }
        let low = values.min() ?? 0, high = values.max() ?? 1
        let span = high - low > 1e-12 ? high - low : 1
        let start = curve.times.first ?? 0, end = curve.times.last ?? 1
        let duration = end - start > 1e-12 ? end - start : 1
        let plotWidth = width - margin.left - margin.right, plotHeight = height - margin.top - margin.bottom
        func point(_ index: Int, _ value: Double) -> String {
            let time = index < curve.times.count ? curve.times[index] : end
            let x = margin.left + (time - start) / duration * plotWidth
            let y = margin.top + (1 - (value - low) / span) * plotHeight
            return String(format: "%.1f,%.1f", x, y)
        }
        func polylines(_ series: [Double?], style: String) -> String {
            // A gap (frames without the layer) starts a new line.
            var runs: [[String]] = [[]]
            for (index, value) in series.enumerated() {
                if let value { runs[runs.count - 1].append(point(index, value)) } else if !runs[runs.count - 1].isEmpty { runs.append([]) }
            }
            return runs.filter { !$0.isEmpty }.map { "<polyline fill=\"none\" \(style) points=\"\($0.joined(separator: " "))\"/>" }
                .joined()
        }
        let label = { (value: Double) in String(format: "%.3g", value) }
        let bottom = height - margin.bottom
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" aria-label="\(HTMLText.escaped(curve.name))">\
        <rect x="\(margin.left)" y="\(margin.top)" width="\(plotWidth)" height="\(plotHeight)" fill="#fafafa" stroke="#ddd"/>\
        <text x="\(margin.left - 4)" y="\(margin.top + 10)" text-anchor="end" font-size="11">\(label(high))</text>\
        <text x="\(margin.left - 4)" y="\(bottom)" text-anchor="end" font-size="11">\(label(low))</text>\
        <text x="\(margin.left)" y="\(height - 6)" font-size="11">\(label(start)) s</text>\
        <text x="\(width - margin.right)" y="\(height - 6)" text-anchor="end" font-size="11">\(label(end)) s</text>\
        \(polylines(curve.base, style: "stroke=\"#8e8e93\" stroke-width=\"2\" stroke-dasharray=\"5 3\""))\
        \(polylines(curve.head, style: "stroke=\"#0a84ff\" stroke-width=\"1.5\""))\
        </svg>
        """
    }
}
