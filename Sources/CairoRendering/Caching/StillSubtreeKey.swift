import MotionCore

/// What a still subtree's store looks like, to the last bit: the subtree (its revisions, see
/// `StillSubtree`), whether it is laid out in a flipped geometry, the device transform's linear
/// part, the sub-pixel phase of its translation and the device-pixel box drawn (relative to the
/// translation's whole pixels) — as a backing store's key (`BackingStoreKey`), for a whole subtree.
struct StillSubtreeKey: Hashable {
    let subtree: StillSubtree
    let laidOutFlipped: Bool
    /// The device transform's a, b, c, d.
    let linear: [Double]
    /// The translation's fractional parts, in [0, 1).
    let phase: Point
    /// The device pixels drawn, relative to the translation's whole pixels.
    let box: PixelBox
}
