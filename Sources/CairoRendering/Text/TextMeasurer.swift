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
}
