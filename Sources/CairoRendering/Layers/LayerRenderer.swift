import CCairo
import Foundation
import MotionCore

/// Draws a presentation tree of `Layer`s with Cairo, the way Core Animation composites it.
///
/// For each visible layer, in its own coordinates (see `LayerGeometry`): shadow, a
/// `VisualEffectLayer`'s backdrop (see `drawBackdrop`), background
/// (rounded by `cornerRadius` / `maskedCorners`), `contents` placed by `contentsGravity`,
/// the layer's `draw(in:)` (clipped to the bounds, except a `ShapeLayer`'s; the layer kinds draw
/// their text, shape or gradient there), sublayers by ascending `zPosition` (stable; a
/// replicator's presentation copy holds its instances as sublayers, an emitter's its particles; a
/// `TintedLayer`'s colour is multiplied in here, and an additive particle is added to what lies
/// below), and the border inside the bounds on top.
/// Groups (opacity, shadows, transitions, tinted instances) cover only the pixels their layers
/// can reach. `masksToBounds` clips contents, drawing and sublayers to the rounded bounds
/// (and, as in Core Animation, leaves no shadow). `opacity` below 1 composites the layer and its
/// subtree as one group, unless there is only a single plain thing to draw. A running
/// `Transition` draws the previous and the new appearance as its kind prescribes. A layer seen
/// in perspective is drawn flat offscreen and warped (see `drawProjected`).
///
/// The tree is only read, never changed. Rendering is deterministic.
public final class LayerRenderer {
    /// Decoded `contents` images, kept across frames.
    public let imageCache: ImageCache
    /// Video clips' decoders and recent frames, shared by the renderers of a render.
    public let videoFrames: VideoFrameCache
    /// Per clip, the frame last drawn by this renderer as a surface (a still clip is converted once).
    var videoSurfaces: [URL: (time: Double, surface: CairoSurface)] = [:]
    /// While a render may be stopped, what asks whether to stop.
    private var stopCheck: StopCheck?
    /// Layers' backing stores and blurred shadows kept across frames; nil draws them anew every
    /// frame (`--no-cache`, or the reference path), which gives the same pixels.
    public let cache: RenderCache?
    /// Whether the fast paths may be taken (`DrawingPath`); `.reference` keeps no cache either.
    public let drawingPath: DrawingPath

    /// A renderer; share one (or its caches) across frames so images and clips are decoded once
    /// and unchanged layers are not drawn again. On the `.reference` path `cache` is not used.
    public init(imageCache: ImageCache = ImageCache(), videoFrames: VideoFrameCache = VideoFrameCache(),
                cache: RenderCache? = RenderCache(), drawingPath: DrawingPath = .fast) {
        self.imageCache = imageCache
        self.videoFrames = videoFrames
        self.cache = drawingPath == .fast ? cache : nil
        self.drawingPath = drawingPath
    }

    /// Renders `root` and its subtree over the current pixels of `canvas`; the root's
    /// superlayer space is the canvas, in points. `shouldStop` is asked between layers (at most
    /// every 2 ms): once it answers true nothing more is drawn and `RenderStopped` is thrown, so
    /// a frame nobody waits for any more (the preview's aborted request) costs no more work.
    public func render(_ root: Layer, into canvas: Canvas, stoppingWhen shouldStop: (() -> Bool)? = nil) throws {
        let context = try canvas.makeContext(imageCache: imageCache, drawingPath: drawingPath)
        guard let shouldStop else { return try render(root, in: context) }
        try withoutActuallyEscaping(shouldStop) { shouldStop in
            stopCheck = StopCheck(shouldStop)
            defer { stopCheck = nil }
            try render(root, in: context)
            if stopCheck?.stopped == true { throw RenderStopped() }
        }
    }

    /// Renders `root` and its subtree onto the page of `document`, over `background` when given.
    public func render(_ root: Layer, into document: VectorDocument, background: Color? = nil) throws {
        if let background, background.alpha > 0 {
            document.context.saveGState()
            document.context.setFillColor(background)
            document.context.fill(Rect(origin: .zero, size: document.size))
            document.context.restoreGState()
        }
        try render(root, in: document.context)
    }

