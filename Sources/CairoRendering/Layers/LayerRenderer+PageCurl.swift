import CCairo
import Foundation
import MotionCore

extension LayerRenderer {
    /// Draws a `pageCurl` or `pageUnCurl` transition at progress `p` in the layer's space.
    ///
    /// `pageCurl` rolls the previous appearance (the page) off the new one from the subtype's edge
    /// (the bottom by default); `pageUnCurl` is the same curl run backwards with the roles swapped:
    /// the new appearance rolls out over the previous one from the subtype's edge (the top by
    /// default), so at p = 0 only the previous appearance shows and at p = 1 only the new one.
    /// As in UIKit the fold is not parallel to the edge but turned by `foldTilt`, so one corner
    /// of the edge lifts first: the bottom right for the bottom edge (the default curl, and the
    /// corner the default uncurl lays down last), the top right for the top edge, the bottom left
    /// for the left and the bottom right for the right. The page is the page layer's bounds,
    /// drawn flat into an offscreen canvas at device resolution; what it draws outside its bounds
    /// is not part of the page.
    ///
    /// Hand-written because nothing at hand warps an image onto a cylinder: Cairo's and pixman's
    /// patterns take affine (pixman's also projective) maps only, a cylinder is neither, and
    /// UIKit's curl is private Core Animation code. But along a line parallel to the fold the curl
    /// is a plain translation, so the flat page and the sheet lying over it are each one affine
    /// fill from the offscreen page, and the roll is filled in strips one device pixel thick
    /// parallel to the fold, each through a pattern matrix that maps it onto its page line
    /// (`PageCurl` is the geometry, `PageCurlPainter` the painting). Everything is a function of
    /// p and the layers: the same frame gives the same pixels.
    func drawPageCurl(_ transition: TransitionState, of layer: Layer, progress p: Double, in context: CairoGraphicsContext) {
        let isCurl = transition.kind == .pageCurl
        let (page, under) = isCurl ? (transition.previous, layer) : (layer, transition.previous)
        let curled = isCurl ? p : 1 - p
        let edge = isCurl ? transition.subtype ?? .fromBottom : Self.opposite(of: transition.subtype ?? .fromTop)
        guard curled > 0 else {
            drawAppearance(page, in: context)
            return
        }
        drawAppearance(under, in: context)
        let bounds = page.bounds
        guard curled < 1, !context.state.isDegenerate, bounds.width > 0, bounds.height > 0,
              let scale = Self.offscreenScale(region: bounds, toDevice: Homography(context.currentTransform)),
              let flat = try? Canvas(pixelWidth: Int((bounds.width * scale).rounded(.up)),
                                     pixelHeight: Int((bounds.height * scale).rounded(.up)), scale: scale),
              let drawing = OffscreenDrawing(on: flat, for: context) else { return }
        drawing.context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawAppearance(page, in: drawing.context)
        drawing.finish()

        let cr = context.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let vertical = edge == .fromTop || edge == .fromBottom
        let (across, along) = vertical ? (bounds.width, bounds.height) : (bounds.height, bounds.width)
        var edgeFrame = Self.edgeFrame(edge, of: bounds)
        cairo_transform(cr, &edgeFrame)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, across, along)
        cairo_clip(cr)
        // Curl space: the fold's direction and its normal, turned by `foldTilt` from the edge's.
        let (sine, cosine) = (sin(Self.foldTilt), cos(Self.foldTilt))
        var tilt = cairo_matrix_t(), curlFrame = cairo_matrix_t()
        cairo_matrix_init(&tilt, cosine, sine, -sine, cosine, across, 0)
        cairo_transform(cr, &tilt)
        cairo_matrix_multiply(&curlFrame, &tilt, &edgeFrame)
        let curl = PageCurl(length: across * sine + along * cosine, progress: curled)
        // Device pixels per unit of u: one strip per device pixel along the curl.
        var dx = 0.0, dy = 1.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        guard let back = PageCurlPainter.back(of: flat),
              let pagePattern = cairo_pattern_create_for_surface(flat.surface.pointer) else { return }
        defer { cairo_pattern_destroy(pagePattern) }
        guard let backPattern = cairo_pattern_create_for_surface(back.surface.pointer) else { return }
        defer { cairo_pattern_destroy(backPattern) }
        for pattern in [pagePattern, backPattern] { cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR) }
        var layerToPixels = cairo_matrix_t(), curlToPixels = cairo_matrix_t()
        cairo_matrix_init(&layerToPixels, scale, 0, 0, scale, -bounds.minX * scale, -bounds.minY * scale)
        cairo_matrix_multiply(&curlToPixels, &curlFrame, &layerToPixels)
        let painter = PageCurlPainter(cr: cr, curl: curl, page: pagePattern, back: backPattern, curlToPixels: curlToPixels,
                                      across: (-across * cosine - 1)...(along * sine + 1),
                                      stripsPerUnit: (dx * dx + dy * dy).squareRoot())
        let alpha = context.state.alpha
        if alpha < 1 { cairo_push_group(cr) }
        painter.paint()
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// How far the fold is turned from the lifting edge, in radians: the corner at the end of
    /// the edge (the bottom right for a curl from the bottom) lifts first.
    static let foldTilt = 0.3

    /// The map from edge space — v along the lifting edge, u from it into the page — to the
    /// layer's space, for a page filling `bounds`.
    private static func edgeFrame(_ edge: Transition.Subtype, of bounds: Rect) -> cairo_matrix_t {
        var m = cairo_matrix_t()
        switch edge {
        case .fromBottom: cairo_matrix_init(&m, 1, 0, 0, -1, bounds.minX, bounds.maxY)
        case .fromTop: cairo_matrix_init(&m, 1, 0, 0, 1, bounds.minX, bounds.minY)
        case .fromLeft: cairo_matrix_init(&m, 0, 1, 1, 0, bounds.minX, bounds.minY)
        case .fromRight: cairo_matrix_init(&m, 0, 1, -1, 0, bounds.maxX, bounds.minY)
        }
        return m
    }

    private static func opposite(of edge: Transition.Subtype) -> Transition.Subtype {
        switch edge {
        case .fromLeft: .fromRight
        case .fromRight: .fromLeft
        case .fromTop: .fromBottom
        case .fromBottom: .fromTop
        }
    }
}
