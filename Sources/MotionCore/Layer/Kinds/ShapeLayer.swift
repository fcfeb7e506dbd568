/// A layer that draws a path with a fill and a stroke (CAShapeLayer), through `draw(in:)` on
/// presentation copies like any layer content (see `drawShape(in:)`). Every property is animatable except the enumerations; `strokeStart`/`strokeEnd`
/// trim the stroke to a fraction of the path's length.
open class ShapeLayer: Layer {
    /// The properties ShapeLayer adds, each declared once: key (its slot enum case), type and
    /// default. Core Animation's defaults: black fill, no stroke, 1-point miter-joined butt-capped lines.
    enum Property {
        static let path = LayerProperty<Path?>(Key.path, default: nil)
        static let fillColor = LayerProperty<Color?>(Key.fillColor, default: Color.black)
        static let fillRule = LayerProperty<FillRule>(Key.fillRule, default: FillRule.winding)
        static let strokeColor = LayerProperty<Color?>(Key.strokeColor, default: nil)
        static let lineWidth = LayerProperty<Double>(Key.lineWidth, default: 1.0)
        static let lineCap = LayerProperty<LineCap>(Key.lineCap, default: LineCap.butt)
        static let lineJoin = LayerProperty<LineJoin>(Key.lineJoin, default: LineJoin.miter)
        static let miterLimit = LayerProperty<Double>(Key.miterLimit, default: 10.0)
        static let lineDashPattern = LayerProperty<[Double]?>(Key.lineDashPattern, default: nil)
        static let lineDashPhase = LayerProperty<Double>(Key.lineDashPhase, default: 0.0)
        static let strokeStart = LayerProperty<Double>(Key.strokeStart, default: 0.0)
        static let strokeEnd = LayerProperty<Double>(Key.strokeEnd, default: 1.0)
        /// Their defaults, by key.
        static let defaults = [String: Any](layerDefaults: [
            path.defaultEntry, fillColor.defaultEntry, fillRule.defaultEntry, strokeColor.defaultEntry,
            lineWidth.defaultEntry, lineCap.defaultEntry, lineJoin.defaultEntry, miterLimit.defaultEntry,
            lineDashPattern.defaultEntry, lineDashPhase.defaultEntry, strokeStart.defaultEntry,
            strokeEnd.defaultEntry
        ])
    }

    /// The built-in keys this kind adds, in slot order after `LayerKey`'s.
    enum Key: Int, LayerKindKey {
        case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    }

    override class var builtInKeys: [String] { LayerKey.names + Key.names }

    open override class var defaultValues: [String: Any] {
        super.defaultValues.merging(Property.defaults) { _, shape in shape }
    }

    /// Draws the shape (fill, then the stroke trimmed to `strokeStart`...`strokeEnd`), then
    /// whatever the delegate draws.
    open override func draw(in context: GraphicsContext) {
        drawShape(in: context)
        super.draw(in: context)
    }

    /// The shape, in the layer's coordinates; nil draws nothing.
    public var path: Path? {
        get { self[Property.path] }
        set { self[Property.path] = newValue }
    }
    /// Interior colour; nil leaves it unfilled.
    public var fillColor: Color? {
        get { self[Property.fillColor] }
        set { self[Property.fillColor] = newValue }
    }
    /// How the interior of a self-intersecting path is decided: `.winding` is CA's "non-zero".
    public var fillRule: FillRule {
        get { self[Property.fillRule] }
        set { self[Property.fillRule] = newValue }
    }
    /// Outline colour; nil (the default) draws no stroke.
    public var strokeColor: Color? {
        get { self[Property.strokeColor] }
        set { self[Property.strokeColor] = newValue }
    }
    /// Stroke width in points (default 1).
    public var lineWidth: Double {
        get { self[Property.lineWidth] }
        set { self[Property.lineWidth] = newValue }
    }
    /// How open stroke ends are drawn.
    public var lineCap: LineCap {
        get { self[Property.lineCap] }
        set { self[Property.lineCap] = newValue }
    }
    /// How stroke corners are drawn.
    public var lineJoin: LineJoin {
        get { self[Property.lineJoin] }
        set { self[Property.lineJoin] = newValue }
    }
    /// Longest miter, in line widths, before a join is bevelled (default 10).
    public var miterLimit: Double {
        get { self[Property.miterLimit] }
        set { self[Property.miterLimit] = newValue }
    }
    /// Lengths of alternating painted and unpainted dash segments; nil is a solid line.
    public var lineDashPattern: [Double]? {
        get { self[Property.lineDashPattern] }
        set { self[Property.lineDashPattern] = newValue }
    }
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double {
        get { self[Property.lineDashPhase] }
        set { self[Property.lineDashPhase] = newValue }
    }
    /// Where the stroke begins, as a fraction of the path's length in [0, 1].
    public var strokeStart: Double {
        get { self[Property.strokeStart] }
        set { self[Property.strokeStart] = newValue }
    }
    /// Where the stroke ends, as a fraction of the path's length in [0, 1].
    public var strokeEnd: Double {
        get { self[Property.strokeEnd] }
        set { self[Property.strokeEnd] = newValue }
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
