import CCairo
import Foundation

/// Paints the regions of a curled page (`LayerRenderer.drawPageCurl`) in curl space — v along
/// the fold, u across it from the page's corner that lifts first — which is the context's
/// current user space, clipped to the page, over what lies under the page.
///
/// Regions whose map to the page is affine are one fill each: the flat page (the identity), the
/// sheet lying back up over it (a mirror). The roll's faces are not: they are filled in strips
/// one device pixel thick parallel to the fold, each through a pattern matrix that maps it onto
/// its page line, and shaded by a gradient across the roll. Fills are not antialiased, so that
/// regions and strips sharing an edge (given corner by corner, from the same numbers) tile
/// without seams; the page's outline is the clip's, antialiased.
struct PageCurlPainter {
    /// The back of the page: it lets 1 − `backOpacity` of what lies under it through, and its
    /// (mirrored) content is washed `backWhitening` of the way to white.
    static let backOpacity = 0.9, backWhitening = 0.6
    /// Colour stops of the roll's shading gradients.
    private static let shadingStops = 16

    let cr: OpaquePointer
    let curl: PageCurl
    /// The flat page, and its back (`back(of:)`), as image surface patterns of the same size.
    let page: OpaquePointer, back: OpaquePointer
    /// Curl space → the page images' pixels.
    let curlToPixels: cairo_matrix_t
    /// The page's extent along the fold (v), with a margin.
    let across: ClosedRange<Double>
    /// Strips per unit of u (device pixels per unit).
    let stripsPerUnit: Double

    /// The page's back: the page washed `backWhitening` of the way to white over its own
    /// coverage, at `backOpacity`.
    static func back(of page: Canvas) -> Canvas? {
        guard let back = try? Canvas(pixelWidth: page.pixelWidth, pixelHeight: page.pixelHeight, scale: page.scale),
              let context = try? CairoContext(surface: back.surface) else { return nil }
        let cr = context.pointer
        cairo_set_source_surface(cr, page.surface.pointer, 0, 0)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
        cairo_set_source_rgba(cr, 1, 1, 1, backWhitening)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_rgba(cr, 0, 0, 0, backOpacity)
        cairo_paint(cr)
        do { try context.checkStatus("page back") } catch { return nil }
        return back
    }

    /// The shadow, the flat page, the roll's front, the sheet, the roll's back, in this order.
    func paint() {
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        paintShadow()
        let rollStart = max(0, curl.fold - curl.radius)
        if curl.fold < curl.length {
            fill(from: curl.fold, to: curl.length + 1, with: page, source: 0, direction: 1, at: 0)
        }
        paintRoll(from: rollStart, image: page, direction: 1, shade: PageCurl.frontShade) { curl.roll(at: $0).front }
        if curl.sheetEnd > curl.fold {
            // u ↦ 2·fold − πr − u: the page's lifting corner lies at the sheet's end.
            fill(from: curl.fold, to: curl.sheetEnd, with: back, source: curl.sheetEnd, direction: -1, at: 0)
        }
        paintRoll(from: rollStart, image: back, direction: -1, shade: PageCurl.backShade) { curl.roll(at: $0).back }
    }

    /// The roll's shadow on what lies under the page: from nothing one radius before the roll's
    /// edge to `shadowOpacity` at it.
    private func paintShadow() {
        let end = curl.rollEdge, start = end - curl.radius
        guard curl.shadowOpacity > 0, end > 0, let gradient = cairo_pattern_create_linear(0, start, 0, end) else { return }
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, 0)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, curl.shadowOpacity)
        cairo_set_source(cr, gradient)
        addBand(from: max(start, -1), to: end)
        cairo_fill(cr)
    }

    /// One face of the roll, strip by strip from `start` to the fold, each showing the page line
    /// `source` gives (nil: none) from `image`, then darkened by `shade` times `PageCurl.darkness`
    /// over the image's own coverage.
    private func paintRoll(from start: Double, image: OpaquePointer, direction: Double, shade: Double,
                           source: (Double) -> Double?) {
        let end = min(curl.fold, curl.length)
        let strips = Int(((end - start) * stripsPerUnit).rounded(.up))
        guard strips > 0, strips <= 4 * CanvasLimits.maximumSide,
              let gradient = cairo_pattern_create_linear(0, curl.fold - curl.radius, 0, curl.fold) else { return }
        defer { cairo_pattern_destroy(gradient) }
        cairo_save(cr)
        addBand(from: start, to: end)
        cairo_clip(cr)
        cairo_push_group(cr)
        func edge(_ index: Int) -> Double { index == strips ? end : start + (end - start) * Double(index) / Double(strips) }
        for index in 0..<strips {
            let (top, bottom) = (edge(index), edge(index + 1))
            let middle = (top + bottom) / 2
            guard let line = source(middle) else { continue }
            fill(from: top, to: bottom, with: image, source: line, direction: direction, at: middle)
        }
        for stop in 0...Self.shadingStops {
            let offset = Double(stop) / Double(Self.shadingStops)
            let darkness = curl.darkness(at: curl.fold - curl.radius * (1 - offset))
            cairo_pattern_add_color_stop_rgba(gradient, offset, 0, 0, 0, shade * darkness)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Fills the band from u = `top` to `bottom` with `image`, its page line `source` at u = `at`
    /// and running along u in `direction` (−1 on the back, which is mirrored).
    private func fill(from top: Double, to bottom: Double, with image: OpaquePointer, source: Double,
                      direction: Double, at u: Double) {
        var onPage = cairo_matrix_t(), curlToPixels = curlToPixels, toImage = cairo_matrix_t()
        cairo_matrix_init(&onPage, 1, 0, 0, direction, 0, source - direction * u)
        cairo_matrix_multiply(&toImage, &onPage, &curlToPixels)
        cairo_pattern_set_matrix(image, &toImage)
        cairo_set_source(cr, image)
        addBand(from: top, to: bottom)
        cairo_fill(cr)
    }

    /// The band from u = `top` to `bottom` across the page, corner by corner (not
    /// cairo_rectangle's relative moves) so that neighbours share their edge exactly.
    private func addBand(from top: Double, to bottom: Double) {
        cairo_new_path(cr)
        cairo_move_to(cr, across.lowerBound, top)
        cairo_line_to(cr, across.upperBound, top)
        cairo_line_to(cr, across.upperBound, bottom)
        cairo_line_to(cr, across.lowerBound, bottom)
        cairo_close_path(cr)
    }
}
