import CCairo
import MotionCore

/// A linear gradient painted on an image target row by row. Under any affine transform the
/// gradient's parameter is `gx·x + gy·y + c` in device pixels, so every row is the same run of
/// colours moved along the row by `gy / gx` pixels per row. Cairo (Pixman's own gradient code)
/// draws that run once, at `phases` sub-pixel shifts; each row is copied from the shift nearest
/// its own, so a pixel gets Pixman's colour at a point at most 1 / (2·`phases`) pixel from its
/// centre, never more than a quarter of a level away: within one level of drawing every pixel.
/// Where the colour changes by less than a quarter of a level across a row, every pixel of the
/// row takes the colour of its middle. The rows are composited through the clip as the pattern
/// would be. Not used: a gradient whose alpha varies along it (premultiplied colour is then not
/// piecewise linear), one with a hard stop, one too steep along the rows for 8 shifts, or one
/// whose runs would take more than a quarter of the pixels painted (a gradient almost across
/// the rows, steep down them: each row moves the run by many pixels).
struct LinearGradientRows {
    static let mostPhases = 8
    private let gradient: DeviceLinearGradient
    /// The steepest change of colour along a row, in levels per device pixel.
    private let levelsPerPixel: Double

    /// Nil when the gradient from `start` to `end` (user space) under `transform` cannot be
    /// copied row by row within a level, or is degenerate.
    init?(_ ramp: GradientRamp, start: Point, end: Point, transform: cairo_matrix_t) {
        guard let gradient = DeviceLinearGradient(ramp, start: start, end: end, transform: transform),
              let slope = ramp.steepestSlope else { return nil }
        levelsPerPixel = slope * abs(gradient.gx)
        guard levelsPerPixel.isFinite, 2 * levelsPerPixel <= Double(Self.mostPhases) else { return nil }
        self.gradient = gradient
    }

    /// Paints the clip of `context` (whose matrix is `transform`); false when the rows could not
    /// be made, and nothing was painted. An opaque gradient under a clip of whole pixels is
    /// written straight into the target (what compositing an opaque colour there would leave);
    /// anything else is composited from a surface of the rows through the clip.
    func paint(on context: CairoGraphicsContext) -> Bool {
        guard let box = context.deviceClipBox() else { return true }
        guard let rows = prepareRows(left: box.x, top: box.y, width: box.width, height: box.height) else { return false }
        let cr = context.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        if gradient.ramp.stops.allSatisfy({ $0.alpha >= 1 }), [CAIRO_OPERATOR_OVER, CAIRO_OPERATOR_SOURCE].contains(cairo_get_operator(cr)),
           let clip = context.deviceClipRectangles(), let target = WritableImage(cairo_get_group_target(cr)) {
            for box in clip {
                let x0 = max(box.x, target.left), x1 = min(box.x + box.width, target.right)
                guard x1 > x0 else { continue }
                for y in max(box.y, target.top)..<min(box.y + box.height, target.bottom) {
                    rows.write(row: y, from: x0, count: x1 - x0, to: target.address(x: x0, y: y))
                }
            }
            target.markDirty()
            return true
        }
        // Every pixel is written below: not cleared first.
        guard let surface = try? CairoSurface(image: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height,
                                              call: "cairo_image_surface_create (gradient rows)", cleared: false),
              let base = cairo_image_surface_get_data(surface.pointer) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        for y in 0..<box.height {
            rows.write(row: box.y + y, from: box.x, count: box.width, to: base + y * stride)
        }
        cairo_surface_mark_dirty(surface.pointer)
        cairo_set_source_surface(cr, surface.pointer, Double(box.x), Double(box.y))
        cairo_paint(cr)
        return true
    }

    /// The run (or column) the rows of the device box from (`left`, `top`) are copied from.
    private func prepareRows(left: Int, top: Int, width: Int, height: Int) -> PreparedRows? {
        if levelsPerPixel * Double(width) <= 0.25 {
            // Each row one colour: the column through the rows' middle.
            guard let column = drawRun(from: (Double(left + width / 2), Double(top)), length: height, phases: 1, vertical: true) else {
                return nil
            }
            return PreparedRows(run: column, top: top, left: left, shift: nil, runStart: 0, phases: 1)
        }
        // Row y is the first row moved left by shift·y pixels.
        let shift = gradient.gy / gradient.gx
        let lastShift = shift * Double(height - 1)
        let runStart = Double(left) + min(0, lastShift).rounded(.down) - 1
        let length = width + Int(abs(lastShift).rounded(.up)) + 3
        let phases = max(1, Int((2 * levelsPerPixel).rounded(.up)))
        guard length * phases <= width * height / 4,
              let run = drawRun(from: (runStart, Double(top)), length: length, phases: phases, vertical: false) else { return nil }
        return PreparedRows(run: run, top: top, left: left, shift: shift, runStart: runStart, phases: phases)
    }

