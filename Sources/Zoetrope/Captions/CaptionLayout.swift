/// Where a caption's box, text and pointer go on a canvas: plain geometry from the placement,
/// the padding and the text's measured size.
struct CaptionLayout: Equatable {
    /// The length of a callout's pointer, from the box's edge to its tip.
    static let pointerLength = 10.0
    /// Half the width of a callout's pointer where it meets the box.
    static let pointerHalfWidth = 9.0

    /// The box behind the text.
    var box: Rect
    /// The text's rectangle inside the box.
    var text: Rect
    /// A callout's pointer: its tip and the two points where it meets the box.
    var pointer: (tip: Point, left: Point, right: Point)?

    static func == (a: CaptionLayout, b: CaptionLayout) -> Bool {
        a.box == b.box && a.text == b.text && a.pointer?.tip == b.pointer?.tip
            && a.pointer?.left == b.pointer?.left && a.pointer?.right == b.pointer?.right
    }

    /// The layout of text measuring `textSize` in `style` on a canvas of `canvas`.
    init(textSize: Size, style: CaptionStyle, canvas: Size) {
        let padding = style.padding
        let size = Size(width: textSize.width + padding.left + padding.right, height: textSize.height + padding.top + padding.bottom)
        var origin: Point
        switch style.placement {
        case .bottom(let margin):
            origin = Point(x: (canvas.width - size.width) / 2, y: canvas.height - margin - size.height)
        case .top(let margin):
            origin = Point(x: (canvas.width - size.width) / 2, y: margin)
        case .center:
            origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        case .pointing(let point):
            let gap = Self.pointerLength
            let above = point.y - gap - size.height >= 0
            let x = min(max(point.x - size.width / 2, 0), max(canvas.width - size.width, 0))
            origin = Point(x: x, y: above ? point.y - gap - size.height : point.y + gap)
            let edge = above ? origin.y + size.height : origin.y
            let baseX = min(max(point.x, x + style.cornerRadius + Self.pointerHalfWidth),
                            x + size.width - style.cornerRadius - Self.pointerHalfWidth)
            pointer = (tip: point, left: Point(x: baseX - Self.pointerHalfWidth, y: edge),
                       right: Point(x: baseX + Self.pointerHalfWidth, y: edge))
        }
        box = Rect(origin: origin, size: size)
        text = Rect(x: origin.x + padding.left, y: origin.y + padding.top, width: textSize.width, height: textSize.height)
    }
}
