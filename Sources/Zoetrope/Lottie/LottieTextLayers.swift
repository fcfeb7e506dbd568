import CairoRendering

/// A text layer's documents as engine text layers, as lottie-ios's Core Animation engine draws
/// text with text layers: each line a `TextLayer` in the document's font, size and fill, placed
/// so its baseline sits where Lottie puts it — point text with the first baseline at the layer's
/// origin and the next `lh` below, aligned on x = 0 by `j`; paragraph text wrapped in its box
/// (`ps`, `sz`), the first baseline one ascent below the box's top. A document shows from its
/// keyframe's frame until the next one's (a `hidden` animation per document).
struct LottieTextLayers {
    let fonts: [String: LottieFont]
    let timing: LottieTiming
    let measurer: TextMeasurer
    let note: (String) -> Void

    func build(_ text: LottieText, into container: Layer) {
        text.skipped.forEach(note)
        for (index, entry) in text.documents.enumerated() {
            let group = LottieTransformLayers.plainLayer()
            lines(of: entry.document).forEach(group.addSublayer)
            if text.documents.count > 1 { show(group, from: index == 0 ? nil : entry.frame,
                                                until: index + 1 < text.documents.count ? text.documents[index + 1].frame : nil) }
            container.addSublayer(group)
        }
    }

    /// One text layer per line of `document`, placed by its baseline.
    private func lines(of document: LottieText.Document) -> [Layer] {
        guard let fill = document.fill else { return [] }
        if fonts[document.fontName] == nil, !document.fontName.isEmpty {
            note("the font '\(document.fontName)' missing from the document's fonts (drawn in its name as a family)")
        }
        let font = (fonts[document.fontName] ?? LottieFont(family: document.fontName, style: "")).font(size: document.size)
        let factor = document.justification == 1 ? 1.0 : document.justification == 2 ? 0.5 : 0
        let style = TextStyle(font: font, color: fill, alignment: .left, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        var placed: [(text: String, width: Double, height: Double, baseline: Double)] = []
        for paragraph in document.lines {
            let wrapped = measurer.lines(of: paragraph, style: style, maxWidth: document.boxSize?.width)
            guard !wrapped.isEmpty else {
                placed.append(("", 0, 0, 0))
                continue
            }
            for line in wrapped {
                let words = line.text.hasSuffix(" ") ? String(line.text.dropLast()) : line.text
                placed.append((words, measurer.measureText(words, style: style).width, line.frame.height, line.baseline - line.frame.minY))
            }
        }
        let origin = document.boxPosition ?? .zero
        let firstBaseline = document.boxPosition == nil ? 0 : origin.y + (placed.first?.baseline ?? 0)
        return placed.enumerated().compactMap { index, line in
            guard !line.text.isEmpty else { return nil }
            let baseline = firstBaseline + Double(index) * document.lineHeight
            let left = document.boxSize.map { origin.x + ($0.width - line.width) * factor } ?? -line.width * factor
            let layer = TextLayer()
            layer.anchorPoint = Point(x: 0, y: 0)
            // Wider than the line by its size, so it never wraps or truncates where it was measured to fit.
            layer.bounds = Rect(x: 0, y: 0, width: line.width + document.size, height: line.height)
            layer.position = Point(x: left, y: baseline - line.baseline)
            layer.string = line.text
            layer.font = font
            layer.fontSize = document.size
            layer.foregroundColor = fill
            layer.alignment = .left
            return layer
        }
    }

    /// Shows `layer` from frame `start` (nil: always before) until `end` (nil: always after).
    private func show(_ layer: Layer, from start: Double?, until end: Double?) {
        timing.show(layer, forKey: "lottie.text", fromFrame: start ?? -1e9, toFrame: end ?? 1e9, staysAfter: end == nil)
    }
}
