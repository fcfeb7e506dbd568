import CFFmpeg

/// Owns an `AVCodecContext` for one audio encoder (FFmpeg's `aac` for MP4 and MOV, `libopus` for
/// WebM), opened for stereo at `AudioTrack.sampleRate` with bit-exact arithmetic, so the same
/// samples give the same packets on every machine.
final class AudioEncoder {
    let context: UnsafeMutablePointer<AVCodecContext>
    let codecName: String
    /// Packet timestamps count samples.
    static let timeBase = AVRational(num: 1, den: Int32(AudioTrack.sampleRate))

    /// The bit rate a track is encoded at unless the options name one: 160 kb/s AAC, 128 kb/s Opus.
    static func defaultBitRate(codecName: String) -> Int { codecName == "libopus" ? 128_000 : 160_000 }

    /// Opens the encoder called `codecName` at `bitRate` bits per second (nil: `defaultBitRate`);
    /// `globalHeader` puts its setup in extradata (MP4, MOV, WebM).
    init(codecName: String, bitRate: Int? = nil, globalHeader: Bool) throws {
        context = try EncoderContext.allocate(encoderNamed: codecName)
        self.codecName = codecName
        context.pointee.sample_fmt = codecName == "libopus" ? AV_SAMPLE_FMT_FLT : AV_SAMPLE_FMT_FLTP
        context.pointee.sample_rate = Int32(AudioTrack.sampleRate)
        av_channel_layout_default(&context.pointee.ch_layout, Int32(AudioTrack.channelCount))
        context.pointee.time_base = Self.timeBase
        context.pointee.bit_rate = Int64(bitRate ?? Self.defaultBitRate(codecName: codecName))
        // FFmpeg's AAC encoder picks plain C float routines instead of the CPU's SIMD ones.
        context.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if globalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        try ffmpegCheck(avcodec_open2(context, context.pointee.codec, nil), "avcodec_open2(\(codecName))")
    }

    /// Encodes `samples` from sample 0 and returns every packet, in order, timestamps in
    /// `timeBase` (the first ones negative: the encoder's priming, which containers hide).
    func encode(_ samples: AudioSamples) throws -> [MediaPacket] {
        let frameSize = Int(context.pointee.frame_size)
        guard frameSize > 0 else { throw MediaError.invalidState("\(codecName) has no fixed frame size") }
        var packets: [MediaPacket] = []
        let packet = try MediaPacket()
        for start in stride(from: 0, to: samples.count, by: frameSize) {
            let frame = try MediaFrame(audio: samples, range: start..<min(start + frameSize, samples.count),
                                       interleaved: context.pointee.sample_fmt == AV_SAMPLE_FMT_FLT)
            try ffmpegCheck(avcodec_send_frame(context, frame.frame), "avcodec_send_frame(\(codecName))")
            try drain(into: packet) { packets.append($0) }
        }
        try ffmpegCheck(avcodec_send_frame(context, nil), "avcodec_send_frame(\(codecName))")
        try drain(into: packet) { packets.append($0) }
        return packets
    }

    /// Hands a reference to every packet the encoder has ready to `body`: decode time is
    /// presentation time (audio is not reordered), and every packet starts a frame of its own.
    private func drain(into packet: MediaPacket, _ body: (MediaPacket) -> Void) throws {
        while true {
            let status = avcodec_receive_packet(context, packet.packet)
            if status == zoe_averror_eagain() || status == zoe_averror_eof() { return }
            try ffmpegCheck(status, "avcodec_receive_packet(\(codecName))")
            defer { packet.unreference() }
            packet.packet.pointee.dts = packet.packet.pointee.pts
            packet.packet.pointee.flags = AV_PKT_FLAG_KEY
            body(try MediaPacket(referencing: packet))
        }
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&pointer)
    }
}
