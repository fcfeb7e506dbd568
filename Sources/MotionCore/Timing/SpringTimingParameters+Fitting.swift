extension SpringTimingParameters {
    /// A spring of damping ratio ζ (mass 1) whose `settlingDuration` equals `settlingDuration`,
    /// for duration-driven springs: `PropertyAnimator(duration:dampingRatio:)` and
    /// `View.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)`, which in UIKit
    /// run for the given duration with a spring that comes to rest in it.
    ///
    /// With no initial velocity the settling time is proportional to the response, so the fit is
    /// exact in one step; otherwise the response is found by bisection (monotone in practice),
    /// to 1e-9 relative. A spring that cannot settle (ζ ≤ 0, or a duration beyond
    /// `maximumSettlingDuration`) or non-finite or non-positive input falls back to
    /// `response = settlingDuration`, which `validate()` rejects when the input was invalid.
    public init(dampingRatio: Double, settlingDuration duration: Double, initialVelocity: Vector = .zero) {
        self.init(dampingRatio: dampingRatio, response: duration, initialVelocity: initialVelocity)
        guard dampingRatio > 0, dampingRatio.isFinite, duration > 0, duration < Self.maximumSettlingDuration,
              isValid else { return }
        func settling(response: Double) -> Double {
            SpringTimingParameters(dampingRatio: dampingRatio, response: response, initialVelocity: initialVelocity).settlingDuration
        }
        if initialVelocity.dx == 0 {
            let unit = settling(response: 1)
            guard unit > 0, unit < Self.maximumSettlingDuration else { return }
            self.init(dampingRatio: dampingRatio, response: duration / unit, initialVelocity: initialVelocity)
            return
        }
        // Bisection on log(response); the settling time grows with the response.
        var low = duration * 1e-6, high = duration * 1e3
        guard settling(response: low) < duration, settling(response: high) > duration else { return }
        for _ in 0..<200 where high / low > 1 + 1e-9 {
            let mid = (low * high).squareRoot()
            if settling(response: mid) < duration { low = mid } else { high = mid }
        }
        self.init(dampingRatio: dampingRatio, response: (low * high).squareRoot(), initialVelocity: initialVelocity)
    }
}
