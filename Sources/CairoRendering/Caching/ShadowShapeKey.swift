import CCairo
import MotionCore

/// A blurred shadow mask of a subtree's drawing or of a `shadowPath`, known without drawing it:
/// what casts it (the shadowed subtree's `LayerRenderSignature`, or the path), the transform it is drawn under (relative to the
/// mask's corner, so the sub-pixel phase counts), the mask's size, σ, the clip the subtree was
/// drawn under (relative to the same corner) and the context alpha. A still shadowed card then
/// costs neither a mask drawn, copied and compared nor a blur.
struct ShadowShapeKey: Hashable {
    /// What casts a shadow.
    enum Caster: Hashable {
        /// A subtree's drawing.
        case drawing(LayerRenderSignature)
        /// A layer's `shadowPath`, in its coordinates.
        case path(Path)
    }

    let shape: Caster
    let transform: [Double]
    let width: Int
    let height: Int
    let sigma: Double
    /// The clip's rectangles, relative to the mask's corner.
    let clip: [PixelBox]
    let alpha: Double

    /// Nil when the clip of `context` is not a list of whole-pixel rectangles (then the mask's
    /// pixels are the key).
    init?(shape: Caster, ctm: cairo_matrix_t, region: PixelBox, sigma: Double, context: CairoGraphicsContext) {
        guard let clip = context.deviceClipRectangles() else { return nil }
        self.shape = shape
        let x = Double(region.x), y = Double(region.y)
        transform = [ctm.xx, ctm.yx, ctm.xy, ctm.yy, ctm.x0 - x, ctm.y0 - y]
        width = region.width
        height = region.height
        self.sigma = sigma
        self.clip = clip.map { PixelBox(x: $0.x - region.x, y: $0.y - region.y, width: $0.width, height: $0.height) }
        alpha = context.state.alpha
    }
}
