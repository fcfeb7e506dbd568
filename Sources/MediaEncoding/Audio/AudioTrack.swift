import Foundation

/// The soundtrack of a render: clips mixed at 48 kHz stereo over exactly the video's length,
/// normalised to an integrated loudness (EBU R128) and encoded as the container's audio (AAC in
/// MP4 and MOV, Opus in WebM).
public struct AudioTrack: Equatable, Sendable {
    /// Samples per second of every track.
    public static let sampleRate = 48_000
    /// Stereo.
    public static let channelCount = 2
    /// The loudness tracks are normalised to unless told otherwise, in LUFS.
    public static let defaultLoudness = -16.0
    /// Loudness targets accepted, in LUFS: from the measurement's absolute gate to full scale.
    public static let loudnessRange = -70.0...0.0

    public var clips: [AudioClip]
    /// The track's length: the video's, in samples (`sample(ofFrame:fps:)` of the frame count).
    public var sampleCount: Int
    /// The integrated loudness the mix is brought to by one gain, in LUFS; nil keeps the mix's level.
    public var loudness: Double?

    public init(clips: [AudioClip], sampleCount: Int, loudness: Double? = Self.defaultLoudness) {
        self.clips = clips; self.sampleCount = sampleCount; self.loudness = loudness
    }

    /// The sample at which frame `frame` of a video at `fps` starts, rounded to the nearest.
    public static func sample(ofFrame frame: Int, fps: Int) -> Int {
        (2 * frame * sampleRate + fps) / (2 * fps)
    }

    /// The sample nearest to `seconds`.
    public static func sample(atTime seconds: Double) -> Int { Int((seconds * Double(sampleRate)).rounded()) }

    /// Throws `MediaError.outOfRange` for a loudness outside −70…0 LUFS, `.invalidAudioClip` for a
    /// clip with a negative fade or a volume that is not finite and positive.
    public func validate() throws {
        if let loudness, !Self.loudnessRange.contains(loudness) {
            throw Self.loudnessOutOfRange(loudness)
        }
        for clip in clips where !(clip.volume.isFinite && clip.volume >= 0) || clip.fadeInSamples < 0 || clip.fadeOutSamples < 0 {
            throw MediaError.invalidAudioClip(path: clip.path)
        }
    }

    /// The error for a target `loudness` outside `loudnessRange`.
    static func loudnessOutOfRange(_ loudness: Double) -> MediaError {
        .outOfRange(setting: "loudness", value: "\(loudness) LUFS",
                    allowed: "\(Int(loudnessRange.lowerBound))...\(Int(loudnessRange.upperBound)) LUFS")
    }

    /// The clips decoded, mixed and normalised (`AudioMixer`); throws `MediaError.decoding`
    /// naming a file that is missing or not audio FFmpeg can read.
    public func mix() throws -> AudioSamples {
        try validate()
        var sources: [String: AudioSamples] = [:]
        for clip in clips where sources[clip.path] == nil {
            sources[clip.path] = try AudioFileDecoder.decode(path: clip.path, keepingAtMost: samplesUsed(of: clip.path))
        }
        var mixed = AudioMixer.mix(clips, sources: sources, sampleCount: sampleCount)
        if let loudness { try AudioMixer.normalize(&mixed, to: loudness) }
        return mixed
    }

    /// How much of the file at `path` the mix can read: up to the track's end from each clip's
    /// start, and a fade-out's length beyond it (a clip fades out over the file's last samples,
    /// so a file that goes on past the fade's reach sounds the same as a longer one), plus one.
    private func samplesUsed(of path: String) -> Int {
        clips.filter { $0.path == path }.map { max(0, sampleCount - $0.startSample) + $0.fadeOutSamples + 1 }.max() ?? 0
    }
}
