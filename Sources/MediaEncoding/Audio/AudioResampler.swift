import CFFmpeg

/// Owns a `SwrContext` converting a decoder's frames to planar float at `AudioTrack.sampleRate`
/// (libswresample: sample format, channel layout and, when the source's rate differs, the rate):
/// mono stays mono (the mixer puts it in both channels at full level, where libswresample's
/// upmix would lower it 3 dB), anything else becomes stereo.
final class AudioResampler {
    private var context: OpaquePointer?
    private let name: String
    /// Channels out: 1 for a mono source, else 2.
    let channelCount: Int

    /// A converter for frames shaped as `decoder`'s context says (`name` is the file, for errors).
    init(from decoder: UnsafeMutablePointer<AVCodecContext>, name: String) throws {
        self.name = name
        var input = AVChannelLayout()
        if decoder.pointee.ch_layout.order == AV_CHANNEL_ORDER_UNSPEC {
            av_channel_layout_default(&input, decoder.pointee.ch_layout.nb_channels)
        } else {
            try ffmpegCheck(av_channel_layout_copy(&input, &decoder.pointee.ch_layout), "av_channel_layout_copy")
        }
        defer { av_channel_layout_uninit(&input) }
        channelCount = input.nb_channels == 1 ? 1 : AudioTrack.channelCount
        var output = AVChannelLayout()
        av_channel_layout_default(&output, Int32(channelCount))
        try ffmpegCheck(swr_alloc_set_opts2(&context, &output, AV_SAMPLE_FMT_FLTP, Int32(AudioTrack.sampleRate),
                                            &input, decoder.pointee.sample_fmt, decoder.pointee.sample_rate, 0, nil),
                        "swr_alloc_set_opts2")
        let status = swr_init(context)
        guard status >= 0 else { throw MediaError.decoding("\(name): cannot convert its audio (\(ffmpegErrorMessage(status)))") }
    }

    /// Converts `frame` (or, for nil, what the converter still holds) and appends it to `samples`,
    /// which has `channelCount` channels.
    func convert(_ frame: MediaFrame?, appendingTo samples: inout AudioSamples) throws {
        let inputCount = frame.map { Int($0.frame.pointee.nb_samples) } ?? 0
        let capacity = Int(swr_get_out_samples(context, Int32(inputCount)))
        guard capacity > 0 else { return }
        var planes = [Float](repeating: 0, count: capacity * channelCount)
        let converted = try planes.withUnsafeMutableBufferPointer { storage in
            var outputs: [UnsafeMutablePointer<UInt8>?] = (0..<channelCount).map { channel in
                UnsafeMutableRawPointer(storage.baseAddress! + channel * capacity).assumingMemoryBound(to: UInt8.self)
            }
            let inputs = frame.flatMap { $0.frame.pointee.extended_data.map { UnsafeMutablePointer<UnsafePointer<UInt8>?>(OpaquePointer($0)) } }
            return Int(try ffmpegCheck(swr_convert(context, &outputs, Int32(capacity), inputs, Int32(inputCount)), "swr_convert(\(name))"))
        }
        for channel in 0..<channelCount { samples.channels[channel] += planes[channel * capacity ..< channel * capacity + converted] }
    }

    deinit { swr_free(&context) }
}
