import Foundation

/// One burned-in caption as a frame draws it: a title card's backdrop, its box (with the pointer
/// of a callout), outline and text runs, faded by its opacity, with its style's drop shadow as the layer's own shadow (cast
/// by what it draws, as Core Animation casts a layer's). The stage puts a layer of these over a
/// frame's presentation tree (`overlay(_:bounds:)`), made afresh for each frame.
final class CaptionLayer: Layer {
    /// A caption as drawn in this frame.
    struct Item {
        var layout: CaptionLayout
        /// The text as this frame draws it (`CaptionTextAnimation`).
        var runs: [CaptionTextRun]
        var background: Color
        var cornerRadius: Double
        var outline: CaptionStyle.Outline?
        /// A colour over the whole layer, under the box.
        var backdrop: Color?
        var opacity: Double
    }

    private(set) var item: Item?

    required init() { super.init() }

    /// A layer covering `bounds` (the root layer's) that draws `item` in canvas coordinates (its
    /// own bounds start at the origin), casting `shadow`.
    convenience init(item: Item, shadow: CaptionStyle.Shadow?, bounds: Rect) {
        self.init()
        self.item = item
        self.bounds = Rect(origin: .zero, size: bounds.size)
        position = Point(x: bounds.midX, y: bounds.midY)
        if let shadow {
            shadowColor = shadow.color
            shadowOpacity = shadow.opacity
            shadowRadius = shadow.radius
            shadowOffset = shadow.offset
        }
    }

    required init(layer: Any) {
        item = (layer as? CaptionLayer)?.item
        super.init(layer: layer)
    }

    /// The layer showing `items` over `bounds`: one caption layer each, in order.
    static func overlay(_ items: [(item: Item, shadow: CaptionStyle.Shadow?)], bounds: Rect) -> Layer {
        let overlay = Layer()
        overlay.bounds = Rect(origin: .zero, size: bounds.size)
        overlay.position = Point(x: bounds.midX, y: bounds.midY)
        for (item, shadow) in items { overlay.addSublayer(CaptionLayer(item: item, shadow: shadow, bounds: bounds)) }
        return overlay
    }

    override func draw(in context: GraphicsContext) {
        guard let item else { return }
        context.saveGState()
        context.setAlpha(item.opacity)
        if let backdrop = item.backdrop, backdrop.alpha > 0 {
            context.setFillColor(backdrop)
            context.fill(bounds)
        }
        var path = Path(roundedRect: item.layout.box, cornerRadius: item.cornerRadius)
        if let pointer = item.layout.pointer {
            path.move(to: pointer.left)
            path.addLine(to: pointer.tip)
            path.addLine(to: pointer.right)
            path.closeSubpath()
        }
        if item.background.alpha > 0 {
            context.setFillColor(item.background)
            context.beginPath()
            context.addPath(path)
            context.fillPath()
        }
        if let outline = item.outline, outline.width > 0, outline.color.alpha > 0 {
            context.setStrokeColor(outline.color)
            context.setLineWidth(outline.width)
            context.setLineJoin(.round)
            context.beginPath()
            context.addPath(path)
            context.strokePath()
            if let pointer = item.layout.pointer { joinPointer(pointer, outline: outline, background: item.background, in: context) }
        }
        for run in item.runs {
            context.setAlpha(item.opacity * run.opacity)
            context.drawText(run.text, in: run.rect, style: run.style)
        }
        context.restoreGState()
    }

    /// Makes the box and a callout's pointer one outlined shape: the box's edge stroked across the
    /// pointer's base is covered with the fill (reaching an outline's width into the box), then
    /// the pointer's two sides are stroked again.
    private func joinPointer(_ pointer: (tip: Point, left: Point, right: Point), outline: CaptionStyle.Outline,
                             background: Color, in context: GraphicsContext) {
        let base = Point(x: (pointer.left.x + pointer.right.x) / 2, y: (pointer.left.y + pointer.right.y) / 2)
        let length = hypot(base.x - pointer.tip.x, base.y - pointer.tip.y)
        guard length > 0 else { return }
        let inward = (x: (base.x - pointer.tip.x) / length * outline.width, y: (base.y - pointer.tip.y) / length * outline.width)
        context.setFillColor(background)
        context.beginPath()
        context.move(to: Point(x: pointer.left.x + inward.x, y: pointer.left.y + inward.y))
        context.addLine(to: pointer.left)
        context.addLine(to: pointer.tip)
        context.addLine(to: pointer.right)
        context.addLine(to: Point(x: pointer.right.x + inward.x, y: pointer.right.y + inward.y))
        context.closePath()
        context.fillPath()
        context.beginPath()
        context.move(to: pointer.left)
        context.addLine(to: pointer.tip)
        context.addLine(to: pointer.right)
        context.strokePath()
    }
}
