/// A copy of a layer tree that never changes: what a snapshot view shows
/// (`View.snapshotView(afterScreenUpdates:)`).
///
/// Every layer is copied as a model layer of its own class (through `init(layer:)`, so a
/// subclass's stored properties come along) holding the values the source reads now, cut from
/// the source's model: no animations, no delegate but a `FrozenDrawing` of what the source's
/// delegate drew (a view's `draw(_:)`). The copies' own drawing (text, shapes, gradients,
/// `contents`) comes from those values, so the picture is the source's at the moment of the copy.
struct FrozenLayerTree {
    /// The copy of the source's root, to hang in the snapshot view's layer.
    let root: Layer
    /// The delegates replaying the sources' drawings; the copies hold their delegates weakly,
    /// so whoever shows the copy keeps these.
    let drawings: [FrozenDrawing]

    /// A frozen copy of `source` and its subtree (mask included), with the root placed at
    /// `position` without its transform.
    init(copying source: Layer, rootPosition position: Point) {
        var drawings: [FrozenDrawing] = []
        root = Self.frozenCopy(of: source, drawings: &drawings) { copy in
            copy.position = position
            copy.transform = .identity
            copy.zPosition = 0
        }
        self.drawings = drawings
    }

    /// The frozen copy of `source`'s subtree; `adjust` changes the copy of `source` itself
    /// while it still takes values without running actions.
    private static func frozenCopy(of source: Layer, drawings: inout [FrozenDrawing],
                             adjust: (Layer) -> Void = { _ in }) -> Layer {
        let copy = type(of: source).init(layer: source)
        copy.storage = PropertyStorage(holding: copy.storage)
        adjust(copy)
        if source.isPresentation { settleGeneratedSublayers(of: copy) }
        copy.isPresentation = false
        copy.modelLayer = nil
        let drawing = FrozenDrawing(recordingDelegateOf: source)
        copy.delegate = drawing
        if let drawing { drawings.append(drawing) }
        copy.mask = source.mask.map { frozenCopy(of: $0, drawings: &drawings) }
        let children = source.sublayers.map { frozenCopy(of: $0, drawings: &drawings) }
        copy.sublayers = children
        for child in children { child.superlayer = copy }
        return copy
    }

    /// A presentation copy's sublayers already hold what its kind generates (a replicator's
    /// instances, an emitter's particles): the frozen copy shows them once and generates no more.
    private static func settleGeneratedSublayers(of copy: Layer) {
        if let replicator = copy as? ReplicatorLayer {
            replicator.instanceCount = 1
            replicator.instanceTransform = .identity
            replicator.instanceColor = .white
            replicator.instanceDelay = 0
            replicator.instanceRedOffset = 0
            replicator.instanceGreenOffset = 0
            replicator.instanceBlueOffset = 0
            replicator.instanceAlphaOffset = 0
        }
        if let emitter = copy as? EmitterLayer { emitter.birthRate = 0 }
    }
}
