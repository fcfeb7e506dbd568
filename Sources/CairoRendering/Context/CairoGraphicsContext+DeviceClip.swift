import CCairo
import MotionCore

extension CairoGraphicsContext {
    /// Narrows the clip to the whole device pixels covering `region` (given in the current user
    /// space), so that a group pushed next (`cairo_push_group` allocates and clears a surface as
    /// large as the clip) covers only what will be drawn in it. Pixel-aligned, the clip never
    /// cuts into antialiased edges. Call inside a saved state (`saveGState()` or `cairo_save`).
    func clipToDevicePixels(covering region: Rect) {
        guard !state.isDegenerate, let box = PixelBox(covering: region, under: currentTransform, for: .clip)?.outset(by: 1) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
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
    func deviceClipBox() -> PixelBox? { PixelBox(covering: deviceClipExtents()) }

    /// The current clip's extents in device space.
    func deviceClipExtents() -> Rect {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &matrix) }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The device-space rectangle the target surface and the current clip leave visible.
    func visibleDeviceExtents() -> Rect { targetExtents().intersection(deviceClipExtents()) }

    /// The device-space extents of the surface this context draws into (the canvas, also while
    /// drawing into a group of it). Not the clip: a backing store cut to the clip would be drawn
    /// again whenever a group or an ancestor's clip moves over it.
    func targetExtents() -> Rect {
        let target = cairo_get_target(cr)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        return Rect(x: -offsetX, y: -offsetY, width: width, height: height)
    }
}
