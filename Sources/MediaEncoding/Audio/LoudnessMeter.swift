import CFFmpeg

/// Integrated loudness (EBU R128 / ITU-R BS.1770: K-weighting, 400 ms blocks, absolute and
/// relative gates) measured by libavfilter's `ebur128` filter, the same measurement as
/// `ffmpeg -af ebur128`.
enum LoudnessMeter {
    /// Samples pushed per frame: 100 ms, the filter's measuring step.
    private static let frameLength = AudioTrack.sampleRate / 10

    /// `samples`' integrated loudness in LUFS; nil when no block rises above the absolute gate
    /// (−70 LUFS), e.g. silence or a track shorter than one 400 ms block.
    static func integratedLoudness(of samples: AudioSamples) throws -> Double? {
        let graph = try FilterGraph()
        let source = try graph.addFilter("abuffer", name: "in", arguments: "time_base=1/\(AudioTrack.sampleRate):"
            + "sample_rate=\(AudioTrack.sampleRate):sample_fmt=fltp:channel_layout=stereo")
        let meter = try graph.addFilter("ebur128", name: "meter", arguments: "metadata=1")
        let sink = try graph.addFilter("abuffersink", name: "out", arguments: nil)
        try graph.link(source, 0, to: meter, 0)
        try graph.link(meter, 0, to: sink, 0)
        try graph.configure()
        var integrated: Double?
        let output = try MediaFrame()
        let read: (MediaFrame) -> Void = { frame in
            if let entry = av_dict_get(frame.frame.pointee.metadata, "lavfi.r128.I", nil, 0),
               let value = Double(String(cString: entry.pointee.value)) {
                integrated = value
            }
        }
        for start in stride(from: 0, to: samples.count, by: frameLength) {
            let frame = try MediaFrame(audio: samples, range: start..<min(start + frameLength, samples.count))
            try graph.push(frame, into: source)
            try graph.pull(from: sink, into: output, read)
        }
        try graph.push(nil, into: source)
        try graph.pull(from: sink, into: output, read)
        // The filter reports −70 (its absolute gate) until a block passes it.
        guard let integrated, integrated > -70 else { return nil }
        return integrated
    }
}
