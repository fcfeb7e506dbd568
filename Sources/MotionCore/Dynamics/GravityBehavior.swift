import Foundation

/// Accelerates its items in one direction whatever their mass (UIGravityBehavior): a magnitude
/// of 1 is 1000 points per second squared, UIKit's "UIKit gravity".
public final class GravityBehavior: ItemListBehavior {
    /// The acceleration as a vector, in thousands of points per second squared; (0, 1), down, by default.
    public var gravityDirection = Vector(dx: 0, dy: 1) { didSet { dynamicAnimator?.wake() } }

    /// The length of `gravityDirection`; setting it keeps the direction.
    public var magnitude: Double {
        get { gravityDirection.length }
        set { gravityDirection = Vector(dx: newValue * cos(angle), dy: newValue * sin(angle)) }
    }

    /// The direction of `gravityDirection` in radians (π/2, down, by default); setting it keeps the magnitude.
    public var angle: Double {
        get { gravityDirection == .zero ? 0 : atan2(gravityDirection.dy, gravityDirection.dx) }
        set { gravityDirection = Vector(dx: magnitude * cos(newValue), dy: magnitude * sin(newValue)) }
    }

    /// Sets the direction angle and the magnitude at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        gravityDirection = Vector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// Gravity of magnitude 1 pulling `items` down.
    public override init(items: [DynamicItem] = []) {
        super.init(items: items)
    }

    /// Points per second squared for a magnitude of 1.
    static let acceleration = 1000.0

    override func applyForces(in world: DynamicWorld, step: Double) {
        let change = (GravityBehavior.acceleration * step) * gravityDirection
        for item in items {
            guard let body = world.body(for: item), body.inverseMass > 0 else { continue }
            body.velocity += change
        }
    }
}
