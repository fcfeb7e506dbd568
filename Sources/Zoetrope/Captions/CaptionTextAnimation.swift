/// How a caption's text comes in (`CaptionStyle.textAnimation`): presets built from the engine's
/// own curves, timed from the caption's start, on top of the caption's fade in and out (the box
/// fades as always; the text leaves with it). Lines are those the text wraps into on the frame, the
/// text's first, then its detail's (a title card's subtitle).
///
/// ```swift
/// stage.caption("Plan a trip in one tap", from: 1, to: 4, style: .subtitle.animatingText(.typewriter()))
/// stage.titleCard("City Guide", subtitle: "Every city in your pocket", from: 0, to: 2.5)   // .slideLines()
/// ```
///
/// Every frame is a pure function of its time, as for every layer: the same in a render, a still,
/// the preview and each chunk.
public enum CaptionTextAnimation: Hashable, Sendable {
    /// The text comes and goes with its box.
    case none
    /// Each line fades in `stagger` seconds after the one above it, over `duration` seconds along
    /// Core Animation's ease-out (`TimingFunction.easeOut`).
    case fadeLines(stagger: Double = 0.15, duration: Double = 0.4)
    /// Each line rises into place from `distance` times its height below while it fades in,
    /// `stagger` seconds after the one above, over `duration` seconds along ease-out.
    case slideLines(stagger: Double = 0.15, duration: Double = 0.5, distance: Double = 0.6)
    /// The characters appear one at a time, `charactersPerSecond` of them (spaces included; an
    /// emoji or any other cluster of code points whole), from the caption's start.
    case typewriter(charactersPerSecond: Double = 24)
    /// Karaoke: the words turn `color` one after another from the caption's start until it fades
    /// out, each word's turn taking a share of that time in proportion to its characters.
    case highlightWords(Color)
}

/// A line of a caption placed on the canvas, to animate.
struct CaptionLine {
    /// The line's characters, with the spaces it ends in.
    var text: String
    /// Its logical rectangle on the canvas.
    var frame: Rect
    /// Its font and colour, laid out from the frame's left edge.
    var style: TextStyle
}

/// A piece of a caption's text as one frame draws it.
struct CaptionTextRun {
    var text: String
    var rect: Rect
    var style: TextStyle
    /// Multiplies the caption's opacity.
    var opacity: Double
}

extension CaptionTextAnimation {
    /// The runs that draw `lines` `elapsed` seconds after the caption's start; `span` is the time
    /// from its start to its fade out, `advance` the width of a line's first characters as drawn.
    func runs(of lines: [CaptionLine], elapsed: Double, span: Double, advance: (String, TextStyle) -> Double) -> [CaptionTextRun] {
        switch self {
        case .none:
            return lines.map { CaptionTextRun(text: $0.text, rect: $0.frame, style: $0.style, opacity: 1) }
        case let .fadeLines(stagger, duration):
            return Self.entering(lines, elapsed: elapsed, stagger: stagger, duration: duration, distance: 0)
        case let .slideLines(stagger, duration, distance):
            return Self.entering(lines, elapsed: elapsed, stagger: stagger, duration: duration, distance: distance)
        case let .typewriter(rate):
            return Self.typed(lines, count: rate > 0 && rate.isFinite ? Int((elapsed * rate).rounded(.down)) : Int.max)
        case let .highlightWords(color):
            return Self.highlighted(lines, color: color, elapsed: elapsed, span: span, advance: advance)
        }
    }

    /// Lines fading in (and rising `distance` line heights) one after another along ease-out.
    private static func entering(_ lines: [CaptionLine], elapsed: Double, stagger: Double, duration: Double,
                                 distance: Double) -> [CaptionTextRun] {
        lines.enumerated().compactMap { index, line in
            let start = Double(index) * max(stagger, 0)
            let progress = duration > 0 ? TimingFunction.easeOut.value(at: min(max((elapsed - start) / duration, 0), 1))
                : (elapsed >= start ? 1 : 0)
            guard progress > 0 else { return nil }
            let rect = line.frame.offsetBy(dx: 0, dy: (1 - progress) * distance * line.frame.height)
            return CaptionTextRun(text: line.text, rect: rect, style: line.style, opacity: progress)
        }
    }

    /// The first `count` characters of the lines, line after line.
    private static func typed(_ lines: [CaptionLine], count: Int) -> [CaptionTextRun] {
        var left = count
        var runs: [CaptionTextRun] = []
        for line in lines where left > 0 {
            let shown = String(line.text.prefix(left))
            left -= line.text.count
            runs.append(CaptionTextRun(text: shown, rect: line.frame, style: line.style, opacity: 1))
        }
        return runs
    }

    /// Each line split where the highlighted words end: those in `color`, the rest as they are.
    private static func highlighted(_ lines: [CaptionLine], color: Color, elapsed: Double, span: Double,
                                    advance: (String, TextStyle) -> Double) -> [CaptionTextRun] {
        let words = lines.map { Self.words(in: $0.text) }
        let total = words.joined().reduce(0) { $0 + $1.letters }
        // A word is highlighted from its share of the span on: the letters before it over all letters.
        var before = 0, highlighted = 0
        for word in words.joined() {
            guard total == 0 || Double(before) / Double(total) * span <= elapsed else { break }
            highlighted += 1
            before += word.letters
        }
        var runs: [CaptionTextRun] = []
        for (line, lineWords) in zip(lines, words) {
            let count = min(highlighted, lineWords.count)
            highlighted -= count
            let cut = count == 0 ? line.text.startIndex : lineWords[count - 1].end
            let lit = String(line.text[..<cut]), rest = String(line.text[cut...])
            var litStyle = line.style
            litStyle.color = color
            if !lit.isEmpty { runs.append(CaptionTextRun(text: lit, rect: line.frame, style: litStyle, opacity: 1)) }
            if !rest.isEmpty {
                let x = lit.isEmpty ? 0 : advance(lit, line.style)
                runs.append(CaptionTextRun(text: rest, rect: line.frame.offsetBy(dx: x, dy: 0), style: line.style, opacity: 1))
            }
        }
        return runs
    }

    /// The words of `text`: where each ends (with the spaces after it) and its letters.
    private static func words(in text: String) -> [(end: String.Index, letters: Int)] {
        var words: [(end: String.Index, letters: Int)] = []
        var index = text.startIndex
        while index < text.endIndex {
            var letters = 0
            while index < text.endIndex, !text[index].isWhitespace { letters += 1; index = text.index(after: index) }
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            words.append((index, letters))
        }
        return words
    }
}
