/// The layer a stage puts on top of a frame's presentation tree to show its scripted touches
/// (`Stage.showsTouches`): made afresh for each frame from the touches at that frame's time.
final class TouchIndicatorLayer: Layer {
    private(set) var indicators: [TouchIndicator] = []
    private(set) var indicatorStyle = TouchIndicatorStyle.simulator

    required init() { super.init() }

    /// A layer covering `bounds` (the root layer's) that draws `indicators` in `style`.
    convenience init(indicators: [TouchIndicator], style: TouchIndicatorStyle, bounds: Rect) {
        self.init()
        self.indicators = indicators
        indicatorStyle = style
        self.bounds = bounds
        position = Point(x: bounds.midX, y: bounds.midY)
    }

    required init(layer: Any) {
        let other = layer as? TouchIndicatorLayer
        indicators = other?.indicators ?? []
        indicatorStyle = other?.indicatorStyle ?? .simulator
        super.init(layer: layer)
    }

    override func draw(in context: GraphicsContext) {
        let style = indicatorStyle, radius = style.diameter / 2
        for indicator in indicators {
            if let progress = indicator.rippleProgress, let ripple = style.ripple {
                let grown = radius * (1 + (ripple.scale - 1) * TimingFunction.easeOut.value(at: progress))
                context.setStrokeColor(ripple.color.withAlphaComponent(ripple.color.alpha * (1 - progress)))
                context.setLineWidth(ripple.lineWidth)
                context.beginPath()
                context.addPath(Path(ellipseIn: Self.square(around: indicator.center, radius: grown)))
                context.strokePath()
            }
            context.saveGState()
            context.setAlpha(indicator.opacity)
            context.setFillColor(style.color)
            context.beginPath()
            context.addPath(Path(ellipseIn: Self.square(around: indicator.center, radius: radius)))
            context.fillPath()
            if style.borderWidth > 0 {
                context.setStrokeColor(style.borderColor)
                context.setLineWidth(style.borderWidth)
                context.beginPath()
                context.addPath(Path(ellipseIn: Self.square(around: indicator.center, radius: radius - style.borderWidth / 2)))
                context.strokePath()
            }
            context.restoreGState()
        }
    }

    private static func square(around center: Point, radius: Double) -> Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
