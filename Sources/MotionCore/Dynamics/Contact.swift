/// A point of one body (or of the fixed world) against a face of another: the point must stay
/// on the face's outer side. The normal points from the face towards the point, so the contact
/// pushes the point's body along it and the face's body the other way.
final class Contact: DynamicConstraint {
    /// The body the point belongs to; nil for a fixed point (a boundary's end).
    let pointBody: DynamicBody?
    /// The body the face belongs to; nil for a boundary.
    let faceBody: DynamicBody?
    /// The point, in its body's frame (reference coordinates when fixed).
    let localPoint: Vector
    /// The face's outward normal and a point on it, in the face body's frame (or reference coordinates).
    let localNormal: Vector
    let localFacePoint: Vector
    /// How much of the approach speed is returned (the elasticity).
    let restitution: Double
    /// The Coulomb friction coefficient.
    let friction: Double

    /// Where the contact acts and its direction this step, set by `prepare`.
    private var normal = Vector.zero
    private var pointArm = Vector.zero
    private var faceArm = Vector.zero
    private var normalMass = 0.0
    private var tangentMass = 0.0
    /// The normal speed to reach: the bounce, or the closing speed that just closes a gap.
    private var targetNormalSpeed = 0.0
    /// The impulses applied so far this step.
    private(set) var normalImpulse = 0.0
    private(set) var tangentImpulse = 0.0
    /// The separation when the step began (negative when overlapping).
    private(set) var separationAtStart = 0.0

    /// Normal speeds slower than this do not bounce, so resting items come to rest.
    static let bounceThreshold = 20.0
    /// Overlap left alone by the position correction, so touching items do not jitter.
    static let allowedOverlap = 0.01
    /// The share of the remaining overlap one position pass removes.
    static let positionCorrection = 0.5

    init(pointBody: DynamicBody?, faceBody: DynamicBody?, localPoint: Vector, localNormal: Vector,
         localFacePoint: Vector, restitution: Double, friction: Double) {
        self.pointBody = pointBody
        self.faceBody = faceBody
        self.localPoint = localPoint
        self.localNormal = localNormal
        self.localFacePoint = localFacePoint
        self.restitution = restitution
        self.friction = friction
    }

    /// The point and the face's normal and point, in reference coordinates now.
    private var worldGeometry: (point: Vector, normal: Vector, facePoint: Vector) {
        let point = pointBody?.worldPoint(localPoint) ?? localPoint
        guard let faceBody else { return (point, localNormal, localFacePoint) }
        return (point, localNormal.rotated(by: faceBody.angle), faceBody.worldPoint(localFacePoint))
    }

    /// Where the contact is now, in reference coordinates.
    var worldPoint: Vector { worldGeometry.point }

    /// The signed distance of the point outside the face now.
    var separation: Double {
        let geometry = worldGeometry
        return (geometry.point - geometry.facePoint).dot(geometry.normal)
    }

    /// The point's velocity relative to the face's.
    private var relativeVelocity: Vector {
        let pointVelocity = pointBody?.velocity(at: pointArm) ?? .zero
        let faceVelocity = faceBody?.velocity(at: faceArm) ?? .zero
        return pointVelocity - faceVelocity
    }

    /// Computes this step's arms, effective masses and target speed from the bodies as they are.
    func prepare(step: Double) {
        let geometry = worldGeometry
        normal = geometry.normal
        pointArm = pointBody.map { geometry.point - $0.position } ?? .zero
        faceArm = faceBody.map { geometry.point - $0.position } ?? .zero
        normalMass = inverseEffectiveMass(along: normal)
        tangentMass = inverseEffectiveMass(along: normal.perpendicular)
        separationAtStart = (geometry.point - geometry.facePoint).dot(normal)
        let approach = relativeVelocity.dot(normal)
        // An approach that reaches the face within this step bounces with the elasticity; a
        // gap not reached is closed no faster than it can be within the step (a speculative
        // contact), so nothing passes through and a dropped item lands exactly on the face.
        // An overlap only stops approaching: the position passes remove it without adding speed.
        let closesGap = -max(separationAtStart, 0) / step
        let reaches = approach * step <= -max(separationAtStart, 0)
        if reaches, approach < -Contact.bounceThreshold, restitution > 0 {
            targetNormalSpeed = max(-restitution * approach, closesGap)
        } else {
            targetNormalSpeed = closesGap
        }
    }

    /// Applies the impulses the same contact ended the last step with, so the solver starts
    /// from them (warm starting): resting stacks settle in a few passes instead of jittering.
    /// Called after every contact of the step is prepared.
    func warmStart(normal normalImpulse: Double, tangent tangentImpulse: Double) {
        guard normalMass > 0 else { return }
        self.normalImpulse = normalImpulse
        self.tangentImpulse = tangentImpulse
        apply(normalImpulse, along: normal)
        apply(tangentImpulse, along: normal.perpendicular)
    }

    /// 1 / (the effective mass of the two bodies at the contact along `direction`).
    private func inverseEffectiveMass(along direction: Vector) -> Double {
        var sum = 0.0
        if let pointBody {
            let turn = pointArm.cross(direction)
            sum += pointBody.inverseMass + pointBody.inverseInertia * turn * turn
        }
        if let faceBody {
            let turn = faceArm.cross(direction)
            sum += faceBody.inverseMass + faceBody.inverseInertia * turn * turn
        }
        return sum
    }

    func solveVelocity(step: Double) {
        guard normalMass > 0 else { return }
        let tangent = normal.perpendicular
        if tangentMass > 0, friction > 0 {
            let slip = relativeVelocity.dot(tangent)
            let limit = friction * normalImpulse
            let total = min(max(tangentImpulse - slip / tangentMass, -limit), limit)
            apply(total - tangentImpulse, along: tangent)
            tangentImpulse = total
        }
        let speed = relativeVelocity.dot(normal)
        let total = max(normalImpulse + (targetNormalSpeed - speed) / normalMass, 0)
        apply(total - normalImpulse, along: normal)
        normalImpulse = total
    }

    private func apply(_ amount: Double, along direction: Vector) {
        let impulse = amount * direction
        pointBody?.applyImpulse(impulse, at: pointArm)
        faceBody?.applyImpulse(-impulse, at: faceArm)
    }

    func solvePosition() {
        let geometry = worldGeometry
        let overlap = -(geometry.point - geometry.facePoint).dot(geometry.normal) - Contact.allowedOverlap
        guard overlap > 0 else { return }
        let pointArm = pointBody.map { geometry.point - $0.position } ?? .zero
        let faceArm = faceBody.map { geometry.point - $0.position } ?? .zero
        var inverseMass = 0.0
        if let pointBody {
            let turn = pointArm.cross(geometry.normal)
            inverseMass += pointBody.inverseMass + pointBody.inverseInertia * turn * turn
        }
        if let faceBody {
            let turn = faceArm.cross(geometry.normal)
            inverseMass += faceBody.inverseMass + faceBody.inverseInertia * turn * turn
        }
        guard inverseMass > 0 else { return }
        let push = (Contact.positionCorrection * overlap / inverseMass) * geometry.normal
        pointBody?.applyPositionImpulse(push, at: pointArm)
        faceBody?.applyPositionImpulse(-push, at: faceArm)
    }
}
