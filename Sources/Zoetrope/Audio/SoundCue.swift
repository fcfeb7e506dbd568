import Foundation
import MediaEncoding

/// A sound scripted on a stage (`Stage.audio`): a file played from its start at a scene time.
public struct SoundCue: Equatable, Sendable {
    /// The audio file.
    public let url: URL
    /// When its first sample sounds, in seconds of scene time.
    public let time: Double
    /// Linear gain (1: as recorded).
    public let volume: Double
    /// Seconds over which it rises from silence at its start.
    public let fadeIn: Double
    /// Seconds over which it falls to silence before it stops (its file's end or the scene's).
    public let fadeOut: Double

    public init(url: URL, time: Double, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0) {
        self.url = url; self.time = time; self.volume = volume; self.fadeIn = fadeIn; self.fadeOut = fadeOut
    }

    /// The cue as a clip of the track of a render that starts at scene time `from` of a scene
    /// lasting `duration`: its first sample at the sample nearest its time from the render's
    /// start, silent from the scene's end.
    func clip(renderStartingAt from: Double, sceneDuration duration: Double) -> AudioClip {
        AudioClip(path: url.path, startSample: AudioTrack.sample(atTime: time - from),
                  endSample: AudioTrack.sample(atTime: duration - from), volume: volume,
                  fadeInSamples: AudioTrack.sample(atTime: fadeIn), fadeOutSamples: AudioTrack.sample(atTime: fadeOut))
    }
}
