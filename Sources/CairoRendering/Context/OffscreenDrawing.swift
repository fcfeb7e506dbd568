import CCairo

/// A surface drawn off screen for a context — a shadow's mask, a layer's backing store, a
/// rasterized subtree, a tinted replicator instance, a flat canvas to warp or curl — and the context drawing into it, which
/// draws as its parent does (the same image cache and `DrawingPath`). The one place such a
/// surface is set up: its top-left device pixel and transform, and `finish()`, which passes the
/// drawing's problems and Cairo's status on to the parent.
struct OffscreenDrawing {
    let surface: CairoSurface
    let context: CairoGraphicsContext
    private let parent: CairoGraphicsContext

    /// A `width` × `height` surface of `format` whose top-left pixel is device (`x`, `y`), drawn
    /// into under `transform` (device space, as `cairo_get_matrix` gives it); nil when Cairo cannot
    /// make it (the failure is recorded on `parent`).
    init?(for parent: CairoGraphicsContext, format: cairo_format_t, x: Double = 0, y: Double = 0, width: Int, height: Int,
          transform: cairo_matrix_t, purpose: String) {
        do {
            surface = try CairoSurface(image: format, width: width, height: height, call: "cairo_image_surface_create (\(purpose))")
            let cairo = try CairoContext(surface: surface)
            cairo_surface_set_device_offset(surface.pointer, -x, -y)
            var matrix = transform
            cairo_set_matrix(cairo.pointer, &matrix)
            context = CairoGraphicsContext(context: cairo, imageCache: parent.imageCache, drawingPath: parent.drawingPath)
            context.stillSubtreeTime = parent.stillSubtreeTime
            self.parent = parent
        } catch {
            if let error = error as? CairoError { parent.record(error) }
            return nil
        }
    }

    /// Drawing onto `canvas` (in its points, at its scale) for `parent`; nil when Cairo cannot
    /// draw on it (the failure is recorded on `parent`).
    init?(on canvas: Canvas, for parent: CairoGraphicsContext) {
        do {
            surface = canvas.surface
            context = try canvas.makeContext(imageCache: parent.imageCache, drawingPath: parent.drawingPath)
            self.parent = parent
        } catch {
            if let error = error as? CairoError { parent.record(error) }
            return nil
        }
    }

    /// Ends the drawing: the surface flushed, its pixels addressed from (0, 0), what went wrong
    /// recorded on the parent. True when the drawing had no problem.
    @discardableResult
    func finish() -> Bool {
        cairo_surface_flush(surface.pointer)
        cairo_surface_set_device_offset(surface.pointer, 0, 0)
        let status = context.cairoStatusError
        if let status { parent.record(status) }
        context.problems.forEach(parent.record)
        return status == nil && context.problems.isEmpty
    }
}
