import CCairo
import Foundation

/// The fonts Zoetrope draws with by default (Inter; DejaVu Sans and Sans Mono; Noto Color Emoji),
/// shipped as the module's resources (`Resources/Fonts`), and the fontconfig configuration text
/// is laid out with. Text renders the same on every machine, whichever font packages and
/// fontconfig rules it has:
/// - the bundled files are the only fonts of their families (any system copy is rejected);
/// - the rules are Zoetrope's own (`rules`): the fallback for characters a font lacks (DejaVu
///   Sans, then Noto Color Emoji), the generic families, the scaling of colour bitmap fonts. The
///   process's configuration (FONTCONFIG_FILE, or the system's fonts.conf) contributes only its
///   font and cache folders, where the fonts a scene names by family are found.
///
/// Found beside the executable (`<package>_CairoRendering.resources`, where SwiftPM copies it and
/// Scripts/package.sh ships it), else in the source checkout; without either the process's own
/// configuration is used as before, and `FontLibrary.substitute(for:)` names any substitution.
enum BundledFonts {
    /// The families the bundled files provide, which no system file may provide instead.
    static let families = ["Inter", "DejaVu Sans", "DejaVu Sans Mono", "Noto Color Emoji"]
    /// The fallback for characters the family asked for lacks, after the system's own, in order.
    static let fallback = ["DejaVu Sans", "Noto Color Emoji"]

    /// The bundled font files, or none when the resources cannot be found.
    static var files: [URL] {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The folder holding the files.
    static var folder: URL? {
        let executableFolder = Bundle.main.bundleURL
        let besideExecutable = ((try? FileManager.default.contentsOfDirectory(atPath: executableFolder.path)) ?? [])
            .filter { $0.hasSuffix("_CairoRendering.resources") }.sorted()
            .map { executableFolder.appendingPathComponent($0).appendingPathComponent("Fonts") }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/Fonts")
        return (besideExecutable + [source]).first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Inter-Regular.otf").path) }
    }

    /// The configuration text is laid out with (see the type's description); nil when there are
    /// no bundled files or fontconfig refuses. The caller makes it current.
    static func makeConfiguration() -> FontconfigConfiguration? {
        let files = self.files
        guard !files.isEmpty, let process = FontconfigConfiguration.loadingDefaultFiles(),
              let configuration = FontconfigConfiguration.empty() else { return nil }
        let folders = process.fontFolders.map { "<dir>\(escaped($0))</dir>" }.joined()
            + process.cacheFolders.map { "<cachedir>\(escaped($0))</cachedir>" }.joined()
        guard configuration.parse(document(folders)), configuration.parse(selection(accepting: files, rejecting: families)),
              configuration.parse(rules), configuration.buildFonts(),
              files.allSatisfy({ configuration.addApplicationFont($0.path) }) else { return nil }
        return configuration
    }

    /// Zoetrope's rules, the ones a Debian system applies to the same fonts: `fallback` appended
    /// to the families of every request; the generic families resolved to the bundled fonts
    /// (`emoji` is what Pango asks for where text wants emoji presentation, ✈️ with its
    /// variation selector); a bitmap font's strikes scaled to the size asked for (Noto Color
    /// Emoji's are 109 pixels), by the ratio of the two sizes; an oblique made by slanting 0.2 and
    /// a bold by emboldening where a family has no such face (DejaVu Sans has no italic); bitmap
    /// fonts that cannot scale never used.
    static var rules: String {
        let families = fallback.map { "<string>\($0)</string>" }.joined()
        let generic = [("sans-serif", "DejaVu Sans"), ("sans", "DejaVu Sans"), ("system-ui", "Inter"),
                       ("monospace", "DejaVu Sans Mono"), ("mono", "DejaVu Sans Mono"), ("emoji", "Noto Color Emoji")]
        let aliases = generic.map { "<alias binding=\"same\"><family>\($0.0)</family><prefer><family>\($0.1)</family></prefer></alias>" }
        return document("""
            <match target="pattern"><edit name="family" mode="append_last">\(families)</edit></match>
            \(aliases.joined(separator: "\n"))
            <match target="font"><test name="outline"><bool>false</bool></test>\
            <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
            <name target="font">pixelsize</name></divide></edit></match>
            <match target="font"><test name="outline"><bool>false</bool></test>\
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
            <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>\
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
            <match target="font"><test name="slant"><const>roman</const></test>\
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>1</double><double>0.2</double>\
            <double>0</double><double>1</double></matrix></times></edit>\
            <edit name="slant" mode="assign"><const>oblique</const></edit>\
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit></match>
            <match target="font"><test name="weight" compare="less_eq"><const>medium</const></test>\
            <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>\
            <edit name="embolden" mode="assign"><bool>true</bool></edit>\
            <edit name="weight" mode="assign"><const>bold</const></edit></match>
            <selectfont><rejectfont><pattern><patelt name="scalable"><bool>false</bool></patelt></pattern></rejectfont></selectfont>
            """)
    }

    /// `<selectfont>`: `files` accepted by their paths, any other font of the `rejecting` families rejected.
    static func selection(accepting files: [URL], rejecting families: [String]) -> String {
        let accepted = files.map { "<pattern><patelt name=\"file\"><string>\(escaped($0.path))</string></patelt></pattern>" }
        let rejected = families.map { "<pattern><patelt name=\"family\"><string>\(escaped($0))</string></patelt></pattern>" }
        return document("<selectfont><acceptfont>\(accepted.joined())</acceptfont><rejectfont>\(rejected.joined())</rejectfont></selectfont>")
    }

    /// `text` as XML character data.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A whole fontconfig document around `body`.
    private static func document(_ body: String) -> String {
        "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\(body)</fontconfig>\n"
    }
}
