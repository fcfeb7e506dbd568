import CCairo
import Foundation
import MediaEncoding
import MotionCore
import Synchronization

/// Font files registered by the application for this process (fontconfig's application fonts),
/// found by family name like installed fonts by every text layout afterwards; before anything
/// else, the fonts Zoetrope ships (`BundledFonts`) in place of any system copy (`prepare()`).
///
/// Pango keeps one font map per thread and caches what fontconfig offered it, so each layout
/// first brings its thread's font map up to date with the registrations (`refreshCurrentThread`).
public enum FontLibrary {
    /// Bumped by every registration; read without the lock on every layout.
    private static let generation = Atomic<Int>(0)
    /// Set once `prepare()` has run; read without the lock on every layout.
    private static let isPrepared = Atomic<Bool>(false)
    /// Process-wide, as fontconfig's application fonts are.
    private static let state = Locked(State())

    private struct State {
        /// Per font map (one per thread), the generation it last saw.
        var seen: [UnsafeMutableRawPointer: Int] = [:]
        /// Registered files and the families they added.
        var registered: [String: [String]] = [:]
        /// The configuration with the bundled fonts, once `prepare()` made it current.
        var configuration: FontconfigConfiguration?
        /// Whether `prepare()` ran.
        var prepared = false
        /// Families looked up by `substitute(for:)`: what is drawn instead, or nil when present.
        var substitutes: [String: String?] = [:]
    }

    /// Families that name no font but a kind of font, which fontconfig resolves by design.
    private static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui",
                                                       "cursive", "fantasy", "emoji", "math"]

    /// Makes the bundled fonts the only source of their families and installs the engine's check
    /// of the families text asks for (`FontAvailability`). Once per process, before any layout:
    /// every layout and registration calls it; Zoetrope's stages call it before a scene is built.
    public static func prepare() {
        guard !isPrepared.load(ordering: .acquiring) else { return }
        state.withLock { state in
            guard !state.prepared else { return }
            state.prepared = true
            if let configuration = BundledFonts.makeConfiguration(), configuration.makeCurrent() {
                state.configuration = configuration
                generation.add(1, ordering: .releasing)
            }
            FontAvailability.install { family in substitute(for: family) }
            isPrepared.store(true, ordering: .releasing)
        }
    }

    /// The family drawn when text asks for `family` (a comma-separated list: its first present
    /// name wins), or nil when it is there; nil too for generic families (`sans-serif`).
    public static func substitute(for family: String) -> String? {
        prepare()
        return state.withLock { state in
            if let known = state.substitutes[family] { return known }
            let names = family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let substitute = names.contains { genericFamilies.contains($0.lowercased()) } ? nil : matchedFamily(for: names)
            state.substitutes[family] = substitute
            return substitute
        }
    }

    /// The file fontconfig draws `family` from (its regular face), or nil when it has no font.
    public static func file(for family: String) -> String? {
        prepare()
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "family", family)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }

    /// What fontconfig matches for the first of `names`, or nil when one of `names` is among the
    /// matched font's family names.
    private static func matchedFamily(for names: [String]) -> String? {
        guard !names.isEmpty, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        for name in names { FcPatternAddString(pattern, "family", name) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return "no font at all (fontconfig has none)" }
        defer { FcPatternDestroy(font) }
        var families: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, "family", index, &value) == FcResultMatch, let value {
            families.append(String(cString: value))
            index += 1
        }
        let present = families.contains { family in names.contains { $0.caseInsensitiveCompare(family) == .orderedSame } }
        return present ? nil : (families.first ?? "an unnamed font")
    }

    /// Registers the font file (.ttf, .otf, .ttc) at `url` and returns its family names, in the
    /// file's order, without repeats. Registering the same file again returns the same names.
    public static func register(contentsOf url: URL) throws -> [String] {
        prepare()
        let path = url.standardizedFileURL.path
        return try state.withLock { state in
            if let families = state.registered[path] { return families }
            // fontconfig would wait forever for a FIFO's writer.
            if let problem = InputFile.problem(at: path) { throw CairoError.fontRegistration("\(path): \(problem)") }
            let families = try StalledReads.guarding(path) { try familyNames(inFontFile: path) }
            // A family the bundled fonts provide is rejected from any other file unless accepted by name.
            if let configuration = state.configuration, families.contains(where: BundledFonts.families.contains) {
                _ = configuration.parse(BundledFonts.selection(accepting: [URL(fileURLWithPath: path)], rejecting: []))
            }
            guard StalledReads.guarding(path, { FcConfigAppFontAddFile(FcConfigGetCurrent(), path) }) != 0 else {
                throw CairoError.fontRegistration("\(path): fontconfig refused the font file")
            }
            state.registered[path] = families
            state.substitutes.removeAll()
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
        prepare()
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
