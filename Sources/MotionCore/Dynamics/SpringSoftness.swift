/// How a constraint that behaves as a damped spring (natural frequency f, damping ratio ζ) is
/// solved stably at any step h — the soft constraint: with ω = 2πf and K the constraint's
/// inverse effective mass, each velocity pass adds the impulse
/// λ = −(Cdot + β·C + γ·K·Λ) / (K·(1 + γ)), Λ the impulse added so far this step, where
/// γ = 1 / (h·(2ζω + h·ω²)) and β = h·ω²·γ. This is the implicit Euler step of
/// C'' = −ω²·C − 2ζω·C', so the spring is the same whatever the masses.
struct SpringSoftness {
    /// γ: the softness, in units of the inverse effective mass.
    let gamma: Double
    /// β: the share of the error C turned into a velocity bias.
    let biasFactor: Double

    /// The softness of a spring of `frequency` hertz and `dampingRatio` at a step of `step`
    /// seconds; nil for a rigid constraint (frequency 0).
    init?(frequency: Double, dampingRatio: Double, step: Double) {
        guard frequency > 0 else { return nil }
        let omega = 2 * Double.pi * frequency
        gamma = 1 / (step * (2 * dampingRatio * omega + step * omega * omega))
        biasFactor = step * omega * omega * gamma
    }
}
