import CCairo
import CRsvg
import Foundation
import MediaEncoding

/// The libraries and font files that decide a frame's pixels, with their versions: what a
/// reference image was recorded with, so a failure on another stack can say so first.
///
/// Stored as text, one `name: version` line each, in a fixed order.
public struct RenderingStack: Equatable, Sendable {
    /// One library or font, and its version (for a font file: its name and size in bytes).
    public struct Component: Equatable, Sendable {
        public let name: String
        public let version: String
    }

    public let components: [Component]

    public init(components: [Component]) { self.components = components }

    /// The stack this process renders with: Cairo, Pango, HarfBuzz, FreeType, fontconfig,
    /// librsvg, FFmpeg, and the file each default family resolves to.
    public static var current: RenderingStack {
        FontLibrary.prepare()
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        zoe_freetype_version(&major, &minor, &patch)
        let fontconfig = Int(FcGetVersion())
        var components = [
            Component(name: "Cairo", version: String(cString: cairo_version_string())),
            Component(name: "Pango", version: String(cString: pango_version_string())),
            Component(name: "HarfBuzz", version: String(cString: hb_version_string())),
            Component(name: "FreeType", version: "\(major).\(minor).\(patch)"),
            Component(name: "fontconfig", version: "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)"),
            Component(name: "librsvg", version: LIBRSVG_VERSION),
            Component(name: "FFmpeg", version: FFmpegVersion.current),
        ]
        for family in BundledFonts.families {
            components.append(Component(name: "font \(family)", version: FontLibrary.file(for: family).map(Self.describe) ?? "not found"))
        }
        return RenderingStack(components: components)
    }

    /// A font file as "Inter-Regular.otf, 258992 bytes".
    private static func describe(_ path: String) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return "\(URL(fileURLWithPath: path).lastPathComponent), \(size) bytes"
    }

    /// The stack as stored: `name: version` lines.
    public var text: String { components.map { "\($0.name): \($0.version)\n" }.joined() }

    /// The stack stored as `text`; lines it cannot read are left out.
    public init(text: String) {
        components = text.split(separator: "\n").compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return Component(name: String(line[..<colon]), version: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// How `self` (the running stack) differs from `recorded`: "Pango 1.50.12, running 1.52.1"
    /// for each component whose version changed, in the stack's order; empty when none did.
    public func differences(from recorded: RenderingStack) -> [String] {
        components.compactMap { component in
            guard let old = recorded.components.first(where: { $0.name == component.name }), old.version != component.version else {
                return nil
            }
            return "\(component.name) \(old.version), running \(component.version)"
        }
    }
}
