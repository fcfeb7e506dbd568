import Synchronization

/// One change of a model layer — a write of a stored value, a change of its sublayers or mask,
/// the layer's making — numbered process-wide and stamped with the virtual time it happened at.
/// The newest number in a subtree changes whenever anything in it does, and no two changes share
/// one; the time says whether the subtree changed in the frame being drawn (`StillSubtree`).
package struct LayerChange: Hashable {
    private static let counter = Atomic<UInt64>(0)

    /// The change's number, larger than every earlier change's.
    package let revision: UInt64
    /// The current timeline's time when it happened; −∞ off any timeline (a tree built or
    /// changed by code that does not play it).
    package let time: Double

    /// A change happening now.
    static func now() -> LayerChange {
        LayerChange(revision: counter.add(1, ordering: .relaxed).newValue, time: Timeline.current?.time ?? -.infinity)
    }

    private init(revision: UInt64, time: Double) {
        self.revision = revision
        self.time = time
    }
}
