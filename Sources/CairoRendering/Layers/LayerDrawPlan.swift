import MotionCore

/// How one layer is drawn, decided once from the layer and the traits of the target it is drawn
/// into (`TargetTraits`), before anything is drawn — the way a raster pipeline picks its fast
/// paths once per draw. Every walker of the tree reads it: the drawing itself, the covering
/// backdrop (`LayerRenderer.coveringBackdrop`) and a shadow's sole store; none restates which
/// layers qualify for which path. What only the device transform settles — the pixel boxes, an
/// ancestor's antialiased clip — is checked where the pixels are placed
/// (`LayerRenderer.backingStore(of:in:)`), and a declined path says why (`FastPathDecline`).
struct LayerDrawPlan {
    let layer: Layer
    let parts: LayerParts
    /// The layer's opacity, in (0, 1].
    let opacity: Double
    let placement: Placement
    /// A tinted layer's colour (a replicator instance's, a particle's): the rest is drawn off
    /// screen and multiplied by it.
    let tint: InstanceTint?
    /// Whether the layer is added to what lies below (CAIRO_OPERATOR_ADD) instead of drawn over
    /// it: an emitter's particles in the `.additive` render mode.
    let isAdditive: Bool
    /// The blend mode the layer's whole drawing (shadow and subtree included, as one group) is
    /// composited with onto what lies behind it (`Layer.compositingFilter`); nil: drawn over it.
    let blendMode: BlendMode?
    let compositing: Compositing
    /// The layer's shadow and where its shape comes from; nil when it casts none.
    let shadow: ShadowShape?
    /// The running transition the body is drawn through, if any.
    let transition: TransitionState?
    /// The layer whose alpha masks everything this one draws (`Layer.mask`), if any.
    let mask: Layer?
    /// The mask as a clip, when it only fills a path and the body paints once (`PathMaskClip`).
    let maskClip: PathMaskClip?
    let content: ContentRoute
    /// Why `shouldRasterize` is not honoured, when it is not.
    let rasterizationDecline: FastPathDecline?
    /// The covering backdrop, when it lies down this layer's first sublayer (`LayerRenderer.coveringBackdrop`).
    let backdropBelow: Layer?
    /// The layer's whole drawing — shadow, mask and subtree — is still and draws enough paths to
    /// be kept as one store (`LayerRenderer.drawStillSubtree`), composited at the opacity.
    let stillSubtree: StillSubtree?

    /// The fewest shape and gradient layers a still subtree draws before it is kept as one
    /// store: below that, drawing them costs about what compositing the store does.
    static let stillSubtreeMinimumPaths = 4

    /// The layer's bounds space to its superlayer's plane.
    var map: Homography {
        switch placement {
        case .affine(let affine): Homography(affine)
        case .projected(let map): map
        }
    }

    /// How the layer's bounds space maps to its superlayer's.
    enum Placement {
        case affine(AffineTransform)
        /// With perspective: drawn flat off screen and warped (`LayerRenderer.drawProjected`).
        case projected(Homography)
    }

    /// How the layer's drawing meets what lies below it.
    enum Compositing {
        /// Its subtree, shadow included, drawn into a bitmap of `size` pixels covering `region`
        /// at `scale`, kept while the subtree is unchanged (`shouldRasterize`).
        case rasterized(scale: Double, region: Rect, size: (width: Int, height: Int))
        /// Its subtree, shadow included, drawn into a bitmap in its own space at the device's
        /// resolution and blurred by `standardDeviation` points that way (a `BlurLayer`), at the opacity.
        case blurred(standardDeviation: Double, direction: BlurLayer.Direction)
        /// Its subtree composited as one group at the opacity.
        case opacityGroup
        /// Its parts drawn one by one at the opacity: there is a single plain thing to draw.
        case direct
    }

    /// Where a shadow's shape comes from.
    indirect enum ShadowShape {
        /// `shadowPath`.
        case path(Path)
        /// The body is the layer's own backing store and nothing else: the shadow takes its
        /// shape from the store, which is composited directly (no group).
        case ownStore
        /// The body is nothing but `sublayer`'s own backing store (UIKit's rounded picture with a
        /// shadow: the shadow on a container, the corner clip on the image inside).
        case sublayerStore(LayerDrawPlan)
        /// The body, drawn into a group.
        case body
    }

