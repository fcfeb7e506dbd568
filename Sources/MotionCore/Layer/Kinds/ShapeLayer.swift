/// A layer that draws a path with a fill and a stroke (CAShapeLayer), through `draw(in:)` on
/// presentation copies like any layer content (see `drawShape(in:)`). Every property is animatable except the enumerations; `strokeStart`/`strokeEnd`
/// trim the stroke to a fraction of the path's length.
open class ShapeLayer: Layer {
    /// Core Animation's defaults: black fill, no stroke, 1-point miter-joined butt-capped lines.
    static let shapeDefaults: [String: Any] = [
        "path": nil as Path? as Any,
        "fillColor": Color.black as Color? as Any,
        "fillRule": FillRule.winding,
        "strokeColor": nil as Color? as Any,
        "lineWidth": 1.0,
        "lineCap": LineCap.butt,
        "lineJoin": LineJoin.miter,
        "miterLimit": 10.0,
        "lineDashPattern": nil as [Double]? as Any,
        "lineDashPhase": 0.0,
        "strokeStart": 0.0,
        "strokeEnd": 1.0,
    ]

    /// The built-in keys this kind adds, in slot order after `LayerKey`'s.
    enum Key: Int, LayerKindKey {
        case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    }

    override class var builtInKeys: [String] { LayerKey.names + Key.names }

    open override class var defaultValues: [String: Any] {
        super.defaultValues.merging(shapeDefaults) { _, shape in shape }
    }

    /// Draws the shape (fill, then the stroke trimmed to `strokeStart`...`strokeEnd`), then
    /// whatever the delegate draws.
    open override func draw(in context: GraphicsContext) {
        drawShape(in: context)
        super.draw(in: context)
    }

    /// The shape, in the layer's coordinates; nil draws nothing.
    public var path: Path? {
        get { stored(Key.path.slot, nil as Path?) }
        set { setValue(newValue, forKey: "path") }
    }
    /// Interior colour; nil leaves it unfilled.
    public var fillColor: Color? {
        get { stored(Key.fillColor.slot, Color.black as Color?) }
        set { setValue(newValue, forKey: "fillColor") }
    }
    /// How the interior of a self-intersecting path is decided: `.winding` is CA's "non-zero".
    public var fillRule: FillRule {
        get { stored(Key.fillRule.slot, FillRule.winding) }
        set { setValue(newValue, forKey: "fillRule") }
    }
    /// Outline colour; nil (the default) draws no stroke.
    public var strokeColor: Color? {
        get { stored(Key.strokeColor.slot, nil as Color?) }
        set { setValue(newValue, forKey: "strokeColor") }
    }
    /// Stroke width in points (default 1).
    public var lineWidth: Double {
        get { stored(Key.lineWidth.slot, 1.0) }
        set { setValue(newValue, forKey: "lineWidth") }
    }
    /// How open stroke ends are drawn.
    public var lineCap: LineCap {
        get { stored(Key.lineCap.slot, LineCap.butt) }
        set { setValue(newValue, forKey: "lineCap") }
    }
    /// How stroke corners are drawn.
    public var lineJoin: LineJoin {
        get { stored(Key.lineJoin.slot, LineJoin.miter) }
        set { setValue(newValue, forKey: "lineJoin") }
    }
    /// Longest miter, in line widths, before a join is bevelled (default 10).
    public var miterLimit: Double {
        get { stored(Key.miterLimit.slot, 10.0) }
        set { setValue(newValue, forKey: "miterLimit") }
    }
    /// Lengths of alternating painted and unpainted dash segments; nil is a solid line.
    public var lineDashPattern: [Double]? {
        get { stored(Key.lineDashPattern.slot, nil as [Double]?) }
        set { setValue(newValue, forKey: "lineDashPattern") }
    }
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double {
        get { stored(Key.lineDashPhase.slot, 0.0) }
        set { setValue(newValue, forKey: "lineDashPhase") }
    }
    /// Where the stroke begins, as a fraction of the path's length in [0, 1].
    public var strokeStart: Double {
        get { stored(Key.strokeStart.slot, 0.0) }
        set { setValue(newValue, forKey: "strokeStart") }
    }
    /// Where the stroke ends, as a fraction of the path's length in [0, 1].
    public var strokeEnd: Double {
        get { stored(Key.strokeEnd.slot, 1.0) }
        set { setValue(newValue, forKey: "strokeEnd") }
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
