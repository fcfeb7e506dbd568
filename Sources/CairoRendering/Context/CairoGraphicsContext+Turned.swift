import CCairo
import MotionCore

extension CairoGraphicsContext {
    /// Draws an image surface scaled to fill `rect` under a rotated or sheared transform, as
    /// `draw(_:in:)` does, in two steps: `AffineBilinearSampler` resamples the picture (bilinear,
    /// padded edges, as Cairo's filter does at these scales) into a surface of whole device pixels
    /// spanning what of `rect` the target and the clip can show, which is then composited at a
    /// whole-pixel offset inside `rect` and the current clip, times the context alpha. Pixman
    /// resamples a turned picture on its generic path, ten times slower than this.
    ///
    /// Returns false, having drawn nothing, where Cairo's own path is the one to take: the
    /// transform only scales (Pixman's fast path), the picture is shrunk by more than 3/4 (Cairo
    /// filters it with a wider kernel then), the target is not an image or the picture not a
    /// 32-bit one, or the context draws on the reference path.
    func drawTurned(_ surface: CairoSurface, in rect: Rect) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let format = cairo_image_surface_get_format(surface.pointer)
        guard drawingPath == .fast, matrix.xy != 0 || matrix.yx != 0, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              targetIsRaster else { return false }
        let pictureWidth = Int(cairo_image_surface_get_width(surface.pointer))
        let pictureHeight = Int(cairo_image_surface_get_height(surface.pointer))
        guard pictureWidth > 0, pictureHeight > 0 else { return false }
        let scaleX = rect.width / Double(pictureWidth), scaleY = rect.height / Double(pictureHeight)
        let toDevice = AffineTransform(a: matrix.xx * scaleX, b: matrix.yx * scaleX, c: matrix.xy * scaleY, d: matrix.yy * scaleY,
                                       tx: matrix.xx * rect.minX + matrix.xy * rect.minY + matrix.x0,
                                       ty: matrix.yx * rect.minX + matrix.yy * rect.minY + matrix.y0)
        guard let toPicture = toDevice.inverted(),
              // Picture pixels per device pixel along each device axis: above 4/3 Cairo's filter widens.
              (toPicture.a * toPicture.a + toPicture.b * toPicture.b) <= 16.0 / 9,
              (toPicture.c * toPicture.c + toPicture.d * toPicture.d) <= 16.0 / 9,
              let drawn = LayerGeometry.boundingBox(of: Rect(x: 0, y: 0, width: Double(pictureWidth), height: Double(pictureHeight)),
                                                    under: Homography(toDevice))
        else { return false }
        let shown = drawn.intersection(visibleDeviceExtents())
        guard shown.width > 0, shown.height > 0 else { return true }
        cairo_surface_flush(surface.pointer)
        guard let box = PixelBox(covering: shown),
              let resampled = try? CairoSurface(image: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height,
                                                call: "cairo_image_surface_create (turned picture)"),
              let sourcePixels = cairo_image_surface_get_data(surface.pointer),
              let targetPixels = cairo_image_surface_get_data(resampled.pointer)
        else { return false }
        let source = AffineBilinearSampler.Plane(
            pixels: UnsafeMutableRawPointer(sourcePixels).assumingMemoryBound(to: UInt32.self), width: pictureWidth, height: pictureHeight,
            rowLength: Int(cairo_image_surface_get_stride(surface.pointer)) / 4)
        let target = AffineBilinearSampler.Plane(
            pixels: UnsafeMutableRawPointer(targetPixels).assumingMemoryBound(to: UInt32.self), width: box.width, height: box.height,
            rowLength: Int(cairo_image_surface_get_stride(resampled.pointer)) / 4)
        let left = Double(box.x), top = Double(box.y)
        var fromTarget = toPicture
        fromTarget.tx += toPicture.a * left + toPicture.c * top
        fromTarget.ty += toPicture.b * left + toPicture.d * top
        AffineBilinearSampler.resample(source, into: target, toSource: fromTarget, opaque: format == CAIRO_FORMAT_RGB24)
        cairo_surface_mark_dirty(resampled.pointer)
        preservingPath {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, resampled.pointer, left, top)
            cairo_paint_with_alpha(cr, state.alpha)
            cairo_restore(cr)
        }
        return true
    }
}
