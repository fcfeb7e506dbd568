import CairoRendering

/// A text layer's documents as engine text layers, as lottie-ios's Core Animation engine draws
/// text with text layers: each line a `TextLayer` in the document's font, size and fill, placed
/// so its baseline sits where Lottie puts it — point text with the first baseline at the layer's
/// origin and the next `lh` below, aligned on x = 0 by `j`; paragraph text wrapped in its box
/// (`ps`, `sz`), the first baseline one ascent below the box's top. A document shows from its
/// keyframe's frame until the next one's (a `hidden` animation per document). Tracking places
/// each character on its own, `tr` thousandths of an em after the one before; whole-text
/// animators colour the lines and fade and move the text; animators on part of the text draw
/// each character on its own, faded, coloured and moved by its weight (sampled at every frame).
struct LottieTextLayers {
    let fonts: [String: LottieFont]
    let timing: LottieTiming
    let measurer: TextMeasurer
    /// Receives what is not drawn, by feature name.
    let note: (String) -> Void
    /// Receives what is drawn otherwise than the document asks, as a whole sentence.
    let remark: (String) -> Void

    func build(_ text: LottieText, into container: Layer) {
        text.skipped.forEach(note)
        let byCharacter = text.animators.contains { $0.range != nil }
        var container = container
        for opacity in text.animators.filter({ $0.range == nil }).compactMap(\.opacity) {
            let fading = LottieTransformLayers.plainLayer()
            timing.apply(opacity, to: fading, keyPath: "opacity") { min(max(($0.first ?? 100) / 100, 0), 1) }
            container.addSublayer(fading)
            container = fading
        }
        for offset in text.animators.filter({ $0.range == nil }).compactMap(\.position) {
            let moving = LottieTransformLayers.plainLayer()
            timing.apply(offset, to: moving, keyPath: "position", convert: LottieTransformLayers.point)
            container.addSublayer(moving)
            container = moving
        }
        let fill = text.animators.last { $0.fill != nil }?.fill
        for (index, entry) in text.documents.enumerated() {
            let group = LottieTransformLayers.plainLayer()
            let rows = lines(of: entry.document, byCharacter: byCharacter)
            if byCharacter {
                animateCharacters(in: rows, filled: entry.document.fill ?? .black, by: text.animators)
            } else if let fill {
                rows.flatMap(\.sublayers).forEach { timing.apply(fill, to: $0, keyPath: "foregroundColor", convert: LottieShapeLayers.color) }
            }
            for line in rows {
                group.addSublayer(line)
            }
            if text.documents.count > 1 { show(group, from: index == 0 ? nil : entry.frame,
                                                until: index + 1 < text.documents.count ? text.documents[index + 1].frame : nil) }
            container.addSublayer(group)
        }
    }

    /// Fades, colours and moves each of `characters` (in reading order) by the animators as
    /// Bodymovin applies them one after the other: opacity × (1 + (o − 1) · weight), the colour
    /// mixed toward `fc` by the weight (1 for a whole-text animator), the place moved by `p` ·
    /// weight (whole-text offsets move the text's container); sampled at every frame of their keyframes.
    private func animateCharacters(in rows: [Layer], filled: Color, by animators: [LottieTextAnimator]) {
        let characters = rows.flatMap(\.sublayers)
        let lines = rows.map { $0.sublayers.map { ($0 as? TextLayer)?.string as? String ?? "" } }
        let units = animators.map { $0.range?.units(of: lines) }
        let ranges = animators.flatMap { animator in
            (animator.range?.frameRanges ?? []) + [animator.fill, animator.opacity, animator.position].compactMap { $0?.frameRange }
        }
        let first = ranges.map(\.lowerBound).min() ?? 0, last = ranges.map(\.upperBound).max() ?? 0
        let fades = animators.contains { $0.range != nil && $0.opacity != nil }, colours = animators.contains { $0.fill != nil }
        let moves = animators.contains { $0.range != nil && $0.position != nil }
        for (index, character) in characters.enumerated() {
            /// Animator `which`'s weight of this character at `frame`: its unit's, 1 without a range.
            func weight(_ which: Int, _ frame: Double) -> Double {
                guard let range = animators[which].range, let units = units[which] else { return 1 }
                return range.weight(of: units.indices[index], count: units.count, atFrame: frame)
            }
            if fades {
                let opacity = LottieGeometry.sampled(from: first, to: last) { frame in
                    animators.indices.reduce(1.0) { product, which in
                        guard animators[which].range != nil, let opacity = animators[which].opacity else { return product }
                        let target = min(max(opacity.scalar(atFrame: frame) / 100, 0), 1)
                        return product * (1 + (target - 1) * weight(which, frame))
                    }
                }
                timing.apply(opacity, to: character, keyPath: "opacity") { $0 }
            }
            if colours {
                let colour = LottieGeometry.sampled(from: first, to: last) { frame in
                    animators.indices.reduce(filled) { colour, which in
                        guard let fill = animators[which].fill else { return colour }
                        let target = LottieShapeLayers.color(fill.value(atFrame: frame))
                        return colour.interpolated(to: target, fraction: weight(which, frame))
                    }
                }
                timing.apply(colour, to: character, keyPath: "foregroundColor") { $0 }
            }
            if moves {
                let origin = character.position
                let place = LottieGeometry.sampled(from: first, to: last) { frame in
                    animators.indices.reduce(origin) { place, which in
                        guard animators[which].range != nil, let position = animators[which].position else { return place }
                        let offset = LottieTransformLayers.point(position.value(atFrame: frame)), amount = weight(which, frame)
                        return Point(x: place.x + offset.x * amount, y: place.y + offset.y * amount)
                    }
                }
                timing.apply(place, to: character, keyPath: "position") { $0 }
            }
        }
    }

