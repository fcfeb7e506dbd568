import Zoetrope

/// Seed 002's CircleLayer: a red disc with a light-grey stroke, both sized by custom
/// animatable properties and drawn in `draw(in:)` from presentation values.
final class CircleLayer: Layer {
    @Animatable("radius") var radius: Double = 50
    @Animatable("strokeWidth") var strokeWidth: Double = 25

    override func draw(in context: GraphicsContext) {
        let center = Point(x: bounds.width / 2, y: bounds.height / 2)
        context.beginPath()
        context.addArc(center: center, radius: max(radius, 0), startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.closePath()
        context.setFillColor(Color(hex: 0xFF3B30))
        context.fillPath()

        context.beginPath()
        context.addArc(center: center, radius: max(radius, 0), startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.closePath()
        context.setStrokeColor(.lightGray)
        context.setLineWidth(max(strokeWidth, 0))
        context.strokePath()
    }
}
