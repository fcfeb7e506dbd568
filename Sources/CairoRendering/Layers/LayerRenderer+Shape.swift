import MotionCore

extension LayerRenderer {
    /// Draws a `ShapeLayer`'s path as CAShapeLayer does: filled with `fillColor` by `fillRule`,
    /// then the part between `strokeStart` and `strokeEnd` (fractions of the path's length)
    /// stroked with `strokeColor` and the line attributes, dashes counted from the trimmed start.
    /// A nil colour or a line width of 0 leaves that part out.
    func drawShape(_ shape: ShapeLayer, in context: CairoGraphicsContext) {
        guard let path = shape.path, !path.isEmpty else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let fill = shape.fillColor, fill.alpha > 0 {
            context.setFillColor(fill)
            context.beginPath()
            context.addPath(path)
            context.fillPath(using: shape.fillRule)
        }
        let width = shape.lineWidth
        guard let stroke = shape.strokeColor, stroke.alpha > 0, width.isFinite, width > 0 else { return }
        let trimmed = path.trimmed(from: shape.strokeStart, to: shape.strokeEnd)
        guard !trimmed.isEmpty else { return }
        context.setStrokeColor(stroke)
        context.setLineWidth(width)
        context.setLineCap(shape.lineCap)
        context.setLineJoin(shape.lineJoin)
        context.setMiterLimit(shape.miterLimit)
        context.setLineDash(phase: shape.lineDashPhase, lengths: shape.lineDashPattern ?? [])
        context.beginPath()
        context.addPath(trimmed)
        context.strokePath()
    }

    /// How far a shape's stroke can reach beyond its path's control box: half the line width,
    /// times the miter limit for miter joins, or the square cap's diagonal.
    static func strokeReach(of shape: ShapeLayer) -> Double {
        guard shape.strokeColor != nil, shape.lineWidth.isFinite, shape.lineWidth > 0 else { return 0 }
        let half = shape.lineWidth / 2
        let joinFactor = shape.lineJoin == .miter ? max(shape.miterLimit.isFinite ? shape.miterLimit : 10, 1) : 1
        return half * max(joinFactor, 2.squareRoot())
    }
}
