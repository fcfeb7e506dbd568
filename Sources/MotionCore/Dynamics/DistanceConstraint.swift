/// Keeps a point of a body at a distance from a point of another body or a fixed anchor (the
/// constraint of an `AttachmentBehavior`): a rigid rod at frequency 0, else a damped spring
/// of that natural frequency whose rest length is the distance.
final class DistanceConstraint: DynamicConstraint {
    private let first: DynamicBody
    private let firstOffset: Vector
    /// The other body and the point on it, or nil and the anchor in reference coordinates.
    private let second: DynamicBody?
    private let secondOffset: Vector
    private let length: Double
    private let softness: SpringSoftness?

    private var direction = Vector.zero
    private var firstArm = Vector.zero
    private var secondArm = Vector.zero
    private var inverseMass = 0.0
    private var error = 0.0
    private var accumulated = 0.0

    /// How much of the length error one position pass of a rigid attachment removes.
    static let positionCorrection = 0.5

    init(first: DynamicBody, firstOffset: Vector, second: DynamicBody?, secondOffset: Vector,
         length: Double, frequency: Double, dampingRatio: Double, step: Double) {
        self.first = first
        self.firstOffset = firstOffset
        self.second = second
        self.secondOffset = secondOffset
        self.length = length
        softness = SpringSoftness(frequency: frequency, dampingRatio: dampingRatio, step: step)
        let geometry = self.geometry
        firstArm = geometry.firstArm
        secondArm = geometry.secondArm
        let separation = geometry.secondPoint - geometry.firstPoint
        let distance = separation.length
        direction = distance > 0 ? (1 / distance) * separation : .zero
        error = distance - length
        inverseMass = effectiveInverseMass(along: direction, firstArm: firstArm, secondArm: secondArm)
    }

    /// The two attached points and their arms from their bodies' centres, now.
    private var geometry: (firstPoint: Vector, secondPoint: Vector, firstArm: Vector, secondArm: Vector) {
        let firstArm = firstOffset.rotated(by: first.angle)
        let firstPoint = first.position + firstArm
        guard let second else { return (firstPoint, secondOffset, firstArm, .zero) }
        let secondArm = secondOffset.rotated(by: second.angle)
        return (firstPoint, second.position + secondArm, firstArm, secondArm)
    }

    private func effectiveInverseMass(along direction: Vector, firstArm: Vector, secondArm: Vector) -> Double {
        let firstTurn = firstArm.cross(direction)
        var sum = first.inverseMass + first.inverseInertia * firstTurn * firstTurn
        if let second {
            let secondTurn = secondArm.cross(direction)
            sum += second.inverseMass + second.inverseInertia * secondTurn * secondTurn
        }
        return sum
    }

    /// How fast the attached points move apart along the attachment.
    private var stretchSpeed: Double {
        let secondVelocity = second?.velocity(at: secondArm) ?? .zero
        return (secondVelocity - first.velocity(at: firstArm)).dot(direction)
    }

    private func apply(_ amount: Double) {
        let impulse = amount * direction
        first.applyImpulse(-impulse, at: firstArm)
        second?.applyImpulse(impulse, at: secondArm)
    }

    func solveVelocity(step: Double) {
        guard inverseMass > 0, direction != .zero else { return }
        let impulse: Double
        if let softness {
            let bias = softness.biasFactor * error
            impulse = -(stretchSpeed + bias + softness.gamma * inverseMass * accumulated) / (inverseMass * (1 + softness.gamma))
        } else {
            impulse = -stretchSpeed / inverseMass
        }
        accumulated += impulse
        apply(impulse)
    }

    func solvePosition() {
        guard softness == nil else { return }
        let geometry = self.geometry
        let separation = geometry.secondPoint - geometry.firstPoint
        let distance = separation.length
        guard distance > 0 else { return }
        let direction = (1 / distance) * separation
        let inverseMass = effectiveInverseMass(along: direction, firstArm: geometry.firstArm, secondArm: geometry.secondArm)
        guard inverseMass > 0 else { return }
        let push = (-DistanceConstraint.positionCorrection * (distance - length) / inverseMass) * direction
        first.applyPositionImpulse(-push, at: geometry.firstArm)
        second?.applyPositionImpulse(push, at: geometry.secondArm)
    }
}
