import CairoRendering

/// What a stage knows about its captions, to draw them.
final class CaptionOverlay {
    var captions: [Caption] = []
    /// Each caption's layout by its index, worked out the first time it shows.
    private var layouts: [Int: Placed] = [:]
    private var measurer: TextMeasurer?

    /// A caption laid out on the canvas: its box, its text and detail as blocks, and their lines.
    private struct Placed {
        var layout: CaptionLayout
        var blocks: [CaptionLine]
        var lines: [CaptionLine]
    }

    /// The space between a caption's text and its detail, as a fraction of the detail's font size.
    static let detailGap = 0.4

    /// The layer showing the captions at `time` over `bounds` (the root layer's: captions are
    /// placed on the canvas whatever its bounds' origin), or nil when none shows.
    /// Throws when the text cannot be measured.
    func overlay(at time: Double, bounds: Rect) throws -> Layer? {
        var items: [(item: CaptionLayer.Item, shadow: CaptionStyle.Shadow?)] = []
        for (index, caption) in captions.enumerated() where caption.style.isBurnedIn && caption.isShown(at: time) {
            let placed = try place(caption, index: index, canvas: bounds.size)
            let style = caption.style, measurer = try textMeasurer()
            let fade = min(style.fadeDuration, (caption.to - caption.from) / 2)
            let runs = style.textAnimation.runs(of: style.textAnimation == .none ? placed.blocks : placed.lines,
                                                elapsed: time - caption.from, span: caption.to - caption.from - max(fade, 0)) {
                measurer.measureText($0, style: $1).width
            }
            items.append((CaptionLayer.Item(layout: placed.layout, runs: runs, background: style.backgroundColor,
                                            cornerRadius: style.cornerRadius, outline: style.outline, backdrop: style.backdrop,
                                            opacity: caption.opacity(at: time)),
                          style.shadow))
        }
        return items.isEmpty ? nil : CaptionLayer.overlay(items, bounds: bounds)
    }

    private func textMeasurer() throws -> TextMeasurer {
        if let measurer { return measurer }
        let measurer = try TextMeasurer()
        self.measurer = measurer
        return measurer
    }

    /// The caption's box, and its text and detail stacked in it, each centred across the box.
    private func place(_ caption: Caption, index: Int, canvas: Size) throws -> Placed {
        if let known = layouts[index] { return known }
        let style = caption.style, measurer = try textMeasurer()
        let size = (style.font?.size ?? (min(canvas.width, canvas.height) * style.relativeFontSize).rounded())
        let font = style.font ?? .system(size: size, weight: style.fontWeight)
        let detailFont = style.detailFont ?? .system(size: (size / 2).rounded(), weight: .regular)
        let parts: [(text: String, style: TextStyle)] = [(caption.text, Self.blockStyle(font, style.textColor))]
            + (caption.detail.map { [($0, Self.blockStyle(detailFont, style.detailColor ?? style.textColor.withAlphaComponent(style.textColor.alpha * 0.8)))] } ?? [])
        let widest = max(canvas.width * style.maximumWidth - style.padding.left - style.padding.right, 1)
        let sizes = parts.map { part in
            let size = measurer.measureText(part.text, style: part.style, maxWidth: widest)
            return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
        let gap = sizes.count > 1 ? (detailFont.size * Self.detailGap).rounded() : 0
        let block = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gap) { $0 + $1.height })
        let layout = CaptionLayout(textSize: block, style: style, canvas: canvas)
        var blocks: [CaptionLine] = [], lines: [CaptionLine] = []
        var top = layout.text.minY
        for (part, size) in zip(parts, sizes) {
            let rect = Rect(x: layout.text.minX, y: top, width: block.width, height: size.height)
            blocks.append(CaptionLine(text: part.text, frame: rect, style: part.style))
            var lineStyle = part.style
            lineStyle.alignment = .left
            lineStyle.verticalAlignment = .top
            for line in measurer.lines(of: part.text, style: part.style, maxWidth: block.width) {
                // Wider than the line by a margin, so the line alone never wraps where it did not.
                let frame = Rect(x: rect.minX + line.frame.minX, y: rect.minY + line.frame.minY,
                                 width: line.frame.width + part.style.font.size, height: line.frame.height)
                lines.append(CaptionLine(text: line.text, frame: frame, style: lineStyle))
            }
            top += size.height + gap
        }
        let placed = Placed(layout: layout, blocks: blocks, lines: lines)
        layouts[index] = placed
        return placed
    }

    /// Centred, wrapped at words, as many lines as it takes.
    private static func blockStyle(_ font: Font, _ color: Color) -> TextStyle {
        TextStyle(font: font, color: color, alignment: .center, lineBreakMode: .byWordWrapping, numberOfLines: 0)
    }
}
