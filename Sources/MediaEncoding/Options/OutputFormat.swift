import Foundation

/// A file format this module writes, with the codec it uses.
public enum OutputFormat: Equatable, Sendable {
    /// H.264 (libx264, High profile, yuv420p, BT.709) in MP4.
    case mp4
    /// HEVC (libx265, yuv420p, BT.709) in MP4, tagged `hvc1` so Apple players accept it.
    case hevc
    /// VP9 (libvpx) in WebM; yuva420p with an alpha channel when the output is transparent.
    case webm
    /// Apple ProRes 4444 (prores_ks, 10-bit 4:4:4, with a 16-bit alpha plane when transparent) in MOV.
    case prores
    /// Animated GIF with a palette computed from the frames.
    case gif
    /// Animated PNG (8-bit RGBA).
    case apng
    /// Animated WebP (libwebp).
    case webp
    /// One RGBA PNG per frame; `pattern` is the file name with a printf-style `%d` (e.g. `f-%04d.png`),
    /// replaced by the frame index counted from 0.
    case pngSequence(pattern: String)

    /// The file extensions `forPath` understands, each with its container's codecs, the default first.
    public static let containers: [(extension: String, codecs: [(codec: VideoCodec?, format: OutputFormat)])] = [
        ("mp4", [(.h264, .mp4), (.hevc, .hevc)]), ("m4v", [(.h264, .mp4), (.hevc, .hevc)]),
        ("mov", [(.prores, .prores)]), ("webm", [(.vp9, .webm)]), ("gif", [(nil, .gif)]),
        ("apng", [(nil, .apng)]), ("png", [(nil, .apng)]), ("webp", [(nil, .webp)]),
    ]

    /// The extensions `forPath` understands, and the format each selects by default.
    public static var extensions: [(extension: String, format: OutputFormat)] {
        containers.map { ($0.extension, $0.codecs[0].format) }
    }

    /// The format for an output path: a file name containing a `%d` directive (`%d`, `%04d`, …) is a
    /// PNG sequence and must end in `.png` and be a valid `FrameFileNamePattern` (else
    /// `MediaError.invalidOption`); otherwise the (case-insensitive) extension decides, `.png`
    /// meaning animated PNG, and `codec` picks among the container's codecs (`.mp4` with `.hevc`
    /// is HEVC in MP4); a codec the container does not hold is `MediaError.invalidOption` naming
    /// the ones it does. Throws `MediaError.unsupportedFormat`, listing the supported extensions,
    /// for anything else.
    public static func forPath(_ path: String, codec: VideoCodec? = nil) throws -> OutputFormat {
        let fileName = (path as NSString).lastPathComponent
        let pathExtension = (fileName as NSString).pathExtension.lowercased()
        if fileName.range(of: "%[0-9]*d", options: .regularExpression) != nil {
            guard pathExtension == "png" else {
                throw MediaError.invalidOption("'\(path)' has a %d pattern, which writes a PNG sequence; "
                    + "end it in .png (e.g. frames-%04d.png), or drop the %d for one .\(pathExtension) file")
            }
            if let codec { throw MediaError.invalidOption("a PNG sequence has no video codec; drop --codec \(codec.rawValue)") }
            return .pngSequence(pattern: try FrameFileNamePattern(path).pattern)
        }
        guard let container = containers.first(where: { $0.extension == pathExtension }) else {
            throw MediaError.unsupportedFormat(path: path, supported: containers.map { "." + $0.extension })
        }
        guard let codec else { return container.codecs[0].format }
        guard let match = container.codecs.first(where: { $0.codec == codec }) else {
            let held = container.codecs.compactMap { $0.codec?.rawValue }
            throw MediaError.invalidOption("a .\(pathExtension) file cannot hold \(codec.rawValue) video"
                + (held.isEmpty ? " (it is no video: drop --codec)" : "; its codecs: \(held.joined(separator: ", "))"))
        }
        return match.format
    }

    /// Everything that differs between formats, in one entry per format.
    public var traits: FormatTraits {
        switch self {
        case .mp4: FormatTraits(name: "MP4", codec: .h264, supportsAlpha: false, needsEvenSize: true, canBeChunked: true, isEncodedInSegments: true)
        case .hevc: FormatTraits(name: "HEVC", codec: .hevc, supportsAlpha: false, needsEvenSize: true, canBeChunked: true, isEncodedInSegments: true)
        case .webm: FormatTraits(name: "WebM", codec: .vp9, supportsAlpha: true, needsEvenSize: true, canBeChunked: true, isEncodedInSegments: false)
        case .prores: FormatTraits(name: "ProRes MOV", codec: .prores, supportsAlpha: true, needsEvenSize: false, canBeChunked: true,
                                   isEncodedInSegments: false)
        case .gif: FormatTraits(name: "GIF", codec: nil, supportsAlpha: true, needsEvenSize: false, canBeChunked: false, isEncodedInSegments: false)
        case .apng: FormatTraits(name: "APNG", codec: nil, supportsAlpha: true, needsEvenSize: false, canBeChunked: false, isEncodedInSegments: false)
        case .webp: FormatTraits(name: "WebP", codec: nil, supportsAlpha: true, needsEvenSize: false, canBeChunked: false, isEncodedInSegments: false)
        case .pngSequence: FormatTraits(name: "PNG sequence", codec: nil, supportsAlpha: true, needsEvenSize: false, canBeChunked: true,
                                        isEncodedInSegments: false)
        }
    }

    /// Whether the format can keep transparency (GIF: one fully transparent palette entry).
    public var supportsAlpha: Bool { traits.supportsAlpha }
    /// Whether the codec subsamples chroma 4:2:0, so frames need even sizes (MP4, HEVC, WebM).
    public var needsEvenSize: Bool { traits.needsEvenSize }
    /// Whether a render can be split into chunks joined later without re-encoding.
    public var canBeChunked: Bool { traits.canBeChunked }
    /// Whether this format's encoder cuts a render into closed segments (`EncoderSegments`).
    public var isEncodedInSegments: Bool { traits.isEncodedInSegments }
    /// Whether the file can carry a soft subtitle track (`EncodingOptions.subtitles`): the video
    /// containers — MP4 and MOV (mov_text), WebM (WebVTT).
    public var carriesSubtitles: Bool { traits.codec != nil }
    /// Whether the file can carry an audio track (`EncodingOptions.audio`): MP4 and MOV (AAC), WebM (Opus).
    public var carriesAudio: Bool { traits.codec != nil }
    /// A short name for messages: "MP4", "GIF", "PNG sequence".
    public var name: String { traits.name }

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

/// What one output format is: its name, codec and what its writer can and must do.
public struct FormatTraits: Sendable {
    /// A short name for messages.
    public let name: String
    /// The video codec; nil for image formats.
    public let codec: VideoCodec?
    /// Whether it keeps transparency (GIF: one fully transparent palette entry).
    public let supportsAlpha: Bool
    /// Whether the codec subsamples chroma 4:2:0, so frames need even sizes.
    public let needsEvenSize: Bool
    /// Whether a render can be split into chunks joined later without re-encoding: video
    /// containers and PNG sequences; GIF's palette, APNG and animated WebP are made from all the
    /// frames together.
    public let canBeChunked: Bool
    /// Whether the encoder cuts a render into closed segments (`EncoderSegments`): H.264 and HEVC.
    /// Not VP9 (WebM cannot hide a chunk's lead-in, so its chunks are encodes of their own), nor
    /// formats whose frames stand alone (ProRes, PNG) or that are made from all frames together.
    public let isEncodedInSegments: Bool
}
