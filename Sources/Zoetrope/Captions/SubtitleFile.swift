import Foundation

/// A sidecar subtitle file of a render's caption cues: WebVTT, or SubRip for a name ending in `.srt`.
public struct SubtitleFile: Sendable {
    public enum Format: String, CaseIterable, Sendable { case webVTT = "vtt", subRip = "srt" }

    public let format: Format
    public let cues: [CaptionCue]

    public init(format: Format, cues: [CaptionCue]) {
        self.format = format
        self.cues = cues
    }

    /// The format a file name asks for: `.vtt` or `.srt` (any case); nil for other names.
    public static func format(forPath path: String) -> Format? {
        Format(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// The file's text, UTF-8.
    public var text: String {
        switch format {
        case .webVTT:
            "WEBVTT\n\n" + cues.enumerated().map { index, cue in
                "\(index + 1)\n\(Self.timestamp(cue.startMilliseconds, separator: ".")) --> "
                    + "\(Self.timestamp(cue.endMilliseconds, separator: "."))\n\(Self.webVTTText(cue.text))\n"
            }.joined(separator: "\n")
        case .subRip:
            cues.enumerated().map { index, cue in
                "\(index + 1)\n\(Self.timestamp(cue.startMilliseconds, separator: ",")) --> "
                    + "\(Self.timestamp(cue.endMilliseconds, separator: ","))\n\(Self.lines(cue.text))\n"
            }.joined(separator: "\n")
        }
    }

    /// `HH:MM:SS.mmm` (WebVTT) or `HH:MM:SS,mmm` (SubRip).
    static func timestamp(_ milliseconds: Int, separator: String) -> String {
        let hours = milliseconds / 3_600_000, minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1000 % 60, rest = milliseconds % 1000
        return String(format: "%02d:%02d:%02d", hours, minutes, seconds) + separator + String(format: "%03d", rest)
    }

    /// The text's lines with no empty line among them (an empty line would end the cue).
    private static func lines(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
    }

    /// Lines with WebVTT's markup characters escaped (`&`, `<`, `>`), so "-->" cannot end a cue line either.
    private static func webVTTText(_ text: String) -> String {
        lines(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
