import MotionCore

/// What a layer has to draw, to decide whether its opacity needs a group: each part drawn around
/// the content is counted here beside its visibility rule (`OpacityPartsCoverageTests` goes
/// through every declared property and fails when a change adds a part this misses).
struct LayerParts {
    /// Visible sublayers in drawing order.
    let sublayers: [Layer]
    let hasShadow: Bool
    /// Whether the layer has drawing of its own: a non-empty recorded display list, or, without
    /// one, anything but a plain `Layer` without a delegate (whose `draw(in:)` draws nothing).
    let mayDrawCustomContent: Bool
    /// The recorded drawing, if any.
    private let displayList: DisplayList?
    let plainPartCount: Int
    /// Whether the background shows.
    let hasBackground: Bool
    let hasTransition: Bool
    /// The `VisualEffectLayer` drawing a backdrop under its background (a blur or saturation
    /// of what lies behind, a tint over it), when it draws one.
    let backdrop: VisualEffectLayer?

    init(_ layer: Layer) {
        // An emitter that preserves depth draws its particles in its superlayer's space, not in its plane.
        let inPlane = (layer as? EmitterLayer)?.preservesDepth == true ? layer.sublayers.filter { !($0 is ParticleLayer) } : layer.sublayers
        sublayers = LayerGeometry.drawingOrder(inPlane)
        hasShadow = !layer.masksToBounds && layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
        // Recorded drawing outlives the delegate: a view may be gone by the time its frame is drawn.
        mayDrawCustomContent = layer.displayList.map { !$0.isEmpty } ?? layer.mayDrawCustomContent
        displayList = layer.displayList
        hasBackground = (layer.backgroundColor?.alpha ?? 0) > 0
        let effect = layer as? VisualEffectLayer
        let filtered = effect?.readsBackdrop == true ? 1 : 0, tint = (effect?.tintColor.alpha ?? 0) > 0 ? 1 : 0
        backdrop = filtered + tint > 0 ? effect : nil
        let background = hasBackground ? 1 : 0
        let border = layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0 ? 1 : 0
        let contents = (layer.contents != nil ? 1 : 0) + ((layer as? VideoLayer)?.url != nil ? 1 : 0)
        plainPartCount = filtered + tint + background + border + contents
        hasTransition = layer.activeTransition != nil
    }

    /// Whether anything is drawn before the content and sublayers: a backdrop or the background.
    var drawsUnderContent: Bool { hasBackground || backdrop != nil }

    /// Whether the layer's drawing may paint more than once: a recorded list with several paints
    /// or text (`DisplayList.paintsOnce`), or drawing not recorded. Asked only of a faded or
    /// masked layer, so the list is not read for every layer of every frame.
    var drawsSeveralPaints: Bool {
        mayDrawCustomContent && displayList?.paintsOnce != true
    }

    /// True when multiplying each part's alpha would differ from compositing the layer at its
    /// opacity: more than one part may overlap (a drawing that paints once is one part).
    var needsGroupForOpacity: Bool {
        hasShadow || hasTransition || drawsSeveralPaints || !sublayers.isEmpty || plainPartCount + (mayDrawCustomContent ? 1 : 0) > 1
    }
}
