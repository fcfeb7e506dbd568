import CCairo

/// What a drawing target allows, read from a context once: the fast paths (`LayerDrawPlan`)
/// are chosen from these and the layer alone.
struct TargetTraits: Equatable {
    /// Whether the target, and the group drawn into now, are image surfaces (not an SVG or PDF
    /// page, which keeps its vectors).
    var isRaster: Bool
    /// Whether what is drawn lands in an alpha-only surface (a shadow's or a mask's shape), where
    /// colours are dropped and only coverage counts.
    var isAlphaOnly: Bool
    /// The alpha everything drawn is multiplied by.
    var alpha: Double
    /// The global time the presentation tree drawn shows, where a still subtree of it may be kept
    /// as a store (`StillSubtree`); nil off the fast path, inside such a store, or for a tree
    /// that is not a presentation copy's.
    var stillSubtreeTime: Double?

    /// The traits of a new off-screen image surface (`OffscreenDrawing`, a flat canvas): raster,
    /// full colour, drawn at alpha 1.
    static let offscreen = TargetTraits(isRaster: true, isAlphaOnly: false, alpha: 1)

    /// These traits with everything drawn at `factor` times the alpha.
    func fading(by factor: Double) -> TargetTraits {
        var faded = self
        faded.alpha *= factor
        return faded
    }
}

extension CairoGraphicsContext {
    /// The traits of what this context draws into now.
    var traits: TargetTraits {
        TargetTraits(isRaster: targetIsRaster, isAlphaOnly: targetIsAlphaOnly, alpha: state.alpha,
                     stillSubtreeTime: stillSubtreeTime)
    }

    /// Whether the target and the group drawn into now are image surfaces.
    var targetIsRaster: Bool {
        cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
            && cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    }
}
