import MotionCore

/// What a `shouldRasterize` bitmap looks like: the subtree's drawing (its `LayerRenderSignature`,
/// without the root's placement), the rasterization scale and the region drawn, in the layer's
/// own coordinates. The bitmap does not depend on where the layer is: it is composited through
/// the layer's transform, resampled, as Core Animation composites it.
struct RasterizedLayerKey: Hashable {
    let subtree: LayerRenderSignature
    let scale: Double
    let region: Rect
}
