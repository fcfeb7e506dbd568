import CairoRendering
import Foundation
import Zoetrope

/// A chart of timing curves: progress (y) over time in seconds (x), round ticks on both axes
/// with labels, dashed guides at progress 0 and 1, and a legend with each curve's name (and a
/// spring's settling time) under the chart.
struct CurvePlot {
    static let palette: [Color] = [0x0A84FF, 0xFF9F0A, 0x30D158, 0xFF375F, 0xBF5AF2, 0x5AC8FA, 0xA2845E, 0x8E8E93]
        .map { Color(hex: $0) }
    static let width = 640.0
    static let plotRect = Rect(x: 72, y: 52, width: 540, height: 300)
    static let legendRowHeight = 20.0
    /// About how many ticks the time axis has.
    static let timeTickCount = 6
    private static let textColor = Color(hex: 0x1C1C1E)
    private static let secondaryColor = Color(hex: 0x3C3C43)

    let sampler: CurveSampler
    let timeAxis: PlotAxis
    let progressAxis: PlotAxis
    /// Points per curve polyline.
    let sampleCount = 600

    init(sampler: CurveSampler) {
        self.sampler = sampler
        timeAxis = PlotAxis(lower: 0, upper: sampler.duration, targetTickCount: Self.timeTickCount)
        var low = 0.0, high = 1.0
        for time in sampler.times(count: sampleCount) {
            for curve in sampler.curves {
                let value = curve.value(at: time, duration: sampler.duration)
                if value.isFinite { low = min(low, value); high = max(high, value) }
            }
        }
        let padding = (high - low) * 0.05
        progressAxis = PlotAxis(lower: low - padding, upper: high + padding, targetTickCount: 6)
    }

    /// The picture's size in points: the chart plus one legend row per curve.
    var size: Size {
        Size(width: Self.width, height: Self.plotRect.maxY + 56 + Double(sampler.curves.count) * Self.legendRowHeight + 16)
    }

    func draw(in context: CairoGraphicsContext) {
        context.setFillColor(.white)
        context.fill(Rect(origin: .zero, size: size))
        let title = TextStyle(font: .system(size: 15, weight: .semibold), color: Self.textColor)
        context.drawText("Timing curves: progress over time", in: Rect(x: Self.plotRect.minX, y: 14, width: 540, height: 24), style: title)
        drawGrid(in: context)
        drawAxisTitles(in: context)
        drawCurves(in: context)
        drawLegend(in: context)
    }

    private func point(time: Double, progress: Double) -> Point {
        let plot = Self.plotRect
        return Point(x: plot.minX + timeAxis.fraction(time) * plot.width,
                     y: plot.maxY - progressAxis.fraction(progress) * plot.height)
    }

    private func line(from start: Point, to end: Point, color: Color, width: Double = 1, dashed: Bool = false,
                      in context: CairoGraphicsContext) {
        context.setStrokeColor(color)
        context.setLineWidth(width)
        context.setLineDash(phase: 0, lengths: dashed ? [4, 3] : [])
        context.beginPath()
        context.move(to: start)
        context.addLine(to: end)
        context.strokePath()
    }

    private func drawGrid(in context: CairoGraphicsContext) {
        let plot = Self.plotRect
        let tickStyle = TextStyle(font: .system(size: 11), color: Self.secondaryColor, alignment: .right)
        for tick in progressAxis.ticks {
            let y = point(time: 0, progress: tick).y
            line(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y), color: Color(hex: 0xE5E5EA), in: context)
            context.drawText(progressAxis.label(tick), in: Rect(x: plot.minX - 48, y: y - 8, width: 42, height: 16), style: tickStyle)
        }
        var centered = tickStyle
        centered.alignment = .center
        for tick in timeAxis.ticks {
            let x = point(time: tick, progress: 0).x
            line(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY), color: Color(hex: 0xE5E5EA), in: context)
            context.drawText(timeAxis.label(tick), in: Rect(x: x - 30, y: plot.maxY + 4, width: 60, height: 16), style: centered)
        }
        for guide in [0.0, 1.0] {
            let y = point(time: 0, progress: guide).y
            line(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y), color: Color(hex: 0x8E8E93), dashed: true, in: context)
        }
        context.setLineDash(phase: 0, lengths: [])
        context.setStrokeColor(Color(hex: 0x8E8E93))
        context.setLineWidth(1)
        context.beginPath()
        context.addRect(plot)
        context.strokePath()
    }

    private func drawAxisTitles(in context: CairoGraphicsContext) {
        let plot = Self.plotRect
        let style = TextStyle(font: .system(size: 12, weight: .medium), color: Self.textColor, alignment: .center)
        context.drawText("time (s)", in: Rect(x: plot.minX, y: plot.maxY + 22, width: plot.width, height: 18), style: style)
        context.saveGState()
        context.translateBy(x: 16, y: plot.midY)
        context.rotate(by: -Double.pi / 2)
        context.drawText("progress", in: Rect(x: -plot.height / 2, y: -9, width: plot.height, height: 18), style: style)
        context.restoreGState()
    }

    private func drawCurves(in context: CairoGraphicsContext) {
        context.saveGState()
        context.beginPath()
        context.addRect(Self.plotRect)
        context.clip()
        context.setLineWidth(2)
        context.setLineJoin(.round)
        context.setLineDash(phase: 0, lengths: [])
        for (index, curve) in sampler.curves.enumerated() {
            context.setStrokeColor(Self.palette[index % Self.palette.count])
            context.beginPath()
            for (step, time) in sampler.times(count: sampleCount).enumerated() {
                let target = point(time: time, progress: curve.value(at: time, duration: sampler.duration))
                if step == 0 { context.move(to: target) } else { context.addLine(to: target) }
            }
            context.strokePath()
        }
        context.restoreGState()
    }

    private func drawLegend(in context: CairoGraphicsContext) {
        let style = TextStyle(font: .system(size: 12), color: Self.textColor)
        for (index, curve) in sampler.curves.enumerated() {
            let y = Self.plotRect.maxY + 56 + Double(index) * Self.legendRowHeight
            line(from: Point(x: Self.plotRect.minX, y: y + 10), to: Point(x: Self.plotRect.minX + 24, y: y + 10),
                 color: Self.palette[index % Self.palette.count], width: 3, in: context)
            var text = curve.label
            if let settling = curve.settlingDuration {
                text += String(format: "  (settles in %.2f s)", settling)
            } else if sampler.duration != 1 {
                text += "  (lasts \(JSONValue.format(sampler.duration, decimals: 3)) s)"
            }
            context.drawText(text, in: Rect(x: Self.plotRect.minX + 32, y: y, width: Self.plotRect.width - 32, height: 20), style: style)
        }
    }
}
