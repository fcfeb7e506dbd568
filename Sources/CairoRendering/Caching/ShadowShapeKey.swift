import CCairo
import MotionCore

/// A blurred shadow mask of a subtree's drawing, known without drawing it: what the shadowed
/// subtree draws (its `LayerRenderSignature`), the transform it is drawn under (relative to the
/// mask's corner, so the sub-pixel phase counts), the mask's size, σ, the clip the subtree was
/// drawn under (relative to the same corner) and the context alpha. A still shadowed card then
/// costs neither a mask drawn, copied and compared nor a blur.
struct ShadowShapeKey: Hashable {
    let shape: LayerRenderSignature
    let transform: [Double]
    let width: Int
    let height: Int
    let sigma: Double
    let clip: [Double]
    let alpha: Double

    /// Nil when the clip of `context` is not a list of rectangles (then the mask's pixels are the key).
    init?(shape: LayerRenderSignature, ctm: cairo_matrix_t, region: (x: Double, y: Double, width: Int, height: Int),
          sigma: Double, context: CairoGraphicsContext) {
        guard let clip = Self.clipRectangles(of: context.cr, from: (region.x, region.y)) else { return nil }
        self.shape = shape
        transform = [ctm.xx, ctm.yx, ctm.xy, ctm.yy, ctm.x0 - region.x, ctm.y0 - region.y]
        width = region.width
        height = region.height
        self.sigma = sigma
        self.clip = clip
        alpha = context.state.alpha
    }

    /// The current clip as device-space rectangles (x, y, width, height, …) moved by minus
    /// `origin`; nil when Cairo cannot express it as rectangles (an antialiased clip).
    private static func clipRectangles(of cr: OpaquePointer, from origin: (x: Double, y: Double)) -> [Double]? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var values: [Double] = []
        for index in 0..<Int(list.pointee.num_rectangles) {
            let rectangle = list.pointee.rectangles[index]
            values += [rectangle.x - origin.x, rectangle.y - origin.y, rectangle.width, rectangle.height]
        }
        return values
    }
}
