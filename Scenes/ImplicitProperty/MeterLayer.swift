import Zoetrope

/// Seed 004's MyLayer: a standalone layer (no view, so no delegate) whose custom `property`
/// animates implicitly when set. As in the article's final version, the class supplies the
/// animation through `defaultAction(forKey:)`; a BasicAnimation with no values animates from the
/// current presentation value to the new model value, so setting it again mid-flight continues
/// smoothly from where it is.
final class MeterLayer: Layer {
    @Animatable("property") var property: Double = 10

    static let range = 0.0...60.0

    override class func defaultAction(forKey key: String) -> Action? {
        guard key == "property" else { return super.defaultAction(forKey: key) }
        let animation = BasicAnimation(keyPath: "property")
        animation.duration = 1.2
        animation.timingFunction = .easeInEaseOut
        return animation
    }

    override func draw(in context: GraphicsContext) {
        let track = Rect(x: 0, y: 70, width: bounds.width, height: 18)
        context.setFillColor(Palette.track)
        context.beginPath()
        context.addPath(Path(roundedRect: track, cornerRadius: 9))
        context.fillPath()

        let fraction = min(max((property - Self.range.lowerBound) / (Self.range.upperBound - Self.range.lowerBound), 0), 1)
        let fill = Rect(x: 0, y: track.minY, width: max(track.width * fraction, 18), height: track.height)
        context.setFillColor(Palette.accent)
        context.beginPath()
        context.addPath(Path(roundedRect: fill, cornerRadius: 9))
        context.fillPath()

        let style = TextStyle(font: Palette.font(40, .semibold), color: Palette.text, alignment: .left)
        context.drawText(String(format: "%.2f", property), in: Rect(x: 0, y: 0, width: bounds.width, height: 56), style: style)
    }
}
