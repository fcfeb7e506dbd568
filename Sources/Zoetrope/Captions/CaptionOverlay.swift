import CairoRendering

/// What a stage knows about its captions, to draw them.
final class CaptionOverlay {
    var captions: [Caption] = []
    /// Each caption's layout by its index, worked out the first time it shows.
    private var layouts: [Int: (layout: CaptionLayout, style: TextStyle)] = [:]
    private var measurer: TextMeasurer?

    /// The layer showing the captions at `time` over `bounds` (the root layer's: captions are
    /// placed on the canvas whatever its bounds' origin), or nil when none shows.
    /// Throws when the text cannot be measured.
    func overlay(at time: Double, bounds: Rect) throws -> Layer? {
        var items: [(item: CaptionLayer.Item, shadow: CaptionStyle.Shadow?)] = []
        for (index, caption) in captions.enumerated() where caption.style.isBurnedIn && caption.isShown(at: time) {
            let (layout, textStyle) = try layout(of: caption, index: index, canvas: bounds.size)
            let style = caption.style
            items.append((CaptionLayer.Item(layout: layout, text: caption.text, textStyle: textStyle, background: style.backgroundColor,
                                            cornerRadius: style.cornerRadius, outline: style.outline, opacity: caption.opacity(at: time)),
                          style.shadow))
        }
        return items.isEmpty ? nil : CaptionLayer.overlay(items, bounds: bounds)
    }

    private func layout(of caption: Caption, index: Int, canvas: Size) throws -> (layout: CaptionLayout, style: TextStyle) {
        if let known = layouts[index] { return known }
        let style = caption.style
        let font = style.font ?? .system(size: (min(canvas.width, canvas.height) * CaptionStyle.defaultFontFraction).rounded(),
                                         weight: .semibold)
        let textStyle = TextStyle(font: font, color: style.textColor, alignment: .center, lineBreakMode: .byWordWrapping,
                                  numberOfLines: 0)
        let measurer = try self.measurer ?? TextMeasurer()
        self.measurer = measurer
        let widest = max(canvas.width * style.maximumWidth - style.padding.left - style.padding.right, 1)
        var size = measurer.measureText(caption.text, style: textStyle, maxWidth: widest)
        size = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        let result = (CaptionLayout(textSize: size, style: style, canvas: canvas), textStyle)
        layouts[index] = result
        return result
    }
}
