/// A scripted step a stage cannot take, reported through the timeline so the frame it would
/// have shown fails with `SceneError.scriptFailed`.
public enum ScriptError: Error, CustomStringConvertible, Equatable {
    /// A time or duration that must be a finite number of seconds, at least 0.
    case invalidTime(String, Double)
    /// A caption whose end does not come after its start.
    case emptyCaption(String, from: Double, to: Double)
    /// `Stage.waitUntilIdle(limit:)` found steps or animations still to come `limit` seconds on.
    case neverIdle(limit: Double, at: Double)
    /// A sound whose volume or fades are not finite numbers of at least 0.
    case invalidSound(String, volume: Double, fadeIn: Double, fadeOut: Double)

    public var description: String {
        switch self {
        case let .invalidTime(what, value): "\(what) must be a finite number of seconds, at least 0 (got \(value))"
        case let .emptyCaption(text, from, to): "caption \"\(text)\" must end after it starts (from \(from) s to \(to) s)"
        case let .neverIdle(limit, time): "the stage is still busy \(limit) s after \(time) s (a step or an animation ends later)"
        case let .invalidSound(path, volume, fadeIn, fadeOut):
            "sound \(path) needs a volume and fades of at least 0 (got volume \(volume), fadeIn \(fadeIn) s, fadeOut \(fadeOut) s)"
        }
    }
}
