import CFFmpeg
import Foundation

/// A PNG sequence's file-name pattern: a path whose last component holds one printf-style `%d`
/// directive (`%d`, `%04d`), replaced by the frame index counted from 0 as FFmpeg's image2 muxer
/// does (`av_get_frame_filename2`), so `f-%04d.png` names `f-0000.png`, `f-0001.png`, …
public struct FrameFileNamePattern: Equatable, Sendable {
    /// The widest directive honoured, `%019d`: FFmpeg cuts a number padded wider to 19 digits,
    /// which would give every frame the same name.
    public static let maximumWidth = 19

    /// The pattern as given.
    public let pattern: String

    /// Throws `MediaError.invalidFramePattern` unless `pattern` has exactly one `%d`-style directive
    /// at most `maximumWidth` digits wide.
    public init(_ pattern: String) throws {
        self.pattern = pattern
        let template = (pattern as NSString).lastPathComponent
        if let directive = template.range(of: "%[0-9]+d", options: .regularExpression) {
            let digits = template[directive].dropFirst().dropLast().drop { $0 == "0" }
            guard digits.count <= 2, Int(digits) ?? 0 <= Self.maximumWidth else {
                throw MediaError.invalidFramePattern(pattern: pattern, problem: "pads frame numbers to \(digits) digits; "
                    + "at most \(Self.maximumWidth) are supported (e.g. %04d)")
            }
        }
        _ = try path(ofFrame: 0)
    }

    /// The path of frame `index`.
    public func path(ofFrame index: Int) throws -> String {
        let capacity = pattern.utf8.count + 32
        var buffer = [CChar](repeating: 0, count: capacity)
        let status = av_get_frame_filename2(&buffer, Int32(capacity), pattern, Int32(clamping: index), 0)
        guard status >= 0 else {
            throw MediaError.invalidFramePattern(pattern: pattern, problem: "needs exactly one %d directive (e.g. frame-%04d.png)")
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
        guard digits.count <= Self.maximumWidth, digits.allSatisfy(\.isASCII), let index = Int(digits), index >= 0,
              let name = try? path(ofFrame: index), (name as NSString).lastPathComponent == fileName else { return nil }
        return index
    }
}
