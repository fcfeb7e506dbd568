import Zoetrope

/// A small plot of a timing curve with a marker at `progress` (a fraction of the motion's
/// duration), animated linearly alongside the dot so the marker tracks the dot's position.
final class CurvePlotLayer: Layer {
    @Animatable("progress") var progress: Double = 0
    var curve: GalleryCurve?
    var cubicDuration = 1.0

    required init() { super.init() }

    required init(layer: Any) {
        let plot = layer as? CurvePlotLayer
        curve = plot?.curve
        cubicDuration = plot?.cubicDuration ?? 1
        super.init(layer: layer)
    }

    override func draw(in context: GraphicsContext) {
        guard let curve else { return }
        let box = Rect(origin: .zero, size: bounds.size).insetBy(dx: 6, dy: 8)
        func point(_ fraction: Double) -> Point {
            Point(x: box.minX + box.width * fraction,
                  y: box.maxY - box.height * curve.value(atFraction: fraction, cubic: cubicDuration))
        }
        context.setStrokeColor(Palette.track)
        context.setLineWidth(1)
        context.beginPath()
        context.addRect(box)
        context.strokePath()

        context.setStrokeColor(color(for: curve))
        context.setLineWidth(2)
        context.setLineJoin(.round)
        context.beginPath()
        context.move(to: point(0))
        for step in 1...80 { context.addLine(to: point(Double(step) / 80)) }
        context.strokePath()

        let marker = point(min(max(progress, 0), 1))
        context.setFillColor(color(for: curve))
        context.beginPath()
        context.addArc(center: marker, radius: 3.5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.fillPath()
    }
}

/// The accent colour of a curve kind: blue for cubic curves, indigo for springs.
func color(for curve: GalleryCurve) -> Color {
    if case .spring = curve { return Palette.accentSecondary }
    return Palette.accent
}
