#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring driving an animation (UISpringTimingParameters / CASpringAnimation's physics).
///
/// The motion is that of m·x'' + c·x' + k·(x − 1) = 0 with x(0) = 0 and x'(0) = `initialVelocity.dx`:
/// a unit step from progress 0 to progress 1. `value(at:)` gives x(t) in closed form for the under-,
/// critically and over-damped regimes (see `SpringTimingParameters+Solution.swift`).
///
/// **Initial velocity** is in progress units per second, positive toward the target, and only
/// `initialVelocity.dx` is used: a velocity of 1 would cover the whole animation distance in one
/// second (UIKit's convention). A caller animating a 2-D property projects its velocity onto the
/// direction of motion and divides by the distance before passing it in.
///
/// **Invalid values** (mass ≤ 0, stiffness ≤ 0, damping < 0, any NaN or infinity) never crash: the
/// stored values are kept as given so `validate()` can report them, and the motion degrades to an
/// immediate jump (`value(at:)` is 0 at t ≤ 0 and 1 after, velocity 0, `settlingDuration` 0).
/// Animation code calls `validate()` (or uses `init(validatingMass:...)`) to turn them into errors.
public struct SpringTimingParameters: Hashable, Sendable, CustomStringConvertible {
    /// The mass m of the object on the spring.
    public var mass: Double
    /// The spring constant k.
    public var stiffness: Double
    /// The damping coefficient c.
    public var damping: Double
    /// Initial rate of change of progress per second; only `dx` is used (see the type's notes).
    public var initialVelocity: Vector
    /// Whether the spring is described by its damping ratio alone (`init()`,
    /// `init(dampingRatio:initialVelocity:)`), so that what runs it fits it to its own duration, as
    /// UIViewPropertyAnimator does: such a spring settles exactly when the animator's duration
    /// ends. A spring given by mass, stiffness and damping keeps its own settling time and the
    /// animator's duration is ignored, as on iOS.
    public private(set) var takesAnimatorDuration = false

    /// UIKit's default spring (UISpringTimingParameters()): damping ratio 4.56 (mass 3, stiffness
    /// 1000, damping 500), no initial velocity, fitted to the duration of the animator running it.
    public init() {
        self.init(mass: 3, stiffness: 1000, damping: 500)
        takesAnimatorDuration = true
    }

    /// A spring with the given physical coefficients (UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)).
    /// The defaults of the ones left out are CASpringAnimation's: mass 1, stiffness 100, damping 10.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Vector = .zero) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// A spring of damping ratio ζ (UISpringTimingParameters(dampingRatio:initialVelocity:)), which a
    /// `PropertyAnimator` fits to its duration (`takesAnimatorDuration`). On its own clock (its
    /// `value(at:)`, a curve plot) it has a response of 2π/10 s ≈ 0.628 s (mass 1, stiffness 100,
    /// damping 20ζ): CASpringAnimation's default stiffness with the damping set from the ratio.
    public init(dampingRatio: Double, initialVelocity: Vector = .zero) {
        self.init(dampingRatio: dampingRatio, response: 2 * Double.pi / 10, initialVelocity: initialVelocity)
        takesAnimatorDuration = true
    }

    /// A spring with damping ratio ζ and response (the undamped period, 2π·√(m/k)), with mass 1,
    /// as SwiftUI's `Spring(response:dampingRatio:)`: k = (2π/response)², c = 4π·ζ/response.
    public init(dampingRatio: Double, response: Double, initialVelocity: Vector = .zero) {
        let mass = 1.0
        self.init(mass: mass,
                  stiffness: mass * (2 * Double.pi / response) * (2 * Double.pi / response),
                  damping: 4 * Double.pi * dampingRatio * mass / response,
                  initialVelocity: initialVelocity)
    }

    /// A spring from SwiftUI's perceptual parameters (`Spring(duration:bounce:)`): response = duration,
    /// damping ratio 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) for bounce < 0; mass 1.
    /// Bounce 0 is critically damped; SwiftUI's range is −1 < bounce < 1 (bounce 1 never settles).
    /// A non-positive duration gives an invalid spring that `validate()` reports.
    public init(duration: Double, bounce: Double = 0, initialVelocity: Vector = .zero) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: ratio, response: duration, initialVelocity: initialVelocity)
    }

    /// The stable initializer, but throwing `TimingParametersError` for invalid values.
    public init(validatingMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector = .zero) throws {
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        try validate()
    }

    /// The damping ratio ζ = c / (2·√(k·m)): below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The undamped period 2π/ω₀ in seconds (SwiftUI's `response`).
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// Throws `TimingParametersError.invalidSpring` naming the first bad coefficient.
    public func validate() throws {
        if !(mass.isFinite && mass > 0) {
            throw TimingParametersError.invalidSpring(parameter: "mass", value: mass, requirement: "a finite number greater than 0")
        }
        if !(stiffness.isFinite && stiffness > 0) {
            throw TimingParametersError.invalidSpring(parameter: "stiffness", value: stiffness,
                                                      requirement: "a finite number greater than 0")
        }
        if !(damping.isFinite && damping >= 0) {
            throw TimingParametersError.invalidSpring(parameter: "damping", value: damping,
                                                      requirement: "a finite number greater than or equal to 0")
        }
        if !initialVelocity.dx.isFinite {
            throw TimingParametersError.invalidSpring(parameter: "initialVelocity.dx", value: initialVelocity.dx,
                                                      requirement: "a finite number")
        }
    }

    /// True when `validate()` would not throw.
    public var isValid: Bool { (try? validate()) != nil }

    public var description: String {
        "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity.dx))"
    }
}
