import CairoRendering
import Foundation

extension Font {
    /// Registers the font file (.ttf, .otf or .ttc) at `url` for this process and returns the
    /// family names it holds; `Font(family:size:weight:)` then finds them in labels, text layers
    /// and `draw(in:)` text, like installed fonts (CTFontManagerRegisterFontsForURL's role).
    /// Registering a file twice is harmless. Throws, naming the file, when it cannot be read or
    /// holds no font.
    @discardableResult
    public static func register(contentsOf url: URL) throws -> [String] {
        try FontLibrary.register(contentsOf: url)
    }
}
