/// The layer a stage puts on top of a frame's presentation tree to show its scripted touches
/// (`Stage.showsTouches`): made afresh for each frame from the touches at that frame's time.
final class TouchIndicatorLayer: Layer {
    private(set) var indicators: [TouchIndicator] = []
    private(set) var indicatorStyle = TouchIndicatorStyle.simulator

    required init() { super.init() }

    /// A layer over the root layer that draws `indicators` in `style`: its bounds are the square
    /// around them that their discs and ripples can reach, in the root's own coordinates (so the
    /// drawing needs no offset), and its backing store is only as large as what it draws — not
    /// the whole frame, drawn and composited anew at every frame of a tap.
    convenience init(indicators: [TouchIndicator], style: TouchIndicatorStyle) {
        self.init()
        self.indicators = indicators
        indicatorStyle = style
        let reach = Self.reach(of: style)
        let squares = indicators.map { Self.square(around: $0.center, radius: reach) }
        let extent = squares.dropFirst().reduce(squares.first ?? .zero) { $0.union($1) }
        bounds = extent
        position = Point(x: extent.midX, y: extent.midY)
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

    /// How far from a touch's centre its drawing can reach, in points: the disc's edge or the
    /// ripple's widest ring with half its line, and a point more.
    private static func reach(of style: TouchIndicatorStyle) -> Double {
        let radius = style.diameter / 2
        let ripple = style.ripple.map { radius * max(1, $0.scale) + $0.lineWidth / 2 } ?? 0
        return max(radius, ripple) + 1
    }

    private static func square(around center: Point, radius: Double) -> Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
