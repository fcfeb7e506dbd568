import Foundation

/// One item's rigid-body state inside a `DynamicAnimator`: a box of the item's bounds at its
/// centre and angle, with its velocities. The animator owns it; the item only sees its results.
final class DynamicBody {
    /// What the body moves.
    let item: DynamicItem
    /// Half the item's width and height, read when it joined.
    let halfSize: Vector
    var position: Vector
    var angle: Double
    var velocity = Vector.zero
    var angularVelocity = 0.0
    /// The properties the item behaviours give it this step.
    private(set) var material = DynamicMaterial()
    /// 1 / mass; 0 for an anchored item, which nothing moves.
    private(set) var inverseMass = 0.0
    /// 1 / moment of inertia; 0 when the item may not turn.
    private(set) var inverseInertia = 0.0

    /// A body where `item` is now.
    init(item: DynamicItem) {
        self.item = item
        halfSize = Vector(dx: item.bounds.width / 2, dy: item.bounds.height / 2)
        position = Vector(item.center)
        angle = DynamicBody.angle(of: item.transform)
        setMaterial(DynamicMaterial())
    }

    /// UIKit's mass: density × area, where a 100 × 100 item of density 1 has mass 1.
    var mass: Double { material.density * 4 * halfSize.dx * halfSize.dy / 10_000 }

    /// Takes `material`'s properties and the mass and inertia that follow from them.
    func setMaterial(_ material: DynamicMaterial) {
        self.material = material
        let mass = self.mass
        inverseMass = material.isAnchored || mass <= 0 ? 0 : 1 / mass
        // A box's moment of inertia about its centre: m (w² + h²) / 12.
        let inertia = mass * (4 * halfSize.dx * halfSize.dx + 4 * halfSize.dy * halfSize.dy) / 12
        inverseInertia = material.isAnchored || !material.allowsRotation || inertia <= 0 ? 0 : 1 / inertia
        if material.isAnchored {
            velocity = .zero
            angularVelocity = 0
        }
    }

    /// Reads the item's centre and rotation again (UIDynamicAnimator.updateItem(usingCurrentState:)).
    func readItem() {
        position = Vector(item.center)
        angle = DynamicBody.angle(of: item.transform)
    }

    /// Writes the body's centre, and its rotation once it has turned, to the item (an item that
    /// never turns keeps its transform).
    func writeItem() {
        item.center = position.point
        if angle != DynamicBody.angle(of: item.transform) {
            item.transform = AffineTransform(rotationAngle: angle)
        }
    }

    /// `local` (from the centre, in the unrotated item) in reference coordinates.
    func worldPoint(_ local: Vector) -> Vector { position + local.rotated(by: angle) }

    /// A reference-coordinate point in the body's own unrotated frame, from its centre.
    func localPoint(_ world: Vector) -> Vector { (world - position).rotated(by: -angle) }

    /// The velocity of the body's point at `r` from its centre.
    func velocity(at r: Vector) -> Vector { velocity + tangentialVelocity(angularVelocity, at: r) }

    /// Changes the velocities as an impulse applied at `r` from the centre does.
    func applyImpulse(_ impulse: Vector, at r: Vector) {
        velocity += inverseMass * impulse
        angularVelocity += inverseInertia * r.cross(impulse)
    }

    /// Moves the body as an impulse of position correction at `r` does (the same as an impulse
    /// on velocity, applied to position and angle).
    func applyPositionImpulse(_ impulse: Vector, at r: Vector) {
        position += inverseMass * impulse
        angle += inverseInertia * r.cross(impulse)
    }

    /// The four corners, from the centre, in the unrotated item.
    var localCorners: [Vector] {
        [Vector(dx: -halfSize.dx, dy: -halfSize.dy), Vector(dx: halfSize.dx, dy: -halfSize.dy),
         Vector(dx: halfSize.dx, dy: halfSize.dy), Vector(dx: -halfSize.dx, dy: halfSize.dy)]
    }

    /// The smallest upright rectangle around the turned box, in reference coordinates.
    var enclosingRect: Rect {
        let corners = localCorners.map(worldPoint)
        let xs = corners.map(\.dx), ys = corners.map(\.dy)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The rotation angle of a transform's linear part.
    static func angle(of transform: AffineTransform) -> Double { atan2(transform.b, transform.a) }
}
