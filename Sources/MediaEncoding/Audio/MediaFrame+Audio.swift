import CFFmpeg

extension MediaFrame {
    /// A frame of float stereo at `AudioTrack.sampleRate` holding `samples`' samples in `range`,
    /// planar or, when `interleaved`, packed (as `libopus` takes them); its pts is the range's
    /// start, in samples.
    convenience init(audio samples: AudioSamples, range: Range<Int>, interleaved: Bool = false) throws {
        try self.init()
        let channels = samples.channels.count
        frame.pointee.nb_samples = Int32(range.count)
        frame.pointee.format = (interleaved ? AV_SAMPLE_FMT_FLT : AV_SAMPLE_FMT_FLTP).rawValue
        frame.pointee.sample_rate = Int32(AudioTrack.sampleRate)
        av_channel_layout_default(&frame.pointee.ch_layout, Int32(channels))
        try ffmpegCheck(av_frame_get_buffer(frame, 0), "av_frame_get_buffer")
        for (channel, values) in samples.channels.enumerated() {
            if interleaved {
                let data = frame.pointee.data.0!.withMemoryRebound(to: Float.self, capacity: range.count * channels) { $0 }
                for (offset, index) in range.enumerated() { data[offset * channels + channel] = values[index] }
            } else {
                let plane = frame.pointee.extended_data[channel]!.withMemoryRebound(to: Float.self, capacity: range.count) { $0 }
                values.withUnsafeBufferPointer { plane.update(from: $0.baseAddress! + range.lowerBound, count: range.count) }
            }
        }
        frame.pointee.pts = Int64(range.lowerBound)
    }
}
