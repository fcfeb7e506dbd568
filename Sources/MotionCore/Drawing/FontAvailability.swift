import Foundation

/// Whether the rendering backend has the font families text asks for. A family it lacks is drawn
/// with another (fontconfig substitutes silently), which changes every pixel of the text: each
/// text recorded for drawing asks here, and a missing family is warned about, naming it and its
/// substitute — a note of the render, an error under snapshot tests (`Timeline.warn`).
///
/// Process-wide, as the fonts are: the backend installs the one lookup (CairoRendering's
/// `FontLibrary.prepare()`); until it does, nothing is checked.
public enum FontAvailability {
    private static let lookup = Locked<(@Sendable (String) -> String?)?>(nil)

    /// Installs `substitute`, which returns the family drawn instead of the one asked for, or nil
    /// when that family is there.
    public static func install(_ substitute: @escaping @Sendable (String) -> String?) {
        lookup.withLock { $0 = substitute }
    }

    /// Collects the families text asks for while it is bound (`zoetrope doctor` lists them per
    /// scene); recording on the stage's thread reads it.
    public final class Families: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []

        public init() {}

        /// The families asked for so far, in the order first asked.
        public var all: [String] { lock.withLock { names } }

        func add(_ family: String) {
            lock.withLock { if !names.contains(family) { names.append(family) } }
        }
    }

    /// Where the families text asks for are collected, if anywhere.
    @TaskLocal public static var collected: Families?

    /// Warns when `font`'s family is not there.
    static func check(_ font: Font) {
        collected?.add(font.family)
        guard let substitute = lookup.withLock({ $0 }), let used = substitute(font.family) else { return }
        Timeline.warn("font family '\(font.family)' is not installed or registered: its text is drawn in '\(used)' instead "
                      + "(register the font file with Font.register(contentsOf:), or install it)")
    }
}
