/// Keeps a point of an item at a distance from an anchor or from a point of another item
/// (UIAttachmentBehavior): a rigid rod while `frequency` is 0 (the default), a damped spring
/// otherwise. Offsets are from the item's centre, in its own unrotated frame.
public final class AttachmentBehavior: DynamicBehavior {
    /// What the item is attached to (UIAttachmentBehavior.AttachmentType).
    public enum AttachmentType: Sendable {
        /// Another item.
        case items
        /// A fixed point.
        case anchor
    }

    /// The attached item, then the item it is attached to, if any.
    public let items: [DynamicItem]
    /// Whether the attachment goes to an anchor or to another item.
    public let attachedBehaviorType: AttachmentType
    /// The fixed point (reference coordinates) of an attachment to an anchor.
    public var anchorPoint: Point { didSet { dynamicAnimator?.wake() } }
    /// The distance kept between the attached points; at first, their distance when made.
    public var length: Double { didSet { dynamicAnimator?.wake() } }
    /// The spring's natural frequency in hertz; 0, the default, is a rigid attachment.
    public var frequency = 0.0 { didSet { dynamicAnimator?.wake() } }
    /// The spring's damping ratio (1 is critical damping); 0 by default.
    public var damping = 0.0 { didSet { dynamicAnimator?.wake() } }

    private let offsets: [Vector]

    /// Attaches `item`'s point at `offset` from its centre to `anchor`.
    public init(item: DynamicItem, offsetFromCenter offset: Offset = .zero, attachedToAnchor anchor: Point) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = anchor
        let offset = Vector(offset)
        offsets = [offset]
        let attached = Vector(item.center) + offset.rotated(by: DynamicBody.angle(of: item.transform))
        length = (Vector(anchor) - attached).length
    }

    /// Attaches `item1`'s point at `offset1` to `item2`'s point at `offset2`.
    public init(item item1: DynamicItem, offsetFromCenter offset1: Offset = .zero,
                attachedTo item2: DynamicItem, offsetFromCenter offset2: Offset = .zero) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        let (offset1, offset2) = (Vector(offset1), Vector(offset2))
        offsets = [offset1, offset2]
        let first = Vector(item1.center) + offset1.rotated(by: DynamicBody.angle(of: item1.transform))
        let second = Vector(item2.center) + offset2.rotated(by: DynamicBody.angle(of: item2.transform))
        length = (second - first).length
    }

    override var dynamicItems: [DynamicItem] { items }

    override func constraints(in world: DynamicWorld, step: Double) -> [DynamicConstraint] {
        guard let first = world.body(for: items[0]) else { return [] }
        let second = items.count > 1 ? world.body(for: items[1]) : nil
        if items.count > 1, second == nil { return [] }
        return [DistanceConstraint(first: first, firstOffset: offsets[0], second: second,
                                   secondOffset: second == nil ? Vector(anchorPoint) : offsets[1],
                                   length: max(length, 0), frequency: max(frequency, 0),
                                   dampingRatio: max(damping, 0), step: step)]
    }
}
