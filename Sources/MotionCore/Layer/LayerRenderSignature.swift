/// What a layer subtree draws, captured as values: two subtrees with equal signatures render the
/// same pixels in their own coordinates. A renderer keeps a `shouldRasterize` bitmap while its
/// layer's signature stays equal, as Core Animation keeps it until something in the subtree
/// changes. Every property in a layer's storage is part of it — built-in, a kind's and custom
/// ones — with the recorded drawing (compared command by command), the mask's and the sublayers', so no
/// property can be forgotten; the root's properties declared as `PropertyEffects.placement`
/// (position, anchor point, transform, z position, opacity) are left out, as they only move or
/// fade the bitmap. Whether the root is laid out in a flipped geometry (`isGeometryFlipped` on an
/// odd number of its superlayers) is part of it, as that turns the subtree's drawing over.
package struct LayerRenderSignature: Hashable {
    private let kind: ObjectIdentifier
    private let values: [AnyHashable]
    private let tint: Color?
    private let drawing: DisplayList?
    private let sublayers: [LayerRenderSignature]
    private let mask: [LayerRenderSignature]
    /// Whether the root's superlayers flip its geometry (false below the root: the values say).
    private var laidOutFlipped = false

    /// The signature of `layer`'s subtree; nil when what it draws cannot be captured: a value
    /// that is not `Hashable`, drawing code not recorded into a display list, a running
    /// transition, a video (its frame changes with the clip's time), or a backdrop (a
    /// `VisualEffectLayer` that `readsBackdrop`: its pixels are what lies behind the subtree).
    package init?(_ layer: Layer) {
        self.init(layer, excluding: Set(layer.storage.schema.slots(affecting: .placement)))
        var superlayer = layer.superlayer
        while let each = superlayer {
            if each.isGeometryFlipped { laidOutFlipped.toggle() }
            superlayer = each.superlayer
        }
    }

    private init?(_ layer: Layer, excluding excluded: Set<Int>) {
        guard !(layer is VideoLayer), (layer as? VisualEffectLayer)?.readsBackdrop != true, layer.activeTransition == nil,
              layer.displayList != nil || !layer.mayDrawCustomContent,
              let values = layer.storage.hashableValues(excluding: excluded) else { return nil }
        var sublayers: [LayerRenderSignature] = []
        sublayers.reserveCapacity(layer.sublayers.count)
        for sublayer in layer.sublayers {
            guard let signature = LayerRenderSignature(sublayer, excluding: []) else { return nil }
            sublayers.append(signature)
        }
        if let maskLayer = layer.mask {
            guard let signature = LayerRenderSignature(maskLayer, excluding: []) else { return nil }
            mask = [signature]
        } else {
            mask = []
        }
        kind = ObjectIdentifier(type(of: layer))
        self.values = values
        tint = (layer as? TintedLayer)?.tint
        drawing = layer.displayList
        self.sublayers = sublayers
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.kind == rhs.kind, lhs.tint == rhs.tint, lhs.values == rhs.values, lhs.sublayers == rhs.sublayers,
              lhs.mask == rhs.mask, lhs.laidOutFlipped == rhs.laidOutFlipped else { return false }
        switch (lhs.drawing, rhs.drawing) {
        case (nil, nil): return true
        case let (left?, right?): return left.drawsSame(as: right)
        default: return false
        }
    }

    /// Hashes the kinds and counts; equality compares the rest.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(values.count)
        hasher.combine(sublayers.count)
    }
}
