import CCairo
import Foundation
import MediaEncoding
import Synchronization

/// Font files registered by the application for this process (fontconfig's application fonts),
/// found by family name like installed fonts by every text layout afterwards.
///
/// Pango keeps one font map per thread and caches what fontconfig offered it, so each layout
/// first brings its thread's font map up to date with the registrations (`refreshCurrentThread`).
public enum FontLibrary {
    /// Bumped by every registration; read without the lock on every layout.
    private static let generation = Atomic<Int>(0)
    /// Process-wide, as fontconfig's application fonts are.
    private static let state = Mutex(State())

    private struct State {
        /// Per font map (one per thread), the generation it last saw.
        var seen: [UnsafeMutableRawPointer: Int] = [:]
        /// Registered files and the families they added.
        var registered: [String: [String]] = [:]
    }

    /// Registers the font file (.ttf, .otf, .ttc) at `url` and returns its family names, in the
    /// file's order, without repeats. Registering the same file again returns the same names.
    public static func register(contentsOf url: URL) throws -> [String] {
        let path = url.standardizedFileURL.path
        return try state.withLock { state in
            if let families = state.registered[path] { return families }
            // fontconfig would wait forever for a FIFO's writer.
            if let problem = InputFile.problem(at: path) { throw CairoError.fontRegistration("\(path): \(problem)") }
            let families = try StalledReads.guarding(path) { try familyNames(inFontFile: path) }
            guard StalledReads.guarding(path, { FcConfigAppFontAddFile(FcConfigGetCurrent(), path) }) != 0 else {
                throw CairoError.fontRegistration("\(path): fontconfig refused the font file")
            }
            state.registered[path] = families
            generation.add(1, ordering: .releasing)
            return families
        }
    }

    /// The family names fontconfig reads from the file; throws when it holds no font.
    private static func familyNames(inFontFile path: String) throws -> [String] {
        guard let fonts = FcFontSetCreate() else { throw CairoError.fontRegistration("\(path): out of memory") }
        defer { FcFontSetDestroy(fonts) }
        _ = FcFreeTypeQueryAll(path, UInt32.max, nil, nil, fonts)  // every face and instance
        var families: [String] = []
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let pattern = fonts.pointee.fonts[index] else { continue }
            var name: UnsafeMutablePointer<FcChar8>?
            // Index 0 is the family's default (English) name.
            if FcPatternGetString(pattern, "family", 0, &name) == FcResultMatch, let name {
                let family = String(cString: name)
                if !families.contains(family) { families.append(family) }
            }
        }
        guard !families.isEmpty else { throw CairoError.fontRegistration("\(path): not a font file fontconfig can read") }
        return families
    }

    /// Makes the calling thread's Pango font map see every registration so far.
    static func refreshCurrentThread() {
        let current = generation.load(ordering: .acquiring)
        guard current > 0 else { return }
        state.withLock { state in
            guard let map = pango_cairo_font_map_get_default() else { return }
            let key = UnsafeMutableRawPointer(map)
            guard state.seen[key] != current else { return }
            state.seen[key] = current
            if let fontconfigMap = zoe_pango_fc_font_map(map) { pango_fc_font_map_config_changed(fontconfigMap) }
        }
    }
}
