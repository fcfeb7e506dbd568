import CFFmpeg

/// Everything that can go wrong while encoding or decoding. Every case carries a message fit for a user.
public enum MediaError: Error, Equatable, CustomStringConvertible {
    /// An FFmpeg call returned a negative code; `message` is `av_make_error_string`'s text.
    case ffmpeg(call: String, code: Int32, message: String)
    /// An option or argument is out of range or inconsistent.
    case invalidOption(String)
    /// The output path's extension names no format this module writes.
    case unsupportedFormat(path: String, supported: [String])
    /// A video codec the output cannot hold: `output` ("a .webm file", "a PNG sequence") holds the
    /// codecs `held`, or none when it is no video.
    case codecNotHeld(VideoCodec, output: String, held: [VideoCodec])
    /// A frame does not match the writer's size or its buffer is too small.
    case invalidFrame(String)
    /// The writer's methods were called out of order (e.g. `append` before `beginPass`).
    case invalidState(String)
    /// Writing a file failed outside FFmpeg.
    case io(String)
    /// A picture or video could not be read; the message names the file.
    case decoding(String)

    public var description: String { message(codecOption: nil) }

    /// The message; a codec's refusal advises dropping `codecOption` when a command line names
    /// the codec by one (`--codec`).
    package func message(codecOption: String?) -> String {
        switch self {
        case let .ffmpeg(call, code, message): return "\(call) failed (\(code)): \(message)"
        case let .invalidOption(message): return "invalid encoding option: \(message)"
        case let .unsupportedFormat(path, supported):
            return "cannot tell the output format of '\(path)'; supported extensions: "
                + supported.joined(separator: ", ") + ", or a file name containing %d for a PNG sequence"
        case let .codecNotHeld(codec, output, held):
            let advice = codecOption.map { ": drop \($0)" } ?? ""
            return "invalid encoding option: \(output) cannot hold \(codec.rawValue) video"
                + (held.isEmpty ? " (it is no video\(advice))" : "; its codecs: \(held.map(\.rawValue).joined(separator: ", "))")
        case let .invalidFrame(message): return "invalid frame: \(message)"
        case let .invalidState(message): return "writer used out of order: \(message)"
        case let .io(message): return message
        case let .decoding(message): return message
        }
    }
}

/// FFmpeg's message for an error code, via `av_make_error_string`.
func ffmpegErrorMessage(_ code: Int32) -> String {
    let size = zoe_av_error_max_string_size()
    var buffer = [CChar](repeating: 0, count: size)
    return buffer.withUnsafeMutableBufferPointer { storage in
        String(cString: zoe_av_error_string(code, storage.baseAddress, size))
    }
}

/// Throws `MediaError.ffmpeg` naming `call` when `code` is negative; returns `code` otherwise.
@discardableResult
func ffmpegCheck(_ code: Int32, _ call: String) throws -> Int32 {
    if code < 0 { throw MediaError.ffmpeg(call: call, code: code) }
    return code
}

/// FFmpeg's FFERRTAG error codes that have no C function to fetch them.
enum FFmpegErrorTag {
    /// AVERROR_ENCODER_NOT_FOUND, "Encoder not found".
    static let encoderNotFound = tag(0xF8, "E", "N", "C")
    /// AVERROR_FILTER_NOT_FOUND, "Filter not found".
    static let filterNotFound = tag(0xF8, "F", "I", "L")

    /// FFERRTAG(a, b, c, d) = −(a | b << 8 | c << 16 | d << 24).
    private static func tag(_ a: UInt8, _ b: Character, _ c: Character, _ d: Character) -> Int32 {
        -Int32(UInt32(a) | UInt32(b.asciiValue!) << 8 | UInt32(c.asciiValue!) << 16 | UInt32(d.asciiValue!) << 24)
    }
}

extension MediaError {
    /// `.ffmpeg` for `code`, with FFmpeg's own message.
    static func ffmpeg(call: String, code: Int32) -> MediaError {
        .ffmpeg(call: call, code: code, message: ffmpegErrorMessage(code))
    }
}
