import MotionCore

/// How a camera move eases from where the camera is to its target: the engine's own curves, a
/// cubic timing function over the move's duration or a spring given by duration and bounce (as
/// `SpringTimingParameters(duration:bounce:)` and SwiftUI's `Spring(duration:bounce:)`).
///
/// ```swift
/// stage.camera.zoom(to: rect, at: 2, duration: 0.5, curve: .spring(bounce: 0.2))
/// stage.camera.reset(at: 5, curve: .easeOut)
/// ```
public enum CameraCurve: Hashable, Sendable {
    /// Progress along `TimingFunction` over the move's duration, then at rest.
    case timing(TimingFunction)
    /// A spring whose perceptual duration is the move's duration; `bounce` 0 settles without
    /// overshoot, up to 0.9 for a bouncier one (larger values are taken as 0.9: a spring of bounce
    /// 1 never settles). A zoom in overshoots its target a little and comes back; the viewport
    /// never leaves the scene.
    case spring(bounce: Double)

    /// Core Animation's ease-in-ease-out: the default of every move.
    public static let easeInEaseOut = CameraCurve.timing(.easeInEaseOut)
    public static let easeIn = CameraCurve.timing(.easeIn)
    public static let easeOut = CameraCurve.timing(.easeOut)
    public static let linear = CameraCurve.timing(.linear)

    /// How far a move of `duration` seconds has gone `elapsed` seconds after it started: 0 before,
    /// 1 once done (a move of no duration is done as it starts); a spring may pass 1 on its way.
    func progress(elapsed: Double, duration: Double) -> Double {
        guard duration > 0, duration.isFinite else { return elapsed >= 0 ? 1 : 0 }
        guard elapsed > 0 else { return 0 }
        switch self {
        case .timing(let function):
            return function.value(at: min(elapsed / duration, 1))
        case .spring(let bounce):
            let spring = SpringTimingParameters(duration: duration, bounce: min(max(bounce, 0), 0.9))
            return elapsed >= spring.settlingDuration ? 1 : spring.value(at: elapsed)
        }
    }
}
