import MediaEncoding

/// Render settings the scene cannot take, or a render asked for what cannot be done. Each case
/// carries the values involved; the description speaks of them in the library's terms (the start,
/// the end, time), and a command line names its own options instead (`message(naming:)`, `RenderWording`).
public enum RenderSettingsError: Error, CustomStringConvertible, Equatable, CategorizedError {
    /// A frame rate outside `FrameBounds.framesPerSecond`.
    case frameRateOutOfBounds(Int)
    /// A frame of this many pixels per side is outside `FrameBounds.side`.
    case frameSizeOutOfBounds(width: Double, height: Double)
    /// A scale (pixels per point) that is not in (0, `RenderSettings.maximumScale`].
    case scaleOutOfRange(Double)
    /// The scene's size is not positive and finite.
    case invalidSceneSize(Size)
    /// The scene's duration is not a positive, finite number of seconds.
    case invalidSceneDuration(Double)
    /// The start of the range (`RenderSettings.from`) is not within the scene's duration.
    case startOutsideScene(Double, duration: Double)
    /// The end of the range (`RenderSettings.to`, or the duration) does not come after its start.
    case endNotAfterStart(Double, start: Double)
    /// The range is longer than `RenderSettings.maximumDuration`.
    case rangeTooLong(seconds: Double)
    /// A still's time is outside the scene (0...duration).
    case timeOutsideScene(Double, duration: Double)
    /// A size budget (`Exporter.exportGIF`) for an output that is not a GIF.
    case sizeBudgetNeedsGIF(path: String)
    /// A size budget of zero or fewer bytes.
    case sizeBudgetNotPositive(Int)
    /// A captions file whose name ends in neither .vtt nor .srt.
    case unknownCaptionsFormat(path: String)
    /// An `OutputTarget` (named) cannot take the render as asked: what it needs and what was asked.
    case target(String, String)

    public var category: ErrorCategory { .usage }

    public var description: String { message(naming: .library) }

    /// The message, calling the range's start and end and a still's time by `names`.
    package func message(naming names: RenderWording) -> String {
        switch self {
        case .frameRateOutOfBounds(let fps): FrameBounds.outOfBounds(fps: fps)
        case let .frameSizeOutOfBounds(width, height): FrameBounds.outOfBounds(width: width, height: height)
        case .scaleOutOfRange(let scale): "scale must be a number in (0, \(Int(RenderSettings.maximumScale))] (got \(scale))"
        case .invalidSceneSize(let size): "scene size \(size) must be positive and finite"
        case .invalidSceneDuration: "duration must be a positive, finite number of seconds"
        case let .startOutsideScene(start, duration): "\(names.start) \(start) is out of range: the scene runs from 0 to \(Self.readable(duration)) s"
        case let .endNotAfterStart(end, start): "\(names.end) \(end) is out of range: it must come after \(names.start) (\(start) s)"
        case .rangeTooLong(let seconds): "time range of \(seconds) s exceeds the \(Int(RenderSettings.maximumDuration)) s limit"
        case let .timeOutsideScene(time, duration): "\(names.time) \(time) is outside the scene's 0...\(Self.readable(duration)) seconds"
        case .sizeBudgetNeedsGIF(let path): "a size budget needs GIF output ('\(path)' is not a .gif)"
        case .sizeBudgetNotPositive(let bytes): "the size budget must be positive (got \(bytes))"
        case .unknownCaptionsFormat(let path): "captions file '\(path)' must end in .vtt (WebVTT) or .srt (SubRip)"
        case let .target(name, problem): "the \(name) target \(problem)"
        }
    }

    /// A duration as people read it: to the microsecond (a 24-frame Lottie at 29.97 fps lasts
    /// 0.8008008008008002 s as a double, which the message gives as 0.800801).
    private static func readable(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e6 }
}