    /// Renders `root` and its subtree with `context` (a canvas or a vector document page).
    /// Throws the first problem met (an image that cannot be decoded, a Cairo failure).
    public func render(_ root: Layer, in context: CairoGraphicsContext) throws {
        try render(root, in: context, backdrop: nil)
    }

    /// Renders `root` and its subtree with `context`; `backdrop`, when given, is the covering
    /// backdrop (`coveringBackdrop(of:in:pixelWidth:pixelHeight:)`), already on the canvas.
    func render(_ root: Layer, in context: CairoGraphicsContext, backdrop: Layer?) throws {
        let problemsBefore = context.problems.count
        cache?.beginFrame()
        context.saveGState()
        let outerTime = context.stillSubtreeTime
        context.stillSubtreeTime = drawingPath == .fast ? root.presentedAt : nil
        drawLayer(root, in: context, backdrop: backdrop)
        context.stillSubtreeTime = outerTime
        context.restoreGState()
        if let error = context.cairoStatusError { throw error }
        if context.problems.count > problemsBefore { throw context.problems[problemsBefore] }
    }

    /// Draws one layer and its subtree in its superlayer's coordinates, as its `LayerDrawPlan`
    /// says; `parentSublayerTransform` is the superlayer's `sublayerTransform` about its anchor,
    /// if any, and `backdrop` the covering backdrop when it lies down this branch.
    func drawLayer(_ layer: Layer, in context: CairoGraphicsContext, parentSublayerTransform: Transform3D? = nil,
                   backdrop: Layer? = nil) {
        if let stopCheck, stopCheck.shouldStopNow() { return }
        if let depthLayer = layer as? TransformLayer {
            return drawInDepth(depthLayer, parentSublayerTransform: parentSublayerTransform, in: context)
        }
        drawFlattened(layer, in: context, parentSublayerTransform: parentSublayerTransform, backdrop: backdrop)
        if let emitter = layer as? EmitterLayer, emitter.preservesDepth {
            drawParticlesInDepth(of: emitter, parentSublayerTransform: parentSublayerTransform, in: context)
        }
    }

    /// Draws a layer that flattens its subtree into its plane, as its `LayerDrawPlan` says.
    private func drawFlattened(_ layer: Layer, in context: CairoGraphicsContext, parentSublayerTransform: Transform3D?,
                               backdrop: Layer?) {
        guard let plan = LayerDrawPlan(layer, parentSublayerTransform: parentSublayerTransform, traits: context.traits,
                                       backdrop: backdrop),
              plan.layer.isDoubleSided || LayerGeometry.facesViewer(layer, map: plan.map, device: context.currentTransform)
        else { return }
        if case .direct(let reason) = plan.content { cache?.noteDecline(reason) }
        if let reason = plan.rasterizationDecline { cache?.noteDecline(reason) }
        context.saveGState()
        defer { context.restoreGState() }
        if plan.isAdditive { cairo_set_operator(context.cr, CAIRO_OPERATOR_ADD) }
        guard let blendMode = plan.blendMode else { return drawPlaced(plan, in: context) }
        // Blended as one group: its parts and sublayers are drawn over one another first, in a
        // group no larger than what the layer may cover. The group's end restores Cairo's state
        // as it was; the context's own follows at the return.
        if let covered = LayerGeometry.boundingBox(of: Self.drawingRegion(of: plan.layer), under: plan.map) {
            context.clipToDevicePixels(covering: covered)
        }
        cairo_push_group(context.cr)
        drawPlaced(plan, in: context)
        cairo_pop_group_to_source(context.cr)
        cairo_set_operator(context.cr, blendMode.cairoOperator)
        cairo_paint(context.cr)
    }

    /// Draws the layer where its plan places it (warped by a perspective, or in its own space),
    /// in a graphics state its caller restores.
    private func drawPlaced(_ plan: LayerDrawPlan, in context: CairoGraphicsContext) {
        switch plan.placement {
        case .projected(let map):
            drawProjected(plan, map: map, in: context)
        case .affine(let affine):
            context.concatenate(affine)
            guard !context.state.isDegenerate else { return }
            drawInOwnSpace(plan, in: context)
        }
    }

