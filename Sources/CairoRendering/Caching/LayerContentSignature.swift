import MotionCore

/// Everything a layer's own content depends on: the built-in properties declared as changing it
/// (`PropertyEffects.ownContent`: the `contents` picture and how it is placed, the bounds that clip
/// it, `masksToBounds`), those shaping the rounded clip while `masksToBounds` is set
/// (`.contentClip`), and the recorded drawing. Position, transform, opacity, background, border,
/// shadow and sublayers are not part of it: they are drawn around the backing store, as Core
/// Animation composites a layer's backing store without redrawing it when only they change.
struct LayerContentSignature: Hashable {
    /// The declared properties' values; nil when one is not `Hashable` (never equal then).
    let values: [AnyHashable]?
    let drawing: DisplayList?

    init(_ layer: Layer, drawsCustomContent: Bool) {
        var values = layer.builtInValues(affecting: .ownContent)
        if layer.masksToBounds, let clip = layer.builtInValues(affecting: .contentClip) {
            values?.append(contentsOf: clip)
        }
        self.values = values
        drawing = drawsCustomContent ? layer.displayList : nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard let left = lhs.values, let right = rhs.values, left == right else { return false }
        switch (lhs.drawing, rhs.drawing) {
        case (nil, nil): return true
        case let (left?, right?): return left.drawsSame(as: right)
        default: return false
        }
    }

    /// Hashes the cheap parts (the first value — the bounds — and the counts); equality compares the rest.
    func hash(into hasher: inout Hasher) {
        hasher.combine(values?.count)
        hasher.combine(values?.first)
        hasher.combine(drawing?.commandCount)
    }
}
