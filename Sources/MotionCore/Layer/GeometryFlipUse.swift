import Synchronization

/// Whether any layer in the process has held `isGeometryFlipped = true` (set, styled or
/// animated). Until one has, no layer's geometry is flipped, and a renderer need not walk every
/// layer's superlayers to learn it (`LayerGeometry.hasFlippedGeometry`, asked for each layer
/// drawn: a few per cent of a Lottie render). It never goes back to false, so it can only skip
/// a walk whose answer is known, never change a frame.
package enum GeometryFlipUse {
    private static let used = Atomic<Bool>(false)

    /// False while no layer has been flipped: every geometry is then unflipped.
    package static var mayBeFlipped: Bool { used.load(ordering: .relaxed) }

    /// Notes a value written into a layer's `geometryFlipped` slot.
    static func note(_ value: Any) {
        if value as? Bool == true, !mayBeFlipped { used.store(true, ordering: .relaxed) }
    }
}
