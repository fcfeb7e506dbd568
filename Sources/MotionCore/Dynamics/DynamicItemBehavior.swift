/// Sets the physical properties of its items (UIDynamicItemBehavior) and adds velocity to them.
/// Where several item behaviours name an item, the last added sets its properties.
public final class DynamicItemBehavior: ItemListBehavior {
    /// The share of approach speed a collision returns: 0 (the default) none, 1 all.
    public var elasticity = 0.0
    /// The Coulomb friction of sliding contacts; 0 by default (a pair of items uses √(f₁·f₂)).
    public var friction = 0.0
    /// The mass per area: a 100 × 100 item of density 1 (the default) has mass 1.
    public var density = 1.0
    /// Linear damping in 1/s: the velocity decays as dv/dt = −resistance · v; 0 by default.
    public var resistance = 0.0
    /// Angular damping in 1/s, the same way for the rotation rate; 0 by default.
    public var angularResistance = 0.0
    /// Whether collisions and off-centre forces turn the items; true by default.
    public var allowsRotation = true
    /// Whether the items stay where they are, as fixed obstacles to others; false by default.
    public var isAnchored = false

    /// Velocity added before the items had bodies, applied when they get one.
    private var pendingVelocities: [(item: DynamicItem, linear: Vector, angular: Double)] = []

    /// The properties of `items`.
    public override init(items: [DynamicItem] = []) {
        super.init(items: items)
    }

    /// Adds `velocity` (points per second) to `item`'s; the animator resumes.
    public func addLinearVelocity(_ velocity: Vector, for item: DynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity += velocity
        } else {
            pendingVelocities.append((item, velocity, 0))
        }
        dynamicAnimator?.wake()
    }

    /// `item`'s velocity now, in points per second (zero when no animator moves it).
    public func linearVelocity(for item: DynamicItem) -> Vector {
        dynamicAnimator?.body(for: item)?.velocity ?? .zero
    }

    /// Adds `velocity` (radians per second) to `item`'s rotation rate; the animator resumes.
    public func addAngularVelocity(_ velocity: Double, for item: DynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += velocity
        } else {
            pendingVelocities.append((item, .zero, velocity))
        }
        dynamicAnimator?.wake()
    }

    /// `item`'s rotation rate now, in radians per second.
    public func angularVelocity(for item: DynamicItem) -> Double {
        dynamicAnimator?.body(for: item)?.angularVelocity ?? 0
    }

    private var material: DynamicMaterial {
        DynamicMaterial(elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                        angularResistance: angularResistance, allowsRotation: allowsRotation, isAnchored: isAnchored)
    }

    override func configure(_ world: DynamicWorld) {
        let material = self.material
        items.forEach { world.setMaterial(material, for: $0) }
    }

    override func applyForces(in world: DynamicWorld, step: Double) {
        pendingVelocities.removeAll { pending in
            guard let body = world.body(for: pending.item) else { return false }
            body.velocity += pending.linear
            body.angularVelocity += pending.angular
            return true
        }
    }

    override func hasPendingMotion(in world: DynamicWorld) -> Bool { !pendingVelocities.isEmpty }
}
