/// Why a layer is drawn the plain way where a fast path (a kept backing store, a rasterized
/// bitmap) might have served, as a `LayerDrawPlan` or the pixel placement found it. Counted in
/// `RenderCache.Statistics.declinedFastPaths`, so a benchmark shows which layers miss the fast
/// paths and why.
public enum FastPathDecline: String, CaseIterable, Sendable {
    /// The target is an SVG or PDF page, which keeps its vectors.
    case vectorTarget = "vector target"
    /// The target keeps only coverage (a shadow's or a mask's shape): drawn where the shape lands,
    /// rarely at the content's own sub-pixel phase, an opaque picture there is a plain fill.
    case alphaOnlyTarget = "alpha-only target"
    /// The content is drawn at an alpha below 1: compositing at an alpha rounds differently from
    /// drawing at it.
    case fadedTarget = "drawn faded"
    /// A video frame changes with the clip's time.
    case video
    /// A shape layer's path may lie anywhere, outside its bounds too.
    case shapeLayer = "shape layer"
    /// Drawing code not recorded into a display list: what it draws is unknown until it runs.
    case unrecordedDrawing = "unrecorded drawing"
    /// An ancestor's clip has antialiased edges: an edge the content shares with it would be cut
    /// twice when composited under it (a visible seam).
    case antialiasedClip = "antialiased clip"
    /// The layer lies beyond `DeviceCoordinate.limit` (thrown far off screen, or degenerate).
    case beyondDeviceLimits = "beyond device limits"
    /// A `rasterizationScale` that is not finite, positive and at most 8, or a bitmap too large.
    case rasterizationSize = "rasterization size"
}