    /// How the layer's own content (`contents`, video, recorded drawing) reaches the target.
    enum ContentRoute: Equatable {
        /// The layer draws nothing of its own.
        case none
        /// Through its backing store, kept across frames (`LayerRenderer+BackingStore`).
        case backingStore
        /// Already on the canvas: the covering backdrop, copied in before the tree was drawn.
        case onCanvas
        /// Drawn directly, for the given reason.
        case direct(FastPathDecline)
    }

    /// The plan for `layer` drawn under its superlayer's `parentSublayerTransform` into a target
    /// of `traits`; nil when nothing of it can show (hidden, transparent, or placed by a
    /// non-finite transform). `backdrop` is the covering backdrop, when it lies down this branch.
    init?(_ layer: Layer, parentSublayerTransform: Transform3D?, traits: TargetTraits, backdrop: Layer? = nil) {
        let opacity = layer.opacity.isNaN ? 1 : min(max(layer.opacity, 0), 1)
        guard !layer.isHidden, opacity > 0 else { return nil }
        let map = LayerGeometry.toSuperlayer(layer, parentSublayerTransform: parentSublayerTransform)
        guard map.isFinite else { return nil }
        self.layer = layer
        self.opacity = opacity
        placement = map.affine.map { .affine($0) } ?? .projected(map)
        tint = (layer as? TintedLayer).flatMap { InstanceTint($0.tint) }
        isAdditive = (layer as? ParticleLayer)?.isAdditive == true
        blendMode = layer.blendMode
        // A projected or tinted layer is drawn into a new off-screen surface.
        let outer = tint == nil && map.affine != nil ? traits : .offscreen
        parts = LayerParts(layer)
        (compositing, rasterizationDecline) = Self.compositing(of: layer, parts: parts, opacity: opacity, traits: outer)
        let bodyTraits: TargetTraits
        switch compositing {
        case .rasterized, .blurred: bodyTraits = .offscreen
        case .opacityGroup: bodyTraits = outer
        case .direct: bodyTraits = outer.fading(by: opacity)
        }
        content = backdrop === layer ? .onCanvas : Self.contentRoute(of: layer, parts: parts, traits: bodyTraits)
        transition = layer.activeTransition
        mask = layer.mask
        maskClip = layer.mask.flatMap { [parts] in PathMaskClip($0, masking: layer, parts: parts) }
        shadow = Self.shadowShape(of: layer, parts: parts, content: content, transition: transition, traits: bodyTraits)
        backdropBelow = backdrop === layer ? nil : backdrop
        stillSubtree = Self.stillSubtree(of: layer, compositing: compositing, traits: outer, backdrop: backdrop)
    }

    /// The plan for one appearance of a layer during a transition (its background, content and
    /// border, drawn at full opacity), into a target of `traits`.
    init(appearanceOf layer: Layer, traits: TargetTraits) {
        self.layer = layer
        parts = LayerParts(layer)
        opacity = 1
        placement = .affine(.identity)
        tint = nil
        isAdditive = false
        blendMode = nil
        compositing = .direct
        rasterizationDecline = nil
        shadow = nil
        transition = nil
        mask = nil
        maskClip = nil
        content = Self.contentRoute(of: layer, parts: parts, traits: traits)
        backdropBelow = nil
        stillSubtree = nil
    }

    /// Blurred for a `BlurLayer` that blurs, else rasterized when asked and possible (else why
    /// not), else a group when the opacity needs one, else direct.
    private static func compositing(of layer: Layer, parts: LayerParts, opacity: Double,
                                    traits: TargetTraits) -> (Compositing, FastPathDecline?) {
        var decline: FastPathDecline?
        if let blurred = layer as? BlurLayer, blurred.blurs {
            return (.blurred(standardDeviation: blurred.standardDeviation, direction: blurred.direction), nil)
        }
        if layer.shouldRasterize {
            let scale = layer.rasterizationScale
            let region = LayerRenderer.drawingRegion(of: layer)
            if !traits.isRaster {
                decline = .vectorTarget
            } else if scale.isFinite, scale > 0, scale <= 8,
                      let size = try? CanvasLimits.validate(width: (region.width * scale).rounded(.up),
                                                            height: (region.height * scale).rounded(.up)) {
                return (.rasterized(scale: scale, region: region, size: size), nil)
            } else {
                decline = .rasterizationSize
            }
        }
        return (opacity < 1 && parts.needsGroupForOpacity ? .opacityGroup : .direct, decline)
    }

