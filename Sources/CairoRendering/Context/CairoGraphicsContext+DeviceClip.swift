import CCairo
import MotionCore

extension CairoGraphicsContext {
    /// Narrows the clip to the whole device pixels covering `region` (given in the current user
    /// space), so that a group pushed next (`cairo_push_group` allocates and clears a surface as
    /// large as the clip) covers only what will be drawn in it. Pixel-aligned, the clip never
    /// cuts into antialiased edges. Call inside a saved state (`saveGState()` or `cairo_save`).
    func clipToDevicePixels(covering region: Rect) {
        guard !state.isDegenerate, let box = LayerGeometry.boundingBox(of: region, under: Homography(currentTransform)) else { return }
        let left = box.minX.rounded(.down) - 1, top = box.minY.rounded(.down) - 1
        let right = box.maxX.rounded(.up) + 1, bottom = box.maxY.rounded(.up) + 1
        guard [left, top, right, bottom].allSatisfy({ DeviceCoordinate.isUsable($0) }) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }
}

extension CairoGraphicsContext {
    /// The current clip as device rectangles of whole pixels; nil when Cairo cannot list it so
    /// (an antialiased or unbounded clip).
    func deviceClipRectangles() -> [PixelBox]? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &matrix) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var boxes: [PixelBox] = []
        for index in 0..<Int(list.pointee.num_rectangles) {
            let rect = list.pointee.rectangles[index]
            guard [rect.x, rect.y, rect.width, rect.height].allSatisfy({ $0 == $0.rounded() && DeviceCoordinate.isUsable($0) }) else { return nil }
            boxes.append(PixelBox(x: Int(rect.x), y: Int(rect.y), width: Int(rect.width), height: Int(rect.height)))
        }
        return boxes
    }
}

extension CairoGraphicsContext {
    /// The whole device pixels covering the current clip; nil when the clip is empty (or, in
    /// principle, too large for a surface: a clip never reaches beyond its target).
    func deviceClipBox() -> PixelBox? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &matrix) }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let left = x1.rounded(.down), top = y1.rounded(.down)
        guard DeviceCoordinate.isUsable(left), DeviceCoordinate.isUsable(top),
              let size = try? CanvasLimits.validate(width: x2.rounded(.up) - left, height: y2.rounded(.up) - top) else { return nil }
        return PixelBox(x: Int(left), y: Int(top), width: size.width, height: size.height)
    }
}
