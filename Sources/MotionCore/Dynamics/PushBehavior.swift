import Foundation

/// Pushes its items with a force, continuously or once (UIPushBehavior). A magnitude of 1 on a
/// 100 × 100-point item of density 1 accelerates it by 100 points per second squared
/// (continuous) or changes its velocity by 100 points per second (instantaneous); the effect
/// scales inversely with the item's mass, density × area / 10 000.
public final class PushBehavior: ItemListBehavior {
    /// Whether the force acts all the time or once (UIPushBehavior.Mode).
    public enum Mode: Sendable {
        /// A force applied at every step while active.
        case continuous
        /// An impulse applied once, at the next step, after which `active` turns false.
        case instantaneous
    }

    /// How the force is applied.
    public let mode: Mode
    /// The force as a vector, in UIKit newtons; (0, 0), no force, at first.
    public var pushDirection = Vector.zero { didSet { dynamicAnimator?.wake() } }
    /// Whether the push acts; true when made. Setting it true again repeats an instantaneous push.
    public var active = true { didSet { if active { dynamicAnimator?.wake() } } }

    /// The points, from the items' centres, where the force acts (the centre unless set).
    private var targetOffsets: [ObjectIdentifier: Offset] = [:]

    /// The length of `pushDirection`; setting it keeps the direction.
    public var magnitude: Double {
        get { pushDirection.length }
        set { pushDirection = Vector(dx: newValue * cos(angle), dy: newValue * sin(angle)) }
    }

    /// The direction of `pushDirection` in radians; setting it keeps the magnitude.
    public var angle: Double {
        get { pushDirection == .zero ? 0 : atan2(pushDirection.dy, pushDirection.dx) }
        set { pushDirection = Vector(dx: magnitude * cos(newValue), dy: magnitude * sin(newValue)) }
    }

    /// Sets the direction angle and the magnitude at once.
    public func setAngle(_ angle: Double, magnitude: Double) {
        pushDirection = Vector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// A push of `items`, active, with no force until a direction or magnitude is set.
    public init(items: [DynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    /// Where on `item` the force acts, from its centre (off-centre forces turn the item).
    public func targetOffsetFromCenter(for item: DynamicItem) -> Offset {
        targetOffsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Makes the force act on `item` at `offset` from its centre.
    public func setTargetOffsetFromCenter(_ offset: Offset, for item: DynamicItem) {
        targetOffsets[ObjectIdentifier(item)] = offset
    }

    /// UIKit's unit of force: what gives a mass of 1 (100 × 100 points, density 1) 100 points per second squared.
    static let pointsPerSecondSquaredPerUnit = 100.0

    override func hasPendingMotion(in world: DynamicWorld) -> Bool {
        active && mode == .instantaneous && pushDirection != .zero
    }

    override func applyForces(in world: DynamicWorld, step: Double) {
        guard active else { return }
        let duration = mode == .continuous ? step : 1
        let impulse = (PushBehavior.pointsPerSecondSquaredPerUnit * duration) * pushDirection
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.applyImpulse(impulse, at: Vector(targetOffsetFromCenter(for: item)).rotated(by: body.angle))
        }
        if mode == .instantaneous { active = false }
    }
}
