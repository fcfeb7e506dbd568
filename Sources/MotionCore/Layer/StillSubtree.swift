/// A presentation subtree that draws exactly what its model subtree stores and that did not
/// change in the frame it shows: no animation wrote into any of its layers, no change of its
/// model happened at the frame's time (a display link or script moving something every frame
/// changes it at each frame's time), none of its layers shows a transition, blends with what
/// lies below it or draws through a delegate, and each is of a kind whose drawing is a function
/// of its stored values alone (a plain layer, a shape, a gradient, a text layer; not video,
/// particles, replicated instances, backdrops, time remapping or a subclass's own drawing code).
/// Such a subtree looks the same in every frame until its model changes, and every change has a
/// new `LayerChange` number: equal revisions mean equal pixels in the subtree's own space, so a
/// renderer may keep the subtree drawn (`StillSubtreeKey` in CairoRendering).
///
/// Whether a subtree is still depends only on the frame's own tree and time, so choosing to keep
/// it drawn never makes a frame depend on the frames drawn before it.
package struct StillSubtree: Hashable {
    /// The newest change in the subtree (masks included), the root's counted without where it
    /// goes (`PropertyStorage.lastDrawingChange`): moving, turning or fading the whole subtree
    /// leaves its picture as it was.
    package let revision: UInt64
    /// The root's own last drawing change: a subtree and one of its sublayers' can share the newest.
    package let rootRevision: UInt64
    /// The layers in it, masks included.
    package let layerCount: Int
    /// Its shape and gradient layers: what a store of the subtree saves drawing again.
    package let pathCount: Int

    /// The kinds whose drawing reads nothing but their stored values (exactly these classes:
    /// a subclass may draw what it likes).
    private static let kindsDrawingStoredValues: Set<ObjectIdentifier> = [
        ObjectIdentifier(Layer.self), ObjectIdentifier(ShapeLayer.self), ObjectIdentifier(GradientLayer.self),
        ObjectIdentifier(TextLayer.self),
    ]

    /// The still subtree of `layer`, a copy in a presentation tree showing global time `time`
    /// (its root's `presentedAt`); nil when it is not still.
    package init?(_ layer: Layer, shownAt time: Double) {
        var tally = Tally(time: time)
        guard tally.add(layer, isRoot: true) else { return nil }
        revision = tally.newest
        rootRevision = layer.storage.lastDrawingChange.revision
        layerCount = tally.layers
        pathCount = tally.paths
    }

    private struct Tally {
        let time: Double
        var newest: UInt64 = 0
        var layers = 0
        var paths = 0

        /// Adds `layer`'s subtree; false as soon as a layer in it is not still.
        mutating func add(_ layer: Layer, isRoot: Bool = false) -> Bool {
            let change = isRoot ? layer.storage.lastDrawingChange : layer.storage.lastChange
            guard layer.isPresentation, change.time < time, !layer.storage.hasOverrides, layer.activeTransition == nil,
                  layer.delegate == nil, StillSubtree.kindsDrawingStoredValues.contains(ObjectIdentifier(type(of: layer))),
                  layer.blendMode == nil
            else { return false }
            newest = max(newest, change.revision)
            layers += 1
            if layer is ShapeLayer || layer is GradientLayer { paths += 1 }
            if let mask = layer.mask, !add(mask) { return false }
            for sublayer in layer.sublayers where !add(sublayer) { return false }
            return true
        }
    }
}