    /// The layer's still subtree, when it is to be kept as one store: drawn into a full-colour
    /// raster target at full alpha (a faded or alpha-only target rounds differently), not inside
    /// another store, placed without a tint or a perspective, composited plainly or as an
    /// opacity group (which the store is), with no covering backdrop down its branch.
    private static func stillSubtree(of layer: Layer, compositing: Compositing, traits: TargetTraits,
                                     backdrop: Layer?) -> StillSubtree? {
        guard let time = traits.stillSubtreeTime, traits.isRaster, !traits.isAlphaOnly, traits.alpha == 1, backdrop == nil,
              !layer.sublayers.isEmpty else { return nil }
        switch compositing {
        case .direct, .opacityGroup: break
        case .rasterized, .blurred: return nil
        }
        guard let still = StillSubtree(layer, shownAt: time), still.pathCount >= stillSubtreeMinimumPaths else { return nil }
        return still
    }

    /// Where the shadow's shape comes from; nil when the layer casts no shadow.
    private static func shadowShape(of layer: Layer, parts: LayerParts, content: ContentRoute, transition: TransitionState?,
                                    traits: TargetTraits) -> ShadowShape? {
        guard parts.hasShadow, layer.shadowColor != nil else { return nil }
        if let path = layer.shadowPath { return .path(path) }
        return transition == nil ? soleStore(of: layer, parts: parts, content: content, traits: traits) : .body
    }

    /// The route of the layer's own content into a target of `traits`.
    private static func contentRoute(of layer: Layer, parts: LayerParts, traits: TargetTraits) -> ContentRoute {
        guard layer.contents != nil || parts.mayDrawCustomContent || layer is VideoLayer else { return .none }
        if !traits.isRaster { return .direct(.vectorTarget) }
        if layer is VideoLayer { return .direct(.video) }
        if layer is ShapeLayer { return .direct(.shapeLayer) }
        if traits.isAlphaOnly { return .direct(.alphaOnlyTarget) }
        if traits.alpha != 1 { return .direct(.fadedTarget) }
        // Drawing not recorded (a tree not made by a stage) is code: what it draws is unknown until it runs.
        if parts.mayDrawCustomContent, layer.displayList == nil { return .direct(.unrecordedDrawing) }
        return .backingStore
    }

    /// Where the shadow's shape comes from when the body may be a sole backing store: the layer's
    /// own, or its only sublayer's, when that is all the body draws.
    private static func soleStore(of layer: Layer, parts: LayerParts, content: ContentRoute, traits: TargetTraits) -> ShadowShape {
        if parts.sublayers.isEmpty {
            return drawsOnlyItsStore(layer, parts: parts, content: content) ? .ownStore : .body
        }
        guard parts.plainPartCount == 0, !parts.mayDrawCustomContent, parts.sublayers.count == 1, let sublayer = parts.sublayers.first,
              let inner = LayerDrawPlan(sublayer, parentSublayerTransform: LayerGeometry.sublayerTransform(of: layer), traits: traits),
              case .affine = inner.placement, inner.tint == nil, case .direct = inner.compositing, inner.opacity >= 1,
              inner.shadow == nil, inner.transition == nil, inner.mask == nil, inner.blendMode == nil, inner.parts.sublayers.isEmpty,
              drawsOnlyItsStore(sublayer, parts: inner.parts, content: inner.content) else { return .body }
        return .sublayerStore(inner)
    }

    /// Whether the layer draws its own content through its backing store and nothing else of
    /// its own: no background, no border.
    private static func drawsOnlyItsStore(_ layer: Layer, parts: LayerParts, content: ContentRoute) -> Bool {
        content == .backingStore && parts.plainPartCount == (layer.contents != nil ? 1 : 0)
    }
}
