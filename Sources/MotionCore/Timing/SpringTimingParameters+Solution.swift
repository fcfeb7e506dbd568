#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SpringTimingParameters {
    /// The tolerance of `settlingDuration`, as a fraction of the step.
    public static let settlingTolerance = 0.001

    /// The longest `settlingDuration` reported (one hour), reached by springs with zero or nearly
    /// zero damping, which oscillate (practically) forever.
    public static let maximumSettlingDuration = 3600.0

    /// Progress at `time` seconds after the start: 0 at t = 0, tending to 1. Overshoots above 1 when
    /// under-damped. Times ≤ 0 and NaN give 0, +∞ gives 1.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time.isFinite else { return 1 }
        return 1 + motion.displacement(at: time)
    }

    /// d(progress)/dt at `time` seconds (the analytic derivative of `value(at:)`); the initial
    /// velocity at t = 0; 0 before the start, at +∞ and for NaN.
    public func velocity(at time: Double) -> Double {
        guard time >= 0, time.isFinite else { return 0 }
        return motion.velocity(at: time)
    }

    /// How long the spring takes to come to rest, in seconds.
    ///
    /// Rule: the first time T after which a bound on the distance from the target, |1 − x(t)|, stays
    /// below `settlingTolerance` (0.001 of the step) for good. The bound is the decaying envelope of
    /// the closed-form solution with the oscillation replaced by its amplitude (triangle inequality),
    /// so the real motion is guaranteed settled after T and T does not jump with the oscillation's
    /// phase. With σ = ζω₀ and d(t) = x(t) − 1:
    /// - under-damped, d = e^(−σt)(A cos ωt + B sin ωt): bound (|A| + |B|·min(1, ωt))·e^(−σt);
    /// - critical, d = (A + Bt)e^(−σt): bound (|A| + |B|t)·e^(−σt);
    /// - over-damped, d = C₁e^(r₁t) + C₂e^(r₂t) = e^(r₁t)(A + K·g(t)) with K = v₀ − r₁A and
    ///   g(t) = (1 − e^(−Δt))/Δ, Δ = r₁ − r₂: the smaller of |C₁|e^(r₁t) + |C₂|e^(r₂t) and
    ///   e^(r₁t)(|A| + |K|·g(t)) — exact when the start offset and velocity point the same way.
    /// The min(1, ωt) and g(t) forms keep the rule continuous across critical damping (|B|, |C₁|
    /// and |C₂| grow without bound as ζ → 1 while d itself does not).
    ///
    /// Against Apple's documented examples (CASpringAnimation.settlingDuration: mass 1, stiffness 100
    /// gives "approximately 2.85 seconds" with damping 5 and "just over 1 second" with damping 15)
    /// this rule gives 2.855 s and 1.022 s. Found by a bounded bisection to 1e-9 s; capped at
    /// `maximumSettlingDuration`; 0 for invalid parameters.
    public var settlingDuration: Double {
        let epsilon = Self.settlingTolerance
        let cap = Self.maximumSettlingDuration
        switch motion {
        case .jump:
            return 0
        case let .underdamped(decay, frequency, a, b):
            guard decay > 0 else { return cap }
            // The bound rises until the peak of its linear form or until t = 1/ω, then falls.
            let slope = abs(b) * frequency
            let peak = slope == 0 ? 0 : max(0, 1 / decay - abs(a) / slope)
            return Self.lastCrossing(from: min(peak, 1 / frequency), cap: cap, epsilon: epsilon) { t in
                (abs(a) + abs(b) * min(1, frequency * t)) * exp(-decay * t)
            }
        case let .critical(decay, a, b):
            let peak = b == 0 ? 0 : max(0, 1 / decay - abs(a) / abs(b))
            return Self.lastCrossing(from: peak, cap: cap, epsilon: epsilon) { t in (abs(a) + abs(b) * t) * exp(-decay * t) }
        case let .overdamped(slowRate, fastRate, slow, fast):
            // The first bound only decreases; the second rises from |A| = 1 to a single peak and
            // then falls, so "bound ≤ ε" turns true once and bisection from 0 is sound.
            let a = slow + fast, gap = slowRate - fastRate, k = abs(fast) * gap
            return Self.lastCrossing(from: 0, cap: cap, epsilon: epsilon) { t in
                min(abs(slow) * exp(slowRate * t) + abs(fast) * exp(fastRate * t),
                    (abs(a) - k * expm1(-gap * t) / gap) * exp(slowRate * t))
            }
        }
    }

    /// The time in [start, cap] after which `bound` stays at or below `epsilon`, for a bound that is
    /// above it at `start` and crosses it once after (cap if it never gets there), to within 1e-9 s.
    private static func lastCrossing(from start: Double, cap: Double, epsilon: Double,
                                     bound: (Double) -> Double) -> Double {
        if bound(start) <= epsilon { return start }
        if bound(cap) > epsilon { return cap }
        var low = start, high = min(cap, max(2 * start, 1))
        while bound(high) > epsilon {           // at most log2(cap) ≈ 12 doublings
            low = high
            high = min(cap, 2 * high)
        }
        for _ in 0..<100 where high - low > 1e-9 {
            let mid = (low + high) / 2
            if bound(mid) > epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// The closed-form solution of the displacement d(t) = x(t) − 1, with d(0) = −1, d'(0) = v₀.
    enum Motion {
        /// d = e^(−σt)·(A·cos ωt + B·sin ωt).
        case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
        /// d = (A + B·t)·e^(−σt).
        case critical(decay: Double, a: Double, b: Double)
        /// d = C₁·e^(r₁t) + C₂·e^(r₂t) with r₂ < r₁ < 0.
        case overdamped(slowRate: Double, fastRate: Double, slow: Double, fast: Double)
        /// Invalid parameters: the value jumps to the target.
        case jump

        func displacement(at t: Double) -> Double {
            switch self {
            case let .underdamped(decay, frequency, a, b):
                return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
            case let .critical(decay, a, b):
                return (a + b * t) * exp(-decay * t)
            case let .overdamped(slowRate, fastRate, slow, fast):
                return slow * exp(slowRate * t) + fast * exp(fastRate * t)
            case .jump:
                return 0
            }
        }

        func velocity(at t: Double) -> Double {
            switch self {
            case let .underdamped(decay, w, a, b):
                return exp(-decay * t) * ((b * w - a * decay) * cos(w * t) - (a * w + b * decay) * sin(w * t))
            case let .critical(decay, a, b):
                return (b - decay * (a + b * t)) * exp(-decay * t)
            case let .overdamped(slowRate, fastRate, slow, fast):
                return slow * slowRate * exp(slowRate * t) + fast * fastRate * exp(fastRate * t)
            case .jump:
                return 0
            }
        }
    }

    /// Relative distance from ζ = 1 within which the critically damped solution is used; the
    /// error this makes is of the same order, far below anything visible.
    static let criticalDampingTolerance = 1e-9

    var motion: Motion {
        guard isValid else { return .jump }
        let omega = naturalFrequency, zeta = dampingRatio
        let a = -1.0, v0 = initialVelocity.dx
        if abs(zeta - 1) <= Self.criticalDampingTolerance {
            return .critical(decay: omega, a: a, b: v0 + omega * a)
        }
        if zeta < 1 {
            let decay = zeta * omega, frequency = omega * (1 - zeta * zeta).squareRoot()
            return .underdamped(decay: decay, frequency: frequency, a: a, b: (v0 + decay * a) / frequency)
        }
        let root = (zeta * zeta - 1).squareRoot()
        // r₁ written as a quotient to avoid cancellation when ζ is large.
        let slowRate = -omega / (zeta + root), fastRate = -omega * (zeta + root)
        let fast = (v0 - slowRate * a) / (fastRate - slowRate)
        return .overdamped(slowRate: slowRate, fastRate: fastRate, slow: a - fast, fast: fast)
    }
}
