/// Moves an item to a point with a spring-like motion that settles there (UISnapBehavior).
public final class SnapBehavior: DynamicBehavior {
    /// The item snapped.
    public let item: DynamicItem
    /// Where the item's centre settles, in reference coordinates.
    public var snapPoint: Point { didSet { dynamicAnimator?.wake() } }
    /// The oscillation as the item settles, from 0 (the most) to 1 (the least, none); 0.5 by
    /// default. It is the spring's damping ratio, so 1 settles without overshooting.
    public var damping = 0.5 { didSet { dynamicAnimator?.wake() } }

    /// Snaps `item` to `point` (UISnapBehavior(item:snapTo:)).
    public init(item: DynamicItem, snapTo point: Point) {
        self.item = item
        snapPoint = point
    }

    /// How close to the point the item must be before the snap counts as settled, in points.
    static let settledDistance = 0.001

    override var dynamicItems: [DynamicItem] { [item] }

    override func hasPendingMotion(in world: DynamicWorld) -> Bool {
        guard let body = world.body(for: item) else { return false }
        return (body.position - Vector(snapPoint)).length > SnapBehavior.settledDistance
    }

    override func constraints(in world: DynamicWorld, step: Double) -> [DynamicConstraint] {
        guard let body = world.body(for: item) else { return [] }
        return [SnapConstraint(body: body, target: Vector(snapPoint), dampingRatio: min(max(damping, 0), 1), step: step)]
    }
}
