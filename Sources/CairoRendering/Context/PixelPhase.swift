import CCairo
import MotionCore

/// The current transform split at whole device pixels, as a surface kept across frames is drawn
/// and placed: drawn under `local` (the translation's fractional part, in [0, 1)) and composited
/// at `wholeX`, `wholeY`. Two frames whose `local` transforms are equal draw the same pixels,
/// whole pixels apart (backing stores, still subtrees' stores).
struct PixelPhase {
    let wholeX: Double, wholeY: Double
    let local: cairo_matrix_t

    /// The split of `context`'s current transform; nil beyond `DeviceCoordinate.limit`.
    init?(of context: CairoGraphicsContext) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cr, &matrix)
        wholeX = matrix.x0.rounded(.down)
        wholeY = matrix.y0.rounded(.down)
        guard DeviceCoordinate.isUsable(wholeX), DeviceCoordinate.isUsable(wholeY) else { return nil }
        matrix.x0 -= wholeX
        matrix.y0 -= wholeY
        local = matrix
    }

    /// The linear part, a, b, c, d: with `phase`, what a kept surface's key holds of the transform.
    var linear: [Double] { [local.xx, local.yx, local.xy, local.yy] }
    /// The translation's fractional parts.
    var phase: Point { Point(x: local.x0, y: local.y0) }
    /// `local` as an affine transform.
    var localAffine: AffineTransform {
        AffineTransform(a: local.xx, b: local.yx, c: local.xy, d: local.yy, tx: local.x0, ty: local.y0)
    }
}
