import CCairo

/// Owns one reference to a fontconfig configuration (`FcConfig`) and releases it in deinit;
/// fontconfig keeps its own reference to the configuration made current.
final class FontconfigConfiguration {
    let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) { self.pointer = pointer }

    /// The configuration files fontconfig would load for the process (FONTCONFIG_FILE, or the
    /// system's fonts.conf), parsed, with no fonts scanned yet.
    static func loadingDefaultFiles() -> FontconfigConfiguration? {
        FcInitLoadConfig().map(FontconfigConfiguration.init)
    }

    /// A configuration with no files, folders or rules.
    static func empty() -> FontconfigConfiguration? {
        FcConfigCreate().map(FontconfigConfiguration.init)
    }

    /// The folders fonts are read from (as configured, before any scan).
    var fontFolders: [String] { Self.strings(FcConfigGetFontDirs(pointer)) }

    /// The folders font caches are kept in.
    var cacheFolders: [String] { Self.strings(FcConfigGetCacheDirs(pointer)) }

    /// The strings of a fontconfig string list, which this frees.
    private static func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var strings: [String] = []
        while let next = FcStrListNext(list) { strings.append(String(cString: next)) }
        return strings
    }

    /// Adds the configuration in `xml` (a whole `<fontconfig>` document).
    func parse(_ xml: String) -> Bool {
        FcConfigParseAndLoadFromMemory(pointer, xml, FcTrue) != 0
    }

    /// Scans the configured font folders, applying the accept and reject rules.
    func buildFonts() -> Bool { FcConfigBuildFonts(pointer) != 0 }

    /// Adds the font file at `path` as an application font.
    func addApplicationFont(_ path: String) -> Bool { FcConfigAppFontAddFile(pointer, path) != 0 }

    /// Makes this the configuration every later fontconfig call without one uses.
    func makeCurrent() -> Bool { FcConfigSetCurrent(pointer) != 0 }

    deinit { FcConfigDestroy(pointer) }
}