    /// Draws the layer, its shadow and subtree, in the layer's bounds space; a `TintedLayer` with
    /// a colour tint is drawn through `InstanceTint`.
    func drawInOwnSpace(_ plan: LayerDrawPlan, in context: CairoGraphicsContext) {
        guard let tint = plan.tint else { return drawUntinted(plan, in: context) }
        context.saveGState()
        defer { context.restoreGState() }
        context.clipToDevicePixels(covering: Self.drawingRegion(of: plan.layer))
        tint.paint(in: context) { target in drawUntinted(plan, in: target) }
    }

    private func drawUntinted(_ plan: LayerDrawPlan, in context: CairoGraphicsContext) {
        if plan.stillSubtree != nil, drawStillSubtree(plan, in: context) { return }
        switch plan.compositing {
        case .rasterized(let scale, let region, let size):
            drawRasterized(plan, scale: scale, region: region, size: size, in: context)
        case .blurred(let standardDeviation, let direction):
            drawBlurred(plan, standardDeviation: standardDeviation, direction: direction, in: context)
        case .opacityGroup:
            context.saveGState()
            context.clipToDevicePixels(covering: Self.drawingRegion(of: plan.layer))
            cairo_push_group(context.cr)
            drawMasked(plan, in: context)
            cairo_pop_group_to_source(context.cr)
            cairo_paint_with_alpha(context.cr, plan.opacity)
            context.restoreGState()
        case .direct:
            context.saveGState()
            context.setAlpha(context.state.alpha * plan.opacity)
            drawMasked(plan, in: context)
            context.restoreGState()
        }
    }

