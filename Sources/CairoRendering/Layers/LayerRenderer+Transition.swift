import CCairo
import MotionCore

extension LayerRenderer {
    /// Draws a layer's body (background, content, border; not the shadow) during a `Transition` at `transition.progress` p:
    /// - fade: a cross-dissolve, (1 − p)·previous + p·new (added premultiplied, then composited);
    /// - push: both move by the layer's size, the new content entering from the subtype's side;
    /// - moveIn: the new content slides in over the previous one;
    /// - reveal: the previous content slides out, uncovering the new one;
    /// - pageCurl, pageUnCurl: a page curl (see `drawPageCurl`).
    /// Subtypes name where new content comes from, as the seed articles see them on iOS:
    /// `.fromTop` makes the old text scroll up and the new come in from below (a flipboard), and
    /// `.fromBottom` the reverse; `.fromLeft` (the default) moves content rightwards.
    func drawTransition(_ transition: TransitionState, of layer: Layer, in context: CairoGraphicsContext) {
        let p = transition.progress.isNaN ? 1 : min(max(transition.progress, 0), 1)
        let previous = transition.previous
        let motion = Self.motion(transition.subtype, size: layer.bounds.size)
        let incoming = Point(x: -motion.x * (1 - p), y: -motion.y * (1 - p))
        let outgoing = Point(x: motion.x * p, y: motion.y * p)
        switch transition.kind {
        case .fade:
            cairo_push_group(context.cr)
            cairo_set_operator(context.cr, CAIRO_OPERATOR_ADD)
            drawGroup(of: previous, offset: .zero, alpha: 1 - p, in: context)
            drawGroup(of: layer, offset: .zero, alpha: p, in: context)
            cairo_pop_group_to_source(context.cr)
            cairo_paint(context.cr)
        case .push:
            drawGroup(of: previous, offset: outgoing, alpha: 1, in: context)
            drawGroup(of: layer, offset: incoming, alpha: 1, in: context)
        case .moveIn:
            drawGroup(of: previous, offset: .zero, alpha: 1, in: context)
            drawGroup(of: layer, offset: incoming, alpha: 1, in: context)
        case .reveal:
            drawGroup(of: layer, offset: .zero, alpha: 1, in: context)
            drawGroup(of: previous, offset: outgoing, alpha: 1, in: context)
        case .pageCurl, .pageUnCurl:
            drawPageCurl(transition, of: layer, progress: p, in: context)
        }
    }

    /// Where the transition draws, in the layer's space: both appearances' boxes, at rest and
    /// (but for page curls, which stay in place) moved by a full transition's displacement either way.
    func transitionRegion(_ transition: TransitionState, of layer: Layer) -> Rect {
        let box = LayerGeometry.subtreeBounds(of: layer).union(LayerGeometry.subtreeBounds(of: transition.previous))
        if transition.kind == .pageCurl || transition.kind == .pageUnCurl { return box }
        let motion = Self.motion(transition.subtype, size: layer.bounds.size)
        return box.union(box.offsetBy(dx: motion.x, dy: motion.y)).union(box.offsetBy(dx: -motion.x, dy: -motion.y))
    }

    /// The displacement of a full transition: the layer's width or height in the motion's direction.
    private static func motion(_ subtype: Transition.Subtype?, size: Size) -> Point {
        switch subtype ?? .fromLeft {
        case .fromLeft: return Point(x: size.width, y: 0)
        case .fromRight: return Point(x: -size.width, y: 0)
        case .fromTop: return Point(x: 0, y: -size.height)
        case .fromBottom: return Point(x: 0, y: size.height)
        }
    }

    /// One appearance (background, content and border) of the new or the previous layer, as a
    /// group painted at `alpha` with the context's current operator.
    private func drawGroup(of appearance: Layer, offset: Point, alpha: Double, in context: CairoGraphicsContext) {
        guard alpha > 0 else { return }
        let cr = context.cr
        let op = cairo_get_operator(cr)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        context.saveGState()
        context.translateBy(x: offset.x, y: offset.y)
        drawAppearance(appearance, in: context)
        context.restoreGState()
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, op)
        cairo_paint_with_alpha(cr, alpha)
    }
}
