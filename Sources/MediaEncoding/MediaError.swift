import CFFmpeg

/// Everything that can go wrong while encoding or decoding. Every case carries a message fit for
/// a user (`MediaError+Message`), and its category beside it: an encoding option that cannot be
/// honoured is a usage error, anything that failed while doing the work a failure.
public enum MediaError: Error, Equatable, CustomStringConvertible, CategorizedError {
    /// An FFmpeg call returned a negative code; `message` is `av_make_error_string`'s text.
    case ffmpeg(call: String, code: Int32, message: String)
    /// FFmpeg's `call` was handed options it does not know (`names`).
    case unknownOptions(call: String, names: [String])
    /// A setting (`setting`: "GIF maxColors", "MP4 crf") is `value`, outside `allowed` ("2...256").
    case outOfRange(setting: String, value: String, allowed: String)
    /// A setting (`setting`: "preset", "tune") is `value`, none of `choices`.
    case notOneOf(setting: String, value: String, choices: [String])
    /// A frame size or rate outside `FrameBounds`; `problem` says which and by how much.
    case beyondFrameBounds(String)
    /// A frame size or rate within `FrameBounds` that `format` still cannot take; `problem` says
    /// why and what it takes instead ("needs frames of at least 64×64 pixels …").
    case beyondFormatLimit(format: String, problem: String)
    /// `format` cannot carry `track` ("a subtitle track", "an audio track"); `carriers` can.
    case cannotCarry(format: String, track: String, carriers: [String])
    /// `format` is one file chosen from all its frames, so `chunk` of it cannot be rendered alone;
    /// `chunkable` names the formats that can be (".mp4, .mov, .webm or a PNG sequence").
    case cannotBeChunked(format: String, chunk: String, chunkable: String)
    /// `chunk` was placed for segments of `placed` frames, but `format` is encoded in segments of `encoded`.
    case chunkSegmentsDiffer(chunk: String, placed: Int, format: String, encoded: Int)
    /// An encoder segment length that is not a positive number of frames.
    case invalidSegmentLength(Int)
    /// A subtitle cue that does not end after it starts, at 0 ms or later.
    case invalidSubtitleTiming(text: String, startMilliseconds: Int, endMilliseconds: Int)
    /// An audio clip with a negative or non-finite volume or a negative fade.
    case invalidAudioClip(path: String)
    /// A PNG sequence's file name `pattern` cannot number its frames; `problem` says why.
    case invalidFramePattern(pattern: String, problem: String)
    /// `format` is not written by the writer it was handed to; `reason` says what writes it.
    case wrongWriter(format: String, reason: String)
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

    public var category: ErrorCategory {
        switch self {
        case .unknownOptions, .outOfRange, .notOneOf, .beyondFrameBounds, .beyondFormatLimit, .cannotCarry, .cannotBeChunked,
             .chunkSegmentsDiffer, .invalidSegmentLength, .invalidSubtitleTiming, .invalidAudioClip, .invalidFramePattern,
             .wrongWriter, .unsupportedFormat, .codecNotHeld:
            .usage
        case .ffmpeg, .invalidFrame, .invalidState, .io, .decoding: .failure
        }
    }

    public var description: String { message(codecOption: nil) }
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
