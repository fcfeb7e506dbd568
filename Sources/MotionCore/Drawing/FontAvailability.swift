import Synchronization

/// Whether the rendering backend has the font families text asks for. A family it lacks is drawn
/// with another (fontconfig substitutes silently), which changes every pixel of the text: each
/// text recorded for drawing asks here, and a missing family is warned about, naming it and its
/// substitute — a note of the render, an error under snapshot tests (`Timeline.warn`).
///
/// Process-wide, as the fonts are: the backend installs the one lookup (CairoRendering's
/// `FontLibrary.prepare()`); until it does, nothing is checked.
public enum FontAvailability {
    private static let lookup = Mutex<(@Sendable (String) -> String?)?>(nil)

    /// Installs `substitute`, which returns the family drawn instead of the one asked for, or nil
    /// when that family is there.
    public static func install(_ substitute: @escaping @Sendable (String) -> String?) {
        lookup.withLock { $0 = substitute }
    }

    /// Warns when `font`'s family is not there.
    static func check(_ font: Font) {
        guard let substitute = lookup.withLock({ $0 }), let used = substitute(font.family) else { return }
        Timeline.warn("font family '\(font.family)' is not installed or registered: its text is drawn in '\(used)' instead "
                      + "(register the font file with Font.register(contentsOf:), or install it)")
    }
}
