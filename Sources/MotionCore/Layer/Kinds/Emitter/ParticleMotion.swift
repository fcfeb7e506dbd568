/// A particle's path: born at `origin` with `velocity` under constant `acceleration`, so at age
/// a it is at origin + velocity·a + ½·acceleration·a² (the closed form; no step-by-step state).
struct ParticleMotion: Hashable, Sendable {
    let origin: ParticlePoint
    let velocity: ParticlePoint
    let acceleration: ParticlePoint

    func position(atAge age: Double) -> ParticlePoint {
        origin + age * velocity + (0.5 * age * age) * acceleration
    }
}
