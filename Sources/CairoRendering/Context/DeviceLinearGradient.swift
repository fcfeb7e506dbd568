import CCairo
import MotionCore

/// A linear gradient about to be painted: its stops, its axis from `start` to `end` in user
/// space, the transform to device space, and how fast its parameter changes per device pixel.
struct DeviceLinearGradient {
    let ramp: GradientRamp
    let start: Point, end: Point
    /// User space to device space when painting.
    let transform: cairo_matrix_t
    /// The parameter's change per device pixel along a row (`gx`) and down a column (`gy`).
    let gx: Double, gy: Double

    /// Nil when the axis or the transform is degenerate.
    init?(_ ramp: GradientRamp, start: Point, end: Point, transform: cairo_matrix_t) {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length² = dx * dx + dy * dy
        let determinant = transform.xx * transform.yy - transform.xy * transform.yx
        guard length² > 0, determinant != 0, determinant.isFinite else { return nil }
        // The parameter changes by the inverse transpose of the linear part applied to
        // (dx, dy) / length² per device pixel.
        gx = (transform.yy * dx - transform.yx * dy) / determinant / length²
        gy = (transform.xx * dy - transform.xy * dx) / determinant / length²
        guard gx.isFinite, gy.isFinite else { return nil }
        self.ramp = ramp
        self.start = start
        self.end = end
        self.transform = transform
    }

    /// Cairo's pattern of the gradient in user space, its stops added, the end colours continuing.
    func makePattern() -> CairoPattern? {
        guard let pattern = try? CairoPattern(taking: cairo_pattern_create_linear(start.x, start.y, end.x, end.y),
                                              call: "cairo_pattern_create_linear") else { return nil }
        ramp.add(to: pattern.pointer)
        return pattern
    }
}
