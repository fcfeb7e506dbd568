/// The layer a stage puts on top of a frame's presentation tree to burn in the captions shown
/// at that frame's time: made afresh for each frame.
final class CaptionLayer: Layer {
    /// A caption as drawn in this frame.
    struct Item {
        var layout: CaptionLayout
        var text: String
        var textStyle: TextStyle
        var background: Color
        var cornerRadius: Double
        var opacity: Double
    }

    private(set) var items: [Item] = []

    required init() { super.init() }

    /// A layer covering `bounds` (the root layer's) that draws `items` in canvas coordinates
    /// (its own bounds start at the origin).
    convenience init(items: [Item], bounds: Rect) {
        self.init()
        self.items = items
        self.bounds = Rect(origin: .zero, size: bounds.size)
        position = Point(x: bounds.midX, y: bounds.midY)
    }

    required init(layer: Any) {
        items = (layer as? CaptionLayer)?.items ?? []
        super.init(layer: layer)
    }

    override func draw(in context: GraphicsContext) {
        for item in items {
            context.saveGState()
            context.setAlpha(item.opacity)
            if item.background.alpha > 0 {
                var path = Path(roundedRect: item.layout.box, cornerRadius: item.cornerRadius)
                if let pointer = item.layout.pointer {
                    path.move(to: pointer.left)
                    path.addLine(to: pointer.tip)
                    path.addLine(to: pointer.right)
                    path.closeSubpath()
                }
                context.setFillColor(item.background)
                context.beginPath()
                context.addPath(path)
                context.fillPath()
            }
            context.drawText(item.text, in: item.layout.text, style: item.textStyle)
            context.restoreGState()
        }
    }
}
