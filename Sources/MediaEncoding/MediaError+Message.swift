extension MediaError {
    /// The message; a codec's refusal advises dropping `codecOption` when a command line names
    /// the codec by one (`--codec`). Encoding options that cannot be honoured read
    /// "invalid encoding option: …".
    package func message(codecOption: String?) -> String {
        let invalid = "invalid encoding option: "
        switch self {
        case let .ffmpeg(call, code, message): return "\(call) failed (\(code)): \(message)"
        case let .unknownOptions(call, names): return invalid + "\(call) does not know the option(s) \(names.joined(separator: ", "))"
        case let .outOfRange(setting, value, allowed): return invalid + "\(setting) \(value) is outside \(allowed)"
        case let .notOneOf(setting, value, choices): return invalid + "\(setting) '\(value)' is not one of \(choices.joined(separator: ", "))"
        case let .beyondFrameBounds(problem): return invalid + problem
        case let .beyondFormatLimit(format, problem): return invalid + "\(format) \(problem)"
        case let .cannotCarry(format, track, carriers):
            return invalid + "\(format) cannot carry \(track)" + (carriers.isEmpty ? "" : "; \(EnglishList.joined(carriers)) can")
        case let .cannotBeChunked(format, chunk, chunkable):
            return invalid + "\(format) cannot be rendered in chunks (chunk \(chunk)): \(format) is one file chosen from all its frames; "
                + "render chunks as \(chunkable), or render this format in one process"
        case let .chunkSegmentsDiffer(chunk, placed, format, encoded):
            return invalid + "chunk \(chunk) was placed for segments of \(placed) frames, but \(format) is encoded in \(encoded)"
        case let .invalidSegmentLength(length): return invalid + "segment length \(length) is not a positive number of frames"
        case let .invalidSubtitleTiming(text, start, end):
            return invalid + "subtitle \"\(text)\" must end after it starts, at 0 ms or later (\(start)...\(end) ms)"
        case let .invalidAudioClip(path): return invalid + "audio \(path): volume must be 0 or more and fades 0 s or longer"
        case let .invalidFramePattern(pattern, problem): return invalid + "PNG sequence pattern '\(pattern)' \(problem)"
        case let .wrongWriter(format, reason): return invalid + "\(format) \(reason)"
        case let .unsupportedFormat(path, supported):
            return "cannot tell the output format of '\(path)'; supported extensions: "
                + supported.joined(separator: ", ") + ", or a file name containing %d for a PNG sequence"
        case let .codecNotHeld(codec, output, held):
            let advice = codecOption.map { ": drop \($0)" } ?? ""
            return invalid + "\(output) cannot hold \(codec.rawValue) video"
                + (held.isEmpty ? " (it is no video\(advice))" : "; its codecs: \(held.map(\.rawValue).joined(separator: ", "))")
        case let .invalidFrame(message): return "invalid frame: \(message)"
        case let .invalidState(message): return "writer used out of order: \(message)"
        case let .io(message): return message
        case let .decoding(message): return message
        }
    }
}
