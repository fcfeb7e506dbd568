/// The sublayer tree (CALayer's hierarchy API).
extension Layer {
    /// Appends `layer` on top of the other sublayers, removing it from its old parent first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` (clamped to the valid range). As in Core Animation, the change
    /// runs this layer's action for `"sublayers"`, and the inserted layer's action for
    /// `"onOrderIn"` when it joins a visible tree (one a stage shows).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
        storage.noteChange()
        layer.superlayer = self
        Timeline.current?.invalidateSchedule()
        runAction(forEvent: "sublayers")
        if isInVisibleTree { layer.runAction(forEvent: "onOrderIn") }
    }

    /// Inserts `layer` just below `sibling` (or at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: sibling.flatMap { s in sublayers.firstIndex { $0 === s } } ?? 0)
    }

    /// Inserts `layer` just above `sibling` (or on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayers.firstIndex { $0 === s } }.map { $0 + 1 }
        insertSublayer(layer, at: index ?? sublayers.count)
    }

    /// Replaces `old` with `new` in place.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let index = sublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: index)
    }

    /// Detaches the layer from its superlayer, running the superlayer's `"sublayers"` action and,
    /// when it leaves a visible tree, this layer's `"onOrderOut"` action.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        let wasVisible = parent.isInVisibleTree
        parent.sublayers.removeAll { $0 === self }
        parent.storage.noteChange()
        superlayer = nil
        parent.runAction(forEvent: "sublayers")
        if wasVisible { runAction(forEvent: "onOrderOut") }
    }

    /// Whether the layer's root is the root of a tree a stage shows (`isVisibleRoot`).
    var isInVisibleTree: Bool {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root.isVisibleRoot
    }

    /// The first layer named `name` in this subtree (depth first, self included).
    public func sublayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for sublayer in sublayers {
            if let found = sublayer.sublayer(named: name) { return found }
        }
        return nil
    }

    /// Every layer of the subtree, depth first, self first, then its `mask`'s tree and its sublayers'.
    /// One array, filled in one walk (the stage asks for it every frame).
    public var allLayers: [Layer] {
        var layers: [Layer] = []
        appendSubtree(to: &layers)
        return layers
    }

    private func appendSubtree(to layers: inout [Layer]) {
        layers.append(self)
        mask?.appendSubtree(to: &layers)
        for sublayer in sublayers { sublayer.appendSubtree(to: &layers) }
    }
}

extension Layer {
    /// Puts `layer` on top of this presentation tree's sublayers for this frame only: what a
    /// stage draws above the scene (touch indicators, captions). Nothing models it, so recycling
    /// the tree for a later frame drops it (`SiblingCopies.recycle` keeps one copy per model sublayer).
    package func addOverlay(_ layer: Layer) {
        precondition(isPresentation && layer.superlayer == nil, "an overlay is a parentless layer on a presentation tree")
        sublayers.append(layer)
        layer.superlayer = self
    }
}

extension Layer {
    /// Makes `layers` the sublayers, in that order: the current ones not among them are removed
    /// (each running its actions as `removeFromSuperlayer()` does), and each of `layers` is taken
    /// from its current parent — what setting CALayer's `sublayers` does.
    public func replaceSublayers(with layers: [Layer]) {
        for old in sublayers where !layers.contains(where: { $0 === old }) { old.removeFromSuperlayer() }
        for (index, layer) in layers.enumerated() where layer !== self {
            if layer.superlayer === self, sublayers.indices.contains(index), sublayers[index] === layer { continue }
            insertSublayer(layer, at: index)
        }
    }

    /// The sublayers array, for modules where an optional `sublayers` (iOS's typing) hides it.
    package var sublayerArray: [Layer] { sublayers }
}
