import CFFmpeg

/// Owns a `SwrContext` converting a decoder's frames to planar float stereo at
/// `AudioTrack.sampleRate` (libswresample: sample format, channel layout and, when the source's
/// rate differs, the rate).
final class AudioResampler {
    private var context: OpaquePointer?
    private let name: String

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
        var output = AVChannelLayout()
        av_channel_layout_default(&output, Int32(AudioTrack.channelCount))
        try ffmpegCheck(swr_alloc_set_opts2(&context, &output, AV_SAMPLE_FMT_FLTP, Int32(AudioTrack.sampleRate),
                                            &input, decoder.pointee.sample_fmt, decoder.pointee.sample_rate, 0, nil),
                        "swr_alloc_set_opts2")
        let status = swr_init(context)
        guard status >= 0 else { throw MediaError.decoding("\(name): cannot convert its audio (\(ffmpegErrorMessage(status)))") }
    }

    /// Converts `frame` (or, for nil, what the converter still holds) and appends it to `samples`.
    func convert(_ frame: MediaFrame?, appendingTo samples: inout AudioSamples) throws {
        let inputCount = frame.map { Int($0.frame.pointee.nb_samples) } ?? 0
        let capacity = Int(swr_get_out_samples(context, Int32(inputCount)))
        guard capacity > 0 else { return }
        var left = [Float](repeating: 0, count: capacity), right = left
        let converted = try left.withUnsafeMutableBytes { leftBytes in
            try right.withUnsafeMutableBytes { rightBytes in
                var outputs: [UnsafeMutablePointer<UInt8>?] = [leftBytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                               rightBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)]
                let inputs = frame.flatMap { $0.frame.pointee.extended_data.map { UnsafeMutablePointer<UnsafePointer<UInt8>?>(OpaquePointer($0)) } }
                return try ffmpegCheck(swr_convert(context, &outputs, Int32(capacity), inputs, Int32(inputCount)), "swr_convert(\(name))")
            }
        }
        samples.channels[0] += left.prefix(Int(converted))
        samples.channels[1] += right.prefix(Int(converted))
    }

    deinit { swr_free(&context) }
}
