import Foundation

/// A file format this module writes: an animated entry of the format table
/// (`FormatDescriptor.all`), and for a PNG sequence the file name pattern.
public struct OutputFormat: Equatable, Sendable, CustomStringConvertible {
    /// The format's entry in the table: everything that differs between formats.
    public let descriptor: FormatDescriptor
    /// For a PNG sequence, the file name with a printf-style `%d` (e.g. `f-%04d.png`), replaced
    /// by the frame index counted from 0; nil for the other formats.
    public let pattern: String?

    init(_ descriptor: FormatDescriptor, pattern: String? = nil) {
        self.descriptor = descriptor
        self.pattern = pattern
    }

    /// H.264 (libx264, High profile, yuv420p, BT.709) in MP4.
    public static let mp4 = OutputFormat(.mp4)
    /// HEVC (libx265, yuv420p, BT.709) in MP4, tagged `hvc1` so Apple players accept it.
    public static let hevc = OutputFormat(.hevc)
    /// VP9 (libvpx) in WebM; yuva420p with an alpha channel when the output is transparent.
    public static let webm = OutputFormat(.webm)
    /// Apple ProRes 4444 (prores_ks, 10-bit 4:4:4, with a 16-bit alpha plane when transparent) in MOV.
    public static let prores = OutputFormat(.prores)
    /// Animated GIF with a palette computed from the frames.
    public static let gif = OutputFormat(.gif)
    /// Animated PNG (8-bit RGBA).
    public static let apng = OutputFormat(.apng)
    /// Animated WebP (libwebp).
    public static let webp = OutputFormat(.webp)
    /// One RGBA PNG per frame; `pattern` is the file name with a printf-style `%d` (e.g. `f-%04d.png`),
    /// replaced by the frame index counted from 0.
    public static func pngSequence(pattern: String) -> OutputFormat { OutputFormat(.pngSequence, pattern: pattern) }

    /// The extensions `forPath` understands, and the format each selects by default.
    public static var extensions: [(extension: String, format: OutputFormat)] {
        FormatDescriptor.extensions(of: .animation).map { ($0, OutputFormat(FormatDescriptor.formats(.animation, forExtension: $0)[0])) }
    }

    /// The format for an output path: a file name containing a `%d` directive (`%d`, `%04d`, …) is a
    /// PNG sequence and must end in `.png` and be a valid `FrameFileNamePattern` (else
    /// `MediaError.invalidFramePattern`); otherwise the (case-insensitive) extension decides, `.png`
    /// meaning animated PNG, and `codec` picks among the formats of that extension (`.mp4` with
    /// `.hevc` is HEVC in MP4); a codec none of them holds is `MediaError.codecNotHeld` naming
    /// the ones they do. Throws `MediaError.unsupportedFormat`, listing the supported extensions,
    /// for anything else.
    public static func forPath(_ path: String, codec: VideoCodec? = nil) throws -> OutputFormat {
        let fileName = (path as NSString).lastPathComponent
        let pathExtension = (fileName as NSString).pathExtension.lowercased()
        if fileName.range(of: "%[0-9]*d", options: .regularExpression) != nil {
            guard let sequence = FormatDescriptor.formats(.frameSequence, forExtension: pathExtension).first else {
                throw MediaError.invalidFramePattern(pattern: path, problem: "does not end in .png, and a %d pattern writes a PNG sequence: "
                    + "end it in .png (e.g. frames-%04d.png), or drop the %d for one .\(pathExtension) file")
            }
            if let codec { throw MediaError.codecNotHeld(codec, output: "a PNG sequence", held: []) }
            return OutputFormat(sequence, pattern: try FrameFileNamePattern(path).pattern)
        }
        let candidates = FormatDescriptor.formats(.animation, forExtension: pathExtension)
        guard let standard = candidates.first else {
            throw MediaError.unsupportedFormat(path: path, supported: FormatDescriptor.extensions(of: .animation).map { "." + $0 })
        }
        guard let codec else { return OutputFormat(standard) }
        guard let match = candidates.first(where: { $0.codec == codec }) else {
            throw MediaError.codecNotHeld(codec, output: "a .\(pathExtension) file", held: candidates.compactMap(\.codec))
        }
        return OutputFormat(match)
    }

    /// The formats written in the same container as this one (MP4: H.264 and HEVC), this one included.
    var sameContainer: [OutputFormat] {
        FormatDescriptor.all.filter { $0.kind == descriptor.kind && $0.container == descriptor.container }.map { OutputFormat($0) }
    }

    /// Whether the format can keep transparency (GIF: one fully transparent palette entry).
    public var supportsAlpha: Bool { descriptor.supportsAlpha }
    /// Whether the codec subsamples chroma 4:2:0, so frames need even sizes (MP4, HEVC, WebM).
    public var needsEvenSize: Bool { descriptor.needsEvenSize }
    /// Whether a render can be split into chunks joined later without re-encoding.
    public var canBeChunked: Bool { descriptor.canBeChunked }
    /// Whether this format's encoder cuts a render into closed segments (`EncoderSegments`).
    public var isEncodedInSegments: Bool { descriptor.isEncodedInSegments }
    /// Whether the file can carry a soft subtitle track (`EncodingOptions.subtitles`): the video
    /// containers — MP4 and MOV (mov_text), WebM (WebVTT).
    public var carriesSubtitles: Bool { descriptor.carriesSubtitles }
    /// Whether the file can carry an audio track (`EncodingOptions.audio`): MP4 and MOV (AAC), WebM (Opus).
    public var carriesAudio: Bool { descriptor.carriesAudio }
    /// A short name for messages: "MP4", "GIF", "PNG sequence".
    public var name: String { descriptor.name }
    /// The name, and a PNG sequence's pattern.
    public var description: String { pattern.map { "\(name) \($0)" } ?? name }

    /// The size the file will have for frames of `width`×`height`: odd sizes of 4:2:0 formats
    /// grow by one pixel, repeating the last column or row.
    public func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        needsEvenSize ? ((width + 1) & ~1, (height + 1) & ~1) : (width, height)
    }
}

/// A video codec `--codec` can choose, where the container holds more than one.
public enum VideoCodec: String, CaseIterable, Sendable {
    /// H.264 (libx264): MP4's default, plays everywhere.
    case h264
    /// HEVC (libx265), tagged `hvc1` so Apple players accept it: about half H.264's size.
    case hevc
    /// VP9 (libvpx), WebM's.
    case vp9
    /// Apple ProRes 4444, MOV's.
    case prores
}
