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

    /// The extensions `forPath` understands, and the format each selects.
    public static let extensions: [(extension: String, format: OutputFormat)] = [
        ("mp4", .mp4), ("m4v", .mp4), ("mov", .prores), ("webm", .webm), ("gif", .gif),
        ("apng", .apng), ("png", .apng), ("webp", .webp),
    ]

    /// The format for an output path: a file name containing a `%d` directive (`%d`, `%04d`, …) is a
    /// PNG sequence and must end in `.png` and be a valid `FrameFileNamePattern` (else
    /// `MediaError.invalidOption`); otherwise the
    /// (case-insensitive) extension decides, `.png` meaning animated PNG. Throws
    /// `MediaError.unsupportedFormat`, listing the supported extensions, for anything else.
    public static func forPath(_ path: String) throws -> OutputFormat {
        let fileName = (path as NSString).lastPathComponent
        let pathExtension = (fileName as NSString).pathExtension.lowercased()
        if fileName.range(of: "%[0-9]*d", options: .regularExpression) != nil {
            guard pathExtension == "png" else {
                throw MediaError.invalidOption("'\(path)' has a %d pattern, which writes a PNG sequence; "
                    + "end it in .png (e.g. frames-%04d.png), or drop the %d for one .\(pathExtension) file")
            }
            return .pngSequence(pattern: try FrameFileNamePattern(path).pattern)
        }
        guard let match = extensions.first(where: { $0.extension == pathExtension }) else {
            throw MediaError.unsupportedFormat(path: path, supported: extensions.map { "." + $0.extension })
        }
        return match.format
    }

    /// Whether the format can keep transparency (GIF: one fully transparent palette entry).
    public var supportsAlpha: Bool {
        switch self {
        case .mp4, .hevc: return false
        case .webm, .prores, .gif, .apng, .webp, .pngSequence: return true
        }
    }

    /// Whether the codec subsamples chroma 4:2:0, so frames need even sizes (MP4, HEVC, WebM).
    public var needsEvenSize: Bool {
        switch self {
        case .mp4, .hevc, .webm: return true
        case .prores, .gif, .apng, .webp, .pngSequence: return false
        }
    }

    /// Whether a render can be split into chunks of this format joined later without re-encoding:
    /// video containers and PNG sequences. GIF's palette, APNG and animated WebP are made from
    /// all the frames together.
    public var canBeChunked: Bool {
        switch self {
        case .mp4, .hevc, .webm, .prores, .pngSequence: return true
        case .gif, .apng, .webp: return false
        }
    }

    /// Whether the file can carry a soft subtitle track (`EncodingOptions.subtitles`): MP4 and MOV
    /// (mov_text), WebM (WebVTT).
    public var carriesSubtitles: Bool {
        switch self {
        case .mp4, .hevc, .webm, .prores: return true
        case .gif, .apng, .webp, .pngSequence: return false
        }
    }

    /// Whether this format's encoder cuts a render into closed segments (`EncoderSegments`): H.264
    /// and HEVC. Not VP9 (WebM cannot hide a chunk's lead-in, so its chunks are encodes of their own),
    /// nor formats whose frames stand alone (ProRes, PNG) or that are made from all frames together.
    public var isEncodedInSegments: Bool {
        switch self {
        case .mp4, .hevc: return true
        case .webm, .prores, .pngSequence, .gif, .apng, .webp: return false
        }
    }

    /// A short name for messages: "MP4", "GIF", "PNG sequence".
    public var name: String {
        switch self {
        case .mp4: return "MP4"
        case .hevc: return "HEVC"
        case .webm: return "WebM"
        case .prores: return "ProRes MOV"
        case .gif: return "GIF"
        case .apng: return "APNG"
        case .webp: return "WebP"
        case .pngSequence: return "PNG sequence"
        }
    }

    /// The size the file will have for frames of `width`×`height`: odd sizes of 4:2:0 formats
    /// grow by one pixel, repeating the last column or row.
    public func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        needsEvenSize ? ((width + 1) & ~1, (height + 1) & ~1) : (width, height)
    }
}