    /// One layer per line of `document`, placed by its baseline, holding the line's text layer
    /// or, with tracking or `byCharacter`, a text layer per character.
    private func lines(of document: LottieText.Document, byCharacter: Bool) -> [Layer] {
        guard document.fill != nil || document.stroke != nil else { return [] }
        let fill = document.fill ?? .black
        if fonts[document.fontName] == nil, !document.fontName.isEmpty {
            remark("the font '\(document.fontName)' is missing from the document's fonts: its name is looked for as a family")
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
                let width = measurer.measureText(words, style: style).width + Double(words.count) * tracking(document)
                placed.append((words, width, line.frame.height, line.baseline - line.frame.minY))
            }
        }
        let origin = document.boxPosition ?? .zero
        let firstBaseline = document.boxPosition == nil ? 0 : origin.y + (placed.first?.baseline ?? 0)
        return placed.enumerated().compactMap { index, line in
            guard !line.text.isEmpty else { return nil }
            let baseline = firstBaseline + Double(index) * document.lineHeight
            let left = document.boxSize.map { origin.x + ($0.width - line.width) * factor } ?? -line.width * factor
            let row = LottieTransformLayers.plainLayer()
            row.position = Point(x: left, y: baseline - line.baseline)
            let pieces = tracking(document) == 0 && !byCharacter ? [(line.text, 0.0)]
                : characters(of: line.text, style: style, tracking: tracking(document))
            for (piece, offset) in pieces {
                let layer = TextLayer()
                layer.anchorPoint = Point(x: 0, y: 0)
                // Wider than the text by its size, so it never wraps or truncates where it was measured to fit.
                layer.bounds = Rect(x: 0, y: 0, width: line.width + document.size, height: line.height)
                layer.position = Point(x: offset, y: 0)
                layer.alignment = .left
                if let stroke = document.stroke {
                    // A layer's drawing ends at its bounds: room for the stroke on every side (its
                    // mitred corners reach out to twice its width), the piece centred in it where it was.
                    let room = 2 * stroke.width / 100 * document.size + 1
                    let width = measurer.measureText(piece, style: style).width
                    layer.bounds = Rect(x: 0, y: 0, width: width + document.size + 2 * room, height: line.height + 2 * room)
                    layer.position = Point(x: offset - document.size / 2 - room, y: -room)
                    layer.alignment = .center
                }
                layer.string = piece
                layer.font = font
                layer.fontSize = document.size
                layer.foregroundColor = fill
                layer.stroke = document.stroke
                row.addSublayer(layer)
            }
            return row
        }
    }

    /// Tracking in points: `tr` thousandths of the font size.
    private func tracking(_ document: LottieText.Document) -> Double { document.tracking / 1000 * document.size }

    /// Each character of `text` with its x where the whole line puts it — the width of the text up
    /// to and with it less its own, so the kerning with the one before stays — plus `tracking` for
    /// every character before it.
    private func characters(of text: String, style: TextStyle, tracking: Double) -> [(String, Double)] {
        var prefix = ""
        return text.enumerated().map { index, character in
            prefix.append(character)
            let x = measurer.measureText(prefix, style: style).width - measurer.measureText(String(character), style: style).width
            return (String(character), x + Double(index) * tracking)
        }
    }

    /// Shows `layer` from frame `start` (nil: always before) until `end` (nil: always after).
    private func show(_ layer: Layer, from start: Double?, until end: Double?) {
        timing.show(layer, forKey: "lottie.text", fromFrame: start ?? -1e9, toFrame: end ?? 1e9, staysAfter: end == nil)
    }
}
