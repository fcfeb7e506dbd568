import CCairo
import MotionCore

/// Measures text without a canvas (for label sizing), with the same layout rules as drawing.
/// Not thread-safe: use one measurer per thread.
public final class TextMeasurer {
    private let context: CairoContext

    /// A measurer drawing on a private 1×1 surface.
    public init() throws {
        let surface = try CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1),
                                       call: "cairo_image_surface_create")
        context = try CairoContext(surface: surface)
    }

    /// The size `text` takes when laid out with `style` no wider than `maxWidth` (unlimited when
    /// nil): the widest shown line and the height of the shown lines, in points, not rounded.
    public func measureText(_ text: String, style: TextStyle, maxWidth: Double? = nil) -> Size {
        guard !text.isEmpty else { return .zero }
        return TextLayout(text: text, style: style, boxWidth: maxWidth, boxHeight: nil, cairo: context.pointer).size
    }

    /// The lines `text` breaks into when laid out with `style` no wider than `maxWidth`: each
    /// line's text (with the spaces it ends in), its logical rectangle and its baseline relative to
    /// the text's top left, in points — to draw or animate the lines of wrapped text one by one.
    public func lines(of text: String, style: TextStyle, maxWidth: Double? = nil) -> [TextLine] {
        guard !text.isEmpty else { return [] }
        let utf8 = Array(text.utf8)
        return TextLayout(text: text, style: style, boxWidth: maxWidth, boxHeight: nil, cairo: context.pointer).lines.map { line in
            let bytes = line.bytes.clamped(to: 0..<utf8.count)
            return TextLine(text: String(decoding: utf8[bytes], as: UTF8.self), frame: line.frame, baseline: line.baseline)
        }
    }
}
