import Foundation

/// Sound: files placed at scene times, mixed into the render's audio track (AAC in MP4 and MOV,
/// Opus in WebM) sample-exact against the frames.
extension Stage {
    /// Plays the audio file at `url` from its start at `time` (seconds of scene time; its first
    /// sample sounds at sample round(time × 48000) of the scene), scaled by `volume` (linear, 1:
    /// as recorded), rising linearly from silence over `fadeIn` seconds and falling to silence
    /// over the `fadeOut` seconds before it stops — at the file's end or the scene's, whichever
    /// comes first. Sounds may overlap; the mix is normalised to the render's loudness target.
    /// The file is read when the render is encoded: a missing or unreadable one fails the render
    /// with a message naming it. Sounds may be scripted in `setUp` or by any step as it runs.
    public func audio(_ url: URL, at time: Double, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0) {
        guard time.isFinite, time >= 0 else { return timeline.report(ScriptError.invalidTime("a sound's start", time)) }
        guard volume.isFinite, volume >= 0, fadeIn.isFinite, fadeIn >= 0, fadeOut.isFinite, fadeOut >= 0 else {
            return timeline.report(ScriptError.invalidSound(url.path, volume: volume, fadeIn: fadeIn, fadeOut: fadeOut))
        }
        scriptedSounds.append(.file(SoundCue(url: url, time: time, volume: volume, fadeIn: fadeIn, fadeOut: fadeOut)))
    }
}
