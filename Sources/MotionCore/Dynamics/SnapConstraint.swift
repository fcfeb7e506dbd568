/// Pulls a body's centre to a point as a damped spring (the constraint of a `SnapBehavior`),
/// solved implicitly so it is stable at any step, and stops it turning as it settles.
final class SnapConstraint: DynamicConstraint {
    private let body: DynamicBody
    private let target: Vector
    private let softness: SpringSoftness?
    private var accumulated = Vector.zero
    private var angularAccumulated = 0.0

    /// The snap's natural frequency, in hertz: an item settles in about a second.
    static let frequency = 3.0

    init(body: DynamicBody, target: Vector, dampingRatio: Double, step: Double) {
        self.body = body
        self.target = target
        softness = SpringSoftness(frequency: SnapConstraint.frequency, dampingRatio: dampingRatio, step: step)
    }

    func solveVelocity(step: Double) {
        guard let softness, body.inverseMass > 0 else { return }
        let error = body.position - target
        let bias = softness.biasFactor * error
        let softMass = 1 / (body.inverseMass * (1 + softness.gamma))
        let impulse = -softMass * (body.velocity + bias + (softness.gamma * body.inverseMass) * accumulated)
        accumulated += impulse
        body.applyImpulse(impulse, at: .zero)
        // The turn is damped the same way, with no angle to return to.
        guard body.inverseInertia > 0 else { return }
        let angularSoftMass = 1 / (body.inverseInertia * (1 + softness.gamma))
        let angularImpulse = -angularSoftMass * (body.angularVelocity + softness.gamma * body.inverseInertia * angularAccumulated)
        angularAccumulated += angularImpulse
        body.angularVelocity += body.inverseInertia * angularImpulse
    }

    func solvePosition() {}
}
