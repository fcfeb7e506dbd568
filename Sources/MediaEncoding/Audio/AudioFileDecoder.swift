import CFFmpeg

/// Decodes an audio file's best audio stream, to `AudioSamples` of one channel (mono files)
/// or two (libavformat, libavcodec, then libswresample), from its start up to the samples a
/// render can use: a 1 MB FLAC of two hours of silence is 2.7 GB of samples, which decoding
/// whole took. Errors name the file: missing, not a regular file, not audio FFmpeg can read, or corrupt.
enum AudioFileDecoder {
    /// The file's first `limit` samples (all of them when it holds fewer).
    static func decode(path: String, keepingAtMost limit: Int) throws -> AudioSamples {
        if let problem = InputFile.problem(at: path) { throw MediaError.decoding("cannot read audio file \(path): \(problem)") }
        let input: MediaInput
        do {
            input = try MediaInput(path: path)
        } catch {
            throw MediaError.decoding("audio file \(path) is not audio FFmpeg can read (\(reason(error)))")
        }
        let index = av_find_best_stream(input.context, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0)
        guard index >= 0, let stream = input.context.pointee.streams[Int(index)] else {
            throw MediaError.decoding("audio file \(path) holds no audio stream")
        }
        let decoder = try StreamDecoder(stream: stream, name: "audio file \(path)")
        let resampler = try AudioResampler(from: decoder.context, name: "audio file \(path)")
        var samples = AudioSamples(silence: 0, channelCount: resampler.channelCount)
        let packet = try MediaPacket(), frame = try MediaFrame()
        func receiveAll() throws {
            while try decoder.receive(into: frame) { try resampler.convert(frame, appendingTo: &samples) }
        }
        while samples.count < limit, try input.readPacket(into: packet) {
            guard packet.packet.pointee.stream_index == decoder.streamIndex else { continue }
            while !(try decoder.send(packet)) { try receiveAll() }
            try receiveAll()
        }
        if samples.count < limit {
            _ = try decoder.send(nil)
            try receiveAll()
            try resampler.convert(nil, appendingTo: &samples)
        }
        for channel in samples.channels.indices where samples.channels[channel].count > limit {
            samples.channels[channel].removeLast(samples.channels[channel].count - limit)
        }
        guard samples.count > 0 else { throw MediaError.decoding("audio file \(path) holds no sound (no samples decoded)") }
        return samples
    }

    /// The part of a decoding error's message after the file's name.
    private static func reason(_ error: Error) -> String {
        let text = "\(error)"
        guard let range = text.range(of: "(", options: .backwards), text.hasSuffix(")") else { return text }
        return String(text[range.upperBound..<text.index(before: text.endIndex)])
    }
}