    /// The shadow (from `shadowPath`, from the body's sole backing store, or from the body drawn
    /// into a group) and the body.
    func drawWithShadow(_ plan: LayerDrawPlan, in context: CairoGraphicsContext) {
        let layer = plan.layer
        guard let shape = plan.shadow, let color = layer.shadowColor else { return drawBody(plan, in: context) }
        let painter = ShadowPainter(color: color, opacity: layer.shadowOpacity, offset: layer.shadowOffset, radius: layer.shadowRadius,
                                    cache: cache)
        if case .path(let path) = shape {
            painter.paint(in: context, shapeBounds: path.boundingBox, shape: cache.map { _ in .path(path) }) { mask in
                mask.addPath(path)
                mask.fillPath()
            }
            drawBody(plan, in: context)
            return
        }
        let subtree = LayerGeometry.subtreeBounds(of: layer)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context.cr, &ctm)
        context.saveGState()
        context.clipToDevicePixels(covering: subtree)
        switch soleBackingStore(of: plan, in: context) {
        case .group:
            break
        case .nothing:
            context.restoreGState()
            return
        case .soleStore(let sole):
            context.restoreGState()
            painter.paint(in: context, shapeBounds: subtree, shape: cache.flatMap { _ in LayerRenderSignature(layer).map { .drawing($0) } }) { mask in
                sole.paintShape(on: mask, drawnUnder: ctm)
            }
            context.saveGState()
            context.clipToDevicePixels(covering: subtree)
            sole.composite(in: context)
            context.restoreGState()
            return
        }
        cairo_push_group(context.cr)
        drawBody(plan, in: context)
        let group = cairo_pop_group(context.cr)
        context.restoreGState()
        guard let body = group else { return }
        defer { cairo_pattern_destroy(body) }
        painter.paint(in: context, shapeBounds: subtree, shape: cache.flatMap { _ in LayerRenderSignature(layer).map { .drawing($0) } }) { mask in
            ShadowPainter.paintDrawing(body, drawnUnder: ctm, on: mask)
        }
        cairo_set_source(context.cr, body)
        cairo_paint(context.cr)
    }

    /// Backdrop, background, content and border, or, during a transition, the transition between the
    /// previous and the new appearance.
    func drawBody(_ plan: LayerDrawPlan, in context: CairoGraphicsContext) {
        let layer = plan.layer
        if let transition = plan.transition {
            context.saveGState()
            clipToBoundsIfMasking(layer, in: context)
            context.clipToDevicePixels(covering: transitionRegion(transition, of: layer))
            drawTransition(transition, of: layer, in: context)
            context.restoreGState()
            return
        }
        if let effect = plan.parts.backdrop { drawBackdrop(of: effect, in: context) }
        if let background = layer.backgroundColor, background.alpha > 0 {
            context.setFillColor(background)
            context.beginPath()
            context.addRoundedRect(layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
            context.fillPath()
        }
        context.saveGState()
        // A backing store holds its own masksToBounds clip: it is composited before the clip is set.
        let drawn = drawContentAhead(of: plan, in: context)
        clipToBoundsIfMasking(layer, in: context)
        if !drawn { drawContent(layer, parts: plan.parts, in: context) }
        let inner = LayerGeometry.sublayerTransform(of: layer)
        for (index, sublayer) in plan.parts.sublayers.enumerated() {
            drawLayer(sublayer, in: context, parentSublayerTransform: inner, backdrop: index == 0 ? plan.backdropBelow : nil)
        }
        context.restoreGState()
        drawBorder(of: layer, in: context)
    }

    /// One appearance of `layer` (background, content and border, no transition), as a transition draws it.
    func drawAppearance(_ layer: Layer, in context: CairoGraphicsContext) {
        drawBody(LayerDrawPlan(appearanceOf: layer, traits: context.traits), in: context)
    }

    /// Clips to the rounded bounds when the layer has `masksToBounds`.
    func clipToBoundsIfMasking(_ layer: Layer, in context: CairoGraphicsContext) {
        guard layer.masksToBounds else { return }
        context.beginPath()
        context.addRoundedRect(layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
        if LayerGeometry.coversWholeDevicePixels(layer.bounds, rounded: layer.cornerRadius > 0 && !layer.maskedCorners.isEmpty,
                                                 under: context.currentTransform) {
            cairo_clip(context.cr)
        } else {
            context.clip()
        }
    }

    /// Contents image, video frame and custom drawing (`draw(in:)`, which is how the layer kinds
    /// draw their text, shape or gradient; clipped to the bounds as Core Animation's backing store
    /// of the bounds' size clips it, except a `ShapeLayer`'s, whose path may lie anywhere).
    func drawContent(_ layer: Layer, parts: LayerParts, in context: CairoGraphicsContext) {
        if let image = layer.contents {
            context.draw(image, in: contentsPlacement(of: layer, image: image), sampling: PictureSampling(layer))
        }
        if let video = layer as? VideoLayer { drawVideoFrame(of: video, in: context) }
        if parts.mayDrawCustomContent {
            context.withIsolatedState {
                if !(layer is ShapeLayer) {
                    let b = layer.bounds
                    cairo_rectangle(context.cr, b.minX, b.minY, b.width, b.height)
                    context.clip()
                }
                // A stage's trees carry their drawing, recorded on the stage's thread; other trees draw now.
                if let recorded = layer.displayList { recorded.replay(into: context) } else { layer.draw(in: context) }
            }
        }
    }

    /// Where the layer's `contents` picture goes in its bounds: its shown part (`contentsRect`,
    /// at `contentsScale`) placed by `contentsGravity`.
    func contentsPlacement(of layer: Layer, image: Image) -> Rect {
        let pixels = (try? imageCache.pixelSize(of: image)) ?? layer.bounds.size
        return layer.contentsGravity.placement(of: PictureSampling(layer).shownSize(ofPicture: pixels), in: layer.bounds)
    }

    /// The border: the ring between the rounded bounds and the same shape inset by `borderWidth`.
    private func drawBorder(of layer: Layer, in context: CairoGraphicsContext) {
        let width = layer.borderWidth
        guard width.isFinite, width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let bounds = layer.bounds
        let inset = min(width, bounds.width / 2, bounds.height / 2)
        context.setFillColor(color)
        context.beginPath()
        context.addRoundedRect(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
        context.addRoundedRect(bounds.insetBy(dx: inset, dy: inset), radius: max(0, layer.cornerRadius - width),
                               corners: layer.maskedCorners, curve: layer.cornerCurve)
        context.fillPath(using: .evenOdd)
    }
}
