import CFFmpeg
import Foundation

/// A PNG sequence's file-name pattern: a path whose last component holds one printf-style `%d`
/// directive (`%d`, `%04d`), replaced by the frame index counted from 0 as FFmpeg's image2 muxer
/// does (`av_get_frame_filename2`), so `f-%04d.png` names `f-0000.png`, `f-0001.png`, …
public struct FrameFileNamePattern: Equatable, Sendable {
    /// The pattern as given.
    public let pattern: String

    /// Throws `MediaError.invalidOption` unless `pattern` has exactly one `%d`-style directive.
    public init(_ pattern: String) throws {
        self.pattern = pattern
        _ = try path(ofFrame: 0)
    }

    /// The path of frame `index`.
    public func path(ofFrame index: Int) throws -> String {
        let capacity = pattern.utf8.count + 32
        var buffer = [CChar](repeating: 0, count: capacity)
        let status = av_get_frame_filename2(&buffer, Int32(capacity), pattern, Int32(clamping: index), 0)
        guard status >= 0 else {
            throw MediaError.invalidOption("PNG sequence pattern '\(pattern)' needs exactly one %d directive (e.g. frame-%04d.png)")
        }
        return String(cString: buffer)
    }

    /// The index of the frame this pattern names `fileName` (a last path component), or nil when
    /// the pattern would not produce exactly that name for any index.
    public func frameIndex(ofFileName fileName: String) -> Int? {
        let template = (pattern as NSString).lastPathComponent
        guard let directive = template.range(of: "%[0-9]*d", options: .regularExpression) else { return nil }
        let prefix = String(template[..<directive.lowerBound]).replacingOccurrences(of: "%%", with: "%")
        let suffix = String(template[directive.upperBound...]).replacingOccurrences(of: "%%", with: "%")
        guard fileName.count > prefix.count + suffix.count, fileName.hasPrefix(prefix), fileName.hasSuffix(suffix) else {
            return nil
        }
        let digits = fileName.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.count <= 9, digits.allSatisfy(\.isASCII), let index = Int(digits), index >= 0,
              let name = try? path(ofFrame: index), (name as NSString).lastPathComponent == fileName else { return nil }
        return index
    }
}