    /// The gradient along the device row (or column, `vertical`) from `origin`, `length` pixels,
    /// drawn by Cairo once per phase: run k starts k / `phases` of a pixel further along.
    private func drawRun(from origin: (x: Double, y: Double), length: Int, phases: Int, vertical: Bool) -> GradientRun? {
        guard let surface = try? CairoSurface(image: CAIRO_FORMAT_ARGB32, width: length, height: phases,
                                              call: "cairo_image_surface_create (gradient run)"),
              let context = try? CairoContext(surface: surface),
              let pattern = gradient.makePattern() else { return nil }
        let cr = context.pointer
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        for phase in 0..<phases {
            let along = Double(phase) / Double(phases)
            cairo_save(cr)
            cairo_rectangle(cr, 0, Double(phase), Double(length), 1)
            cairo_clip(cr)
            // Run pixel (i, phase) is the device pixel `i + along` pixels along from the origin.
            if vertical {
                var swap = cairo_matrix_t(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: Double(phase))
                cairo_set_matrix(cr, &swap)
                cairo_translate(cr, -origin.x, -origin.y - along)
            } else {
                cairo_translate(cr, -origin.x - along, Double(phase) - origin.y)
            }
            var matrix = gradient.transform
            cairo_transform(cr, &matrix)
            cairo_set_source(cr, pattern.pointer)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        cairo_surface_flush(surface.pointer)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        return GradientRun(surface: surface)
    }
}

/// Runs of gradient colours drawn by `LinearGradientRows`, one per phase, as premultiplied
/// 32-bit pixels.
private struct GradientRun {
    let surface: CairoSurface

    private var base: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface.pointer)! }
    private var stride: Int { Int(cairo_image_surface_get_stride(surface.pointer)) }

    func pixel(run: Int, at index: Int) -> UInt32 {
        (base + run * stride).withMemoryRebound(to: UInt32.self, capacity: index + 1) { $0[index] }
    }

    func copy(run: Int, from index: Int, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        destination.update(from: base + run * stride + 4 * index, count: 4 * count)
    }
}

/// The rows of a device box, ready to be written: each row one colour of a column (`shift` nil),
/// or copied from the run at the phase nearest its own shift.
private struct PreparedRows {
    let run: GradientRun
    /// The box's first row and column.
    let top: Int, left: Int
    /// How far each row is moved along the run from the one above, in pixels.
    let shift: Double?
    /// The device column the run's first pixel is at (phase 0).
    let runStart: Double
    let phases: Int

    /// Writes `count` pixels of device row `row` from device column `x`.
    func write(row: Int, from x: Int, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        guard let shift else {
            let colour = run.pixel(run: 0, at: row - top)
            destination.withMemoryRebound(to: UInt32.self, capacity: count) { $0.update(repeating: colour, count: count) }
            return
        }
        let steps = ((Double(left) + shift * Double(row - top) - runStart) * Double(phases)).rounded()
        let whole = Int((steps / Double(phases)).rounded(.down)), phase = Int(steps) - whole * phases
        run.copy(run: phase, from: whole + x - left, count: count, to: destination)
    }
}

/// An ARGB32 image surface whose pixels are written directly, in device coordinates (its device
/// offset applied); flushed when made, marked dirty when done.
private struct WritableImage {
    let surface: OpaquePointer
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The device pixels the surface holds.
    let left: Int, top: Int, right: Int, bottom: Int

    init?(_ surface: OpaquePointer?) {
        guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), DeviceCoordinate.isUsable(offsetX), DeviceCoordinate.isUsable(offsetY) else { return nil }
        self.surface = surface
        self.data = data
        stride = Int(cairo_image_surface_get_stride(surface))
        left = -Int(offsetX)
        top = -Int(offsetY)
        right = left + Int(cairo_image_surface_get_width(surface))
        bottom = top + Int(cairo_image_surface_get_height(surface))
    }

    func address(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        data + (y - top) * stride + 4 * (x - left)
    }

    func markDirty() {
        cairo_surface_mark_dirty(surface)
    }
}
