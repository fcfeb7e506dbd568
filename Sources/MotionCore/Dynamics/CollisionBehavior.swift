import Foundation

/// Makes its items collide with each other and with boundaries (UICollisionBehavior): the
/// reference view's bounds (`translatesReferenceBoundsIntoBoundary`), and segments and path
/// outlines added by identifier. Items are boxes of their bounds, turned by their rotation; a collision returns
/// the items' elasticity of the approach speed and slides with their friction.
public final class CollisionBehavior: ItemListBehavior {
    /// What the items collide with: each other, the boundaries, or both (the default).
    public var collisionMode = CollisionMode.everything { didSet { dynamicAnimator?.wake() } }
    /// Whether the reference view's bounds (inset by `referenceBoundsInsets`) are a boundary.
    public var translatesReferenceBoundsIntoBoundary = false { didSet { dynamicAnimator?.wake() } }
    /// Hears contacts begin and end.
    public weak var collisionDelegate: CollisionBehaviorDelegate?

    /// How far inside the reference bounds their boundary lies.
    private var referenceBoundsInsets = EdgeInsets.zero
    /// The boundaries added by identifier, in the order they were added.
    private var namedBoundaries: [CollisionBoundary] = []
    /// The pairs touching at the last step, in the order they were found.
    private var touching: [ContactPair] = []
    /// The pairs near each other at this step, with their contacts.
    private var pairsThisStep: [(pair: ContactPair, contacts: [Contact])] = []
    /// The impulses each contact ended the last step with.
    private var lastImpulses: [ContactFeature: (normal: Double, tangent: Double)] = [:]

    /// Collisions of `items`.
    public override init(items: [DynamicItem] = []) {
        super.init(items: items)
    }

    /// The identifiers of the boundaries added with `addBoundary`, in order.
    public var boundaryIdentifiers: [any NSCopying]? {
        namedBoundaries.isEmpty ? nil : namedBoundaries.compactMap(\.identifier)
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds the segment from `start` to `end` (reference coordinates) as a boundary named `identifier`.
    public func addBoundary(withIdentifier identifier: any NSCopying, from start: Point, to end: Point) {
        add(CollisionBoundary(identifier: identifier, from: start, to: end))
    }

    /// Adds the outline of `path` (reference coordinates; curves followed within a quarter
    /// point) as a boundary named `identifier`.
    public func addBoundary(withIdentifier identifier: any NSCopying, for path: Path) {
        add(CollisionBoundary(identifier: identifier, path: path))
    }

    /// Adds `boundary`, replacing one of the same name.
    private func add(_ boundary: CollisionBoundary) {
        if let identifier = boundary.identifier { namedBoundaries.removeAll { $0.isNamed(identifier) } }
        namedBoundaries.append(boundary)
        dynamicAnimator?.wake()
    }

    /// Removes the boundary named `identifier`.
    public func removeBoundary(withIdentifier identifier: any NSCopying) {
        namedBoundaries.removeAll { $0.isNamed(identifier) }
        dynamicAnimator?.wake()
    }

    /// Removes every boundary added by identifier.
    public func removeAllBoundaries() {
        namedBoundaries.removeAll()
        dynamicAnimator?.wake()
    }

    /// The reference bounds' four edges, when they are a boundary.
    private var referenceBoundary: CollisionBoundary? {
        guard translatesReferenceBoundsIntoBoundary, let view = dynamicAnimator?.referenceView else { return nil }
        let bounds = view.bounds, insets = referenceBoundsInsets
        return CollisionBoundary(edgesOf: Rect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                                               width: bounds.width - insets.left - insets.right,
                                               height: bounds.height - insets.top - insets.bottom))
    }

    /// The contacts among the items and with the boundaries, as the mode asks, ready to solve.
    override func constraints(in world: DynamicWorld, step: Double) -> [DynamicConstraint] {
        let bodies = items.compactMap { world.body(for: $0) }
        pairsThisStep.removeAll(keepingCapacity: true)
        if collisionMode.contains(.boundaries) {
            let boundaries = [referenceBoundary].compactMap { $0 }.map { (key: -1, boundary: $0) }
                + namedBoundaries.enumerated().map { (key: $0.offset, boundary: $0.element) }
            for body in bodies {
                for (key, boundary) in boundaries {
                    let found = boundary.segments.flatMap {
                        ContactFinder.contacts(of: body, withSegmentFrom: $0.start, to: $0.end, step: step)
                    }
                    guard !found.isEmpty else { continue }
                    pairsThisStep.append((ContactPair(first: body.item, boundary: boundary.identifier, boundaryKey: key), found))
                }
            }
        }
        if collisionMode.contains(.items) {
            for (index, first) in bodies.enumerated() {
                for second in bodies[(index + 1)...] {
                    let found = ContactFinder.contacts(between: first, and: second, step: step)
                    guard !found.isEmpty else { continue }
                    pairsThisStep.append((ContactPair(first: first.item, second: second.item), found))
                }
            }
        }
        let contacts = pairsThisStep.flatMap(\.contacts)
        contacts.forEach { $0.prepare(step: step) }
        for contact in contacts {
            guard let last = lastImpulses[ContactFeature(contact)] else { continue }
            contact.warmStart(normal: last.normal, tangent: last.tangent)
        }
        return contacts
    }

    /// Tells the delegate which contacts ended and began at this step, in a fixed order: a
    /// pair touches while its contacts push or the two still meet.
    override func finishStep(in world: DynamicWorld) {
        lastImpulses.removeAll(keepingCapacity: true)
        for contact in pairsThisStep.flatMap(\.contacts) where contact.normalImpulse > 0 {
            lastImpulses[ContactFeature(contact)] = (contact.normalImpulse, contact.tangentImpulse)
        }
        var nowTouching: [(pair: ContactPair, point: Point)] = []
        for (pair, contacts) in pairsThisStep {
            guard let pushing = contacts.first(where: { $0.normalImpulse > 0 || $0.separation <= Contact.allowedOverlap }) else { continue }
            nowTouching.append((pair, pushing.worldPoint.point))
        }
        let touchingBefore = touching
        touching = nowTouching.map(\.pair)
        guard let delegate = collisionDelegate else { return }
        for pair in touchingBefore where !touching.contains(pair) {
            if let second = pair.second {
                delegate.collisionBehavior(self, endedContactFor: pair.first, with: second)
            } else {
                delegate.collisionBehavior(self, endedContactFor: pair.first, withBoundaryIdentifier: pair.boundary)
            }
        }
        for (pair, point) in nowTouching where !touchingBefore.contains(pair) {
            if let second = pair.second {
                delegate.collisionBehavior(self, beganContactFor: pair.first, with: second, at: point)
            } else {
                delegate.collisionBehavior(self, beganContactFor: pair.first, withBoundaryIdentifier: pair.boundary, at: point)
            }
        }
    }
}
