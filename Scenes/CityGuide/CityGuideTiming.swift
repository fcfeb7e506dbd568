import Zoetrope

/// The animator timings of seed 003, selectable with `--variant`.
enum CityGuideTiming: String, CaseIterable {
    /// UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) — the article's main version.
    case easeInOut = "ease-in-out"
    /// UICubicTimingParameters(controlPoint1: (0.17, 0.67), controlPoint2: (0.76, 1.0)).
    case cubic
    /// A pleasant spring (damping ratio 0.8, response 0.45 s), added beside the article's one.
    case spring
    /// UISpringTimingParameters(mass: 1, stiffness: 2, damping: 0.2): the article's literal
    /// values. Its period is 4.4 s and it settles only after about 70 s, so a card drifts open
    /// and keeps swinging for the whole video — kept to show why the values need changing.
    case articleSpring = "article-spring"

    func makeAnimator() -> PropertyAnimator {
        switch self {
        case .easeInOut:
            return PropertyAnimator(duration: 0.3, curve: .easeInOut)
        case .cubic:
            let cubicTiming = CubicTimingParameters(controlPoint1: Point(x: 0.17, y: 0.67), controlPoint2: Point(x: 0.76, y: 1.0))
            return PropertyAnimator(duration: 0.3, timingParameters: cubicTiming)
        case .spring:
            return PropertyAnimator(duration: 0.3, timingParameters: SpringTimingParameters(dampingRatio: 0.8, response: 0.45))
        case .articleSpring:
            let springTiming = SpringTimingParameters(mass: 1.0, stiffness: 2.0, damping: 0.2, initialVelocity: .zero)
            return PropertyAnimator(duration: 0.3, timingParameters: springTiming)
        }
    }
}
