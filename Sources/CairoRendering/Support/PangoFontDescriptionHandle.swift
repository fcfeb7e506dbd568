import CCairo
import MotionCore

/// Owns one `PangoFontDescription` built from a `Font` and frees it in deinit.
final class PangoFontDescriptionHandle {
    let pointer: OpaquePointer

    /// The description of `font`: family, absolute size in points (user-space units), weight, style.
    init(_ font: Font) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, font.family)
        let size = font.size.isFinite ? min(max(font.size, 0.1), 10_000) : 1
        pango_font_description_set_absolute_size(pointer, size * Double(zoe_pango_scale()))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(pointer, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    }

    deinit { pango_font_description_free(pointer) }
}
