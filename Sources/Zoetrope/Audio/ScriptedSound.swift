/// One sound of a stage's script, in the order it was scripted: a file placed at a time, or a
/// scripted tap, which plays the stage's `tapSound` — whenever that is set, before or after the
/// tap was scripted.
enum ScriptedSound {
    case file(SoundCue)
    case tap(time: Double)

    /// The sound this plays when the stage's tap sound is `tapSound`; nil for a tap without one.
    func cue(tapSound: TapSound?) -> SoundCue? {
        switch self {
        case .file(let cue): cue
        case .tap(let time): tapSound.map { SoundCue(url: $0.url, time: time, volume: $0.volume) }
        }
    }
}
