import CCairo
import Zoetrope

/// The benchmark's reference: draws a presentation tree with raw Cairo calls in one recursive
/// walk, as a hand-written Cairo program would — each layer's affine map, a rounded-rect shadow
/// (A8 mask blurred with the same three box passes), background, clip for masksToBounds, the
/// layer's own `draw(in:)` through `DirectGraphicsContext`, sublayers by zPosition, border, and
/// a group clipped to the bounds for opacity below 1 over more than one thing. It ignores what
/// the benchmark's trees do not use (perspective, contents images, transitions, layer kinds).
struct DirectCairoRenderer {
    /// Draws `root` on a new ARGB32 surface of `width` × `height` pixels filled with `background`.
    func render(_ root: Layer, width: Int, height: Int, scale: Double, background: Color) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        draw(root, cr, alpha: 1)
        cairo_destroy(cr)
        return surface
    }

    private func draw(_ layer: Layer, _ cr: OpaquePointer, alpha: Double) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let b = layer.bounds, anchor = layer.anchorPoint
        cairo_translate(cr, layer.position.x, layer.position.y)
        if !layer.transform.isIdentity {
            let t = layer.transform.affine
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
        }
        cairo_translate(cr, -(b.minX + anchor.x * b.width), -(b.minY + anchor.y * b.height))
        let sublayers = layer.sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        let grouped = layer.opacity < 1 && (!sublayers.isEmpty || layer.backgroundColor != nil)
        var alpha = alpha
        if grouped {
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
            cairo_clip(cr)
            cairo_push_group(cr)
        } else {
            alpha *= layer.opacity
        }
        if !layer.masksToBounds, layer.shadowOpacity > 0, let color = layer.shadowColor {
            drawShadow(of: layer, color: color, cr, alpha: alpha)
        }
        if let background = layer.backgroundColor, background.alpha > 0 {
            roundedRect(b, radius: layer.cornerRadius, cr)
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha * alpha)
            cairo_fill(cr)
        }
        cairo_save(cr)
        if layer.masksToBounds {
            roundedRect(b, radius: layer.cornerRadius, cr)
            cairo_clip(cr)
        }
        if type(of: layer) != Layer.self || layer.delegate != nil {
            let context = DirectGraphicsContext(cr, alpha: alpha)
            cairo_save(cr)
            layer.draw(in: context)
            cairo_restore(cr)
        }
        for (_, sublayer) in sublayers { draw(sublayer, cr, alpha: alpha) }
        cairo_restore(cr)
        if layer.borderWidth > 0, let border = layer.borderColor {
            let inset = layer.borderWidth / 2
            roundedRect(b.insetBy(dx: inset, dy: inset), radius: max(0, layer.cornerRadius - inset), cr)
            cairo_set_line_width(cr, layer.borderWidth)
            cairo_set_source_rgba(cr, border.red, border.green, border.blue, border.alpha * alpha)
            cairo_stroke(cr)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, layer.opacity)
        }
    }

    private func roundedRect(_ r: Rect, radius: Double, _ cr: OpaquePointer) {
        let radius = min(radius, r.width / 2, r.height / 2)
        guard radius > 0 else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }

    /// The rounded bounds (or shadowPath) in an A8 mask in device space, blurred, painted at the offset.
    private func drawShadow(of layer: Layer, color: Color, _ cr: OpaquePointer, alpha: Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let sigma = layer.shadowRadius * scale
        let margin = (3 * sigma).rounded(.up) + 2
        var x0 = layer.bounds.minX, y0 = layer.bounds.minY, x1 = layer.bounds.maxX, y1 = layer.bounds.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let left = (min(x0, x1) - margin).rounded(.down), top = (min(y0, y1) - margin).rounded(.down)
        let width = Int((max(x0, x1) + margin).rounded(.up) - left), height = Int((max(y0, y1) + margin).rounded(.up) - top)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        cairo_surface_set_device_offset(mask, -left, -top)
        let maskCr = cairo_create(mask)!
        cairo_set_matrix(maskCr, &m)
        if let path = layer.shadowPath {
            DirectGraphicsContext(maskCr, alpha: 1).addPath(path)
        } else {
            roundedRect(layer.bounds, radius: layer.cornerRadius, maskCr)
        }
        cairo_fill(maskCr)
        cairo_destroy(maskCr)
        cairo_surface_flush(mask)
        cairo_surface_set_device_offset(mask, 0, 0)
        DirectBoxBlur.blur(cairo_image_surface_get_data(mask)!, width: width, height: height,
                           stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        cairo_surface_mark_dirty(mask)
        let dx = m.xx * layer.shadowOffset.width + m.xy * layer.shadowOffset.height
        let dy = m.yx * layer.shadowOffset.width + m.yy * layer.shadowOffset.height
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * layer.shadowOpacity * alpha)
        cairo_mask_surface(cr, mask, left + dx, top + dy)
        cairo_restore(cr)
    }
}

/// Three box blurs per direction (the radii a Gaussian of σ needs) over an A8 plane: the same
/// sliding-window algorithm as the renderer's, so both sides pay the same for blurring.
enum DirectBoxBlur {
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.3 else { return }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let m = Int(((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4)).rounded())
        let radii = (0..<3).map { ($0 < m ? lower : lower + 2) / 2 }.filter { $0 > 0 }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { copy.deallocate(); sums.deallocate() }
        for radius in radii {
            let size = 2 * radius + 1, multiplier = ((1 << 32) + size - 1) / size
            for y in 0..<height {
                let row = pixels + y * stride
                copy.update(from: row, count: width)
                var sum = 0
                for i in 0..<min(radius + 1, width) { sum += Int(copy[i]) }
                for i in 0..<width {
                    row[i] = UInt8(truncatingIfNeeded: ((sum + size / 2) * multiplier) >> 32)
                    if i + radius + 1 < width { sum += Int(copy[i + radius + 1]) }
                    if i - radius >= 0 { sum -= Int(copy[i - radius]) }
                }
            }
        }
        for radius in radii {
            let size = 2 * radius + 1, multiplier = ((1 << 32) + size - 1) / size
            for y in 0..<height { (copy + y * width).update(from: pixels + y * stride, count: width) }
            sums.update(repeating: 0, count: width)
            for y in 0..<min(radius + 1, height) { for x in 0..<width { sums[x] += Int(copy[y * width + x]) } }
            for y in 0..<height {
                for x in 0..<width { pixels[y * stride + x] = UInt8(truncatingIfNeeded: ((sums[x] + size / 2) * multiplier) >> 32) }
                if y + radius + 1 < height { for x in 0..<width { sums[x] += Int(copy[(y + radius + 1) * width + x]) } }
                if y - radius >= 0 { for x in 0..<width { sums[x] -= Int(copy[(y - radius) * width + x]) } }
            }
        }
    }
}
