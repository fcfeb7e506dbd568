/// A layer that draws a path with a fill and a stroke (CAShapeLayer), through `draw(in:)` on
/// presentation copies like any layer content (see `drawShape(in:)`). Every property is animatable except the enumerations; `strokeStart`/`strokeEnd`
/// trim the stroke to a fraction of the path's length.
open class ShapeLayer: Layer {
    /// The properties ShapeLayer adds, each declared once (see `LayerPropertyList`).
    /// Core Animation's defaults: black fill, no stroke, 1-point miter-joined butt-capped lines.
    struct Properties: LayerPropertyList {
        let path = LayerProperty<Path?>(nil)
        let fillColor = LayerProperty<Color?>(Color.black)
        let fillRule = LayerProperty<FillRule>(FillRule.winding)
        let strokeColor = LayerProperty<Color?>(nil)
        let lineWidth = LayerProperty<Double>(1.0)
        let lineCap = LayerProperty<LineCap>(LineCap.butt)
        let lineJoin = LayerProperty<LineJoin>(LineJoin.miter)
        let miterLimit = LayerProperty<Double>(10.0)
        let lineDashPattern = LayerProperty<[Double]?>(nil)
        let lineDashPhase = LayerProperty<Double>(0.0)
        let strokeStart = LayerProperty<Double>(0.0)
        let strokeEnd = LayerProperty<Double>(1.0)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// Draws the shape (fill, then the stroke trimmed to `strokeStart`...`strokeEnd`), then
    /// whatever the delegate draws.
    open override func draw(in context: GraphicsContext) {
        drawShape(in: context)
        super.draw(in: context)
    }

    /// The shape, in the layer's coordinates; nil draws nothing.
    public var path: Path? {
        get { self[Properties.declared.path] }
        set { self[Properties.declared.path] = newValue }
    }
    /// Interior colour; nil leaves it unfilled.
    public var fillColor: Color? {
        get { self[Properties.declared.fillColor] }
        set { self[Properties.declared.fillColor] = newValue }
    }
    /// How the interior of a self-intersecting path is decided: `.winding` is CA's "non-zero".
    public var fillRule: FillRule {
        get { self[Properties.declared.fillRule] }
        set { self[Properties.declared.fillRule] = newValue }
    }
    /// Outline colour; nil (the default) draws no stroke.
    public var strokeColor: Color? {
        get { self[Properties.declared.strokeColor] }
        set { self[Properties.declared.strokeColor] = newValue }
    }
    /// Stroke width in points (default 1).
    public var lineWidth: Double {
        get { self[Properties.declared.lineWidth] }
        set { self[Properties.declared.lineWidth] = newValue }
    }
    /// How open stroke ends are drawn.
    public var lineCap: LineCap {
        get { self[Properties.declared.lineCap] }
        set { self[Properties.declared.lineCap] = newValue }
    }
    /// How stroke corners are drawn.
    public var lineJoin: LineJoin {
        get { self[Properties.declared.lineJoin] }
        set { self[Properties.declared.lineJoin] = newValue }
    }
    /// Longest miter, in line widths, before a join is bevelled (default 10).
    public var miterLimit: Double {
        get { self[Properties.declared.miterLimit] }
        set { self[Properties.declared.miterLimit] = newValue }
    }
    /// Lengths of alternating painted and unpainted dash segments; nil is a solid line.
    public var lineDashPattern: [Double]? {
        get { self[Properties.declared.lineDashPattern] }
        set { self[Properties.declared.lineDashPattern] = newValue }
    }
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double {
        get { self[Properties.declared.lineDashPhase] }
        set { self[Properties.declared.lineDashPhase] = newValue }
    }
    /// Where the stroke begins, as a fraction of the path's length in [0, 1].
    public var strokeStart: Double {
        get { self[Properties.declared.strokeStart] }
        set { self[Properties.declared.strokeStart] = newValue }
    }
    /// Where the stroke ends, as a fraction of the path's length in [0, 1].
    public var strokeEnd: Double {
        get { self[Properties.declared.strokeEnd] }
        set { self[Properties.declared.strokeEnd] = newValue }
    }
}

extension ShapeLayer {
    /// Fills `path` with `fillColor` by `fillRule`, then strokes the part between `strokeStart`
    /// and `strokeEnd` with `strokeColor`, `lineWidth`, caps, joins, miter limit and dashes.
    /// Dash patterns with negative or non-finite lengths, or summing to zero, stroke solid.
    func drawShape(in context: GraphicsContext) {
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            context.beginPath()
            context.addPath(path)
            context.setFillColor(fillColor)
            context.fillPath(using: fillRule)
        }
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
        let stroked = path.trimmed(from: strokeStart, to: strokeEnd)
        guard !stroked.isEmpty else { return }
        context.beginPath()
        context.addPath(stroked)
        context.setStrokeColor(strokeColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.setMiterLimit(miterLimit)
        if let dashes = lineDashPattern, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.reduce(0, +) > 0 {
            context.setLineDash(phase: lineDashPhase.isFinite ? lineDashPhase : 0, lengths: dashes)
        }
        context.strokePath()
    }
}
