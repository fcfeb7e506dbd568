/// One sound on an `AudioTrack`: a file's audio from its first sample, placed at a sample of the
/// track, scaled by a volume and faded in and out linearly.
public struct AudioClip: Equatable, Sendable {
    /// The audio file (any format FFmpeg reads; its first audio stream).
    public var path: String
    /// The track sample the clip's first sample lands on; negative when the clip began before the
    /// track (a render starting later in the scene).
    public var startSample: Int
    /// The track sample at which the clip stops sounding even if the file goes on (the scene's
    /// end); nil: the file's end.
    public var endSample: Int?
    /// Linear gain (1: as recorded).
    public var volume: Double
    /// Samples over which the clip rises linearly from silence at its start.
    public var fadeInSamples: Int
    /// Samples over which the clip falls linearly to silence at its end (the file's end or `endSample`).
    public var fadeOutSamples: Int

    public init(path: String, startSample: Int, endSample: Int? = nil, volume: Double = 1,
                fadeInSamples: Int = 0, fadeOutSamples: Int = 0) {
        self.path = path; self.startSample = startSample; self.endSample = endSample; self.volume = volume
        self.fadeInSamples = fadeInSamples; self.fadeOutSamples = fadeOutSamples
    }

    /// The gain of the clip's sample `index` when `length` of its samples sound: the volume times
    /// the fade-in and fade-out ramps.
    func gain(atSample index: Int, length: Int) -> Float {
        var gain = volume
        if fadeInSamples > 0 { gain *= min(1, Double(index) / Double(fadeInSamples)) }
        if fadeOutSamples > 0 { gain *= min(1, Double(length - index) / Double(fadeOutSamples)) }
        return Float(gain)
    }
}
