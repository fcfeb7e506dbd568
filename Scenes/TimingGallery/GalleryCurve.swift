import Zoetrope

/// A timing curve shown in the gallery: a cubic Bézier or a spring.
enum GalleryCurve {
    case cubic(String, TimingFunction)
    case spring(String, SpringTimingParameters)

    var title: String {
        switch self {
        case .cubic(let title, _), .spring(let title, _): title
        }
    }

    /// How long the motion takes: the shared cubic duration, or the spring's settling time.
    func duration(cubic: Double) -> Double {
        switch self {
        case .cubic: cubic
        case .spring(_, let spring): spring.settlingDuration
        }
    }

    /// Progress at `fraction` of `duration(cubic:)`.
    func value(atFraction fraction: Double, cubic: Double) -> Double {
        switch self {
        case .cubic(_, let function): function.value(at: fraction)
        case .spring(_, let spring): spring.value(at: fraction * spring.settlingDuration)
        }
    }

    /// The engine animation that moves a dot from `from` to `to` along x.
    func animation(from: Double, to: Double, cubic: Double) -> PropertyAnimation {
        switch self {
        case .cubic(_, let function):
            let animation = BasicAnimation(keyPath: "position.x")
            animation.fromValue = from
            animation.toValue = to
            animation.duration = cubic
            animation.timingFunction = function
            return animation
        case .spring(_, let spring):
            let animation = SpringAnimation(keyPath: "position.x")
            animation.fromValue = from
            animation.toValue = to
            animation.mass = spring.mass
            animation.stiffness = spring.stiffness
            animation.damping = spring.damping
            animation.allowsOverdamping = true
            // As on iOS: left at 0, the duration would be Core Animation's 0.25 s default.
            animation.duration = animation.settlingDuration
            return animation
        }
    }

    static let all: [GalleryCurve] = [
        .cubic("linear", .linear),
        .cubic("easeIn", .easeIn),
        .cubic("easeOut", .easeOut),
        .cubic("easeInEaseOut", .easeInEaseOut),
        .cubic("default", .default),
        .cubic("cubic(0.17, 0.67, 0.76, 1)", TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1)),
        .spring("spring(damping 10)", SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)),
        .spring("spring(duration 0.8, bounce 0.3)", SpringTimingParameters(duration: 0.8, bounce: 0.3)),
        .spring("spring(damping 26, overdamped)", SpringTimingParameters(mass: 1, stiffness: 100, damping: 26)),
    ]
}
