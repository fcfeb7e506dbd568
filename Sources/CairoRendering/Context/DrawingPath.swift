/// Whether drawing takes the renderer's fast paths or Cairo's own for everything.
///
/// `.fast` (the default) keeps layers' backing stores, composites a shadowed body that is one
/// store without its group, copies a covering backdrop instead of clearing, copies linear
/// gradients row by row (or enlarges a reduced one), blurs wide shadows at a reduced resolution
/// and resamples turned pictures with `AffineBilinearSampler`. `.reference` takes none of them:
/// every layer is drawn by Cairo every frame — the drawing each fast path is checked against
/// (the same bytes, or within the level its documentation states).
public enum DrawingPath: Sendable, Equatable {
    case fast
    case reference
}
