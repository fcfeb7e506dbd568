/// How a fill decides what is inside a self-intersecting path.
public enum FillRule: Sendable { case winding, evenOdd }

/// Stroke end caps (CGLineCap / CAShapeLayerLineCap).
public enum LineCap: String, Sendable, Hashable { case butt, round, square }

/// Stroke corner joins (CGLineJoin / CAShapeLayerLineJoin).
public enum LineJoin: String, Sendable, Hashable { case miter, round, bevel }

/// A colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    public var color: Color
    /// Position along the gradient in [0, 1].
    public var location: Double
    public init(color: Color, location: Double) { self.color = color; self.location = location }
}

/// The drawing surface handed to `Layer.draw(in:)` and to layer delegates.
///
/// Modelled on CGContext: build a current path, set state, then fill, stroke or clip, which
/// consume the path. Coordinates are in the layer's points with y pointing down. The Cairo
/// backend implements it; a recording implementation serves tests. Text and image helpers
/// exist because labels need them and the engine cannot draw them itself.
public protocol GraphicsContext: AnyObject {
    func saveGState()
    func restoreGState()

    func translateBy(x: Double, y: Double)
    func scaleBy(x: Double, y: Double)
    func rotate(by angle: Double)
    func concatenate(_ transform: AffineTransform)

    /// Multiplies the alpha of everything drawn afterwards (CGContextSetAlpha).
    func setAlpha(_ alpha: Double)
    func setFillColor(_ color: Color)
    func setStrokeColor(_ color: Color)
    func setLineWidth(_ width: Double)
    func setLineCap(_ cap: LineCap)
    func setLineJoin(_ join: LineJoin)
    func setMiterLimit(_ limit: Double)
    func setLineDash(phase: Double, lengths: [Double])

    func beginPath()
    func move(to point: Point)
    func addLine(to point: Point)
    func addQuadCurve(to point: Point, control: Point)
    func addCurve(to point: Point, control1: Point, control2: Point)
    /// An arc around `center` from `startAngle` to `endAngle` (radians), as CGContextAddArc.
    func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    func closePath()
    func addPath(_ path: Path)

    func fillPath(using rule: FillRule)
    func strokePath()
    /// Intersects the clip with the current path and clears the path.
    func clip(using rule: FillRule)

    /// Fills the current clip with a linear gradient from `start` to `end`.
    func drawLinearGradient(_ stops: [GradientStop], start: Point, end: Point)
    /// Fills the current clip with a radial gradient between two circles.
    func drawRadialGradient(_ stops: [GradientStop], startCenter: Point, startRadius: Double,
                            endCenter: Point, endRadius: Double)

    /// Draws an image scaled into `rect`.
    func draw(_ image: Image, in rect: Rect)

    /// Lays out `text` with `style` inside `rect` (wrapping, truncation, alignment) and draws it,
    /// vertically centred in the rectangle like UILabel.
    func drawText(_ text: String, in rect: Rect, style: TextStyle)
}

extension GraphicsContext {
    /// Fills the current path with the non-zero winding rule.
    public func fillPath() { fillPath(using: .winding) }
    /// Clips to the current path with the non-zero winding rule.
    public func clip() { clip(using: .winding) }

    /// Adds a closed rectangle to the current path.
    public func addRect(_ rect: Rect) { addPath(Path(rect: rect)) }

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: Rect) {
        beginPath(); addRect(rect); fillPath()
    }

    /// Adds an ellipse inscribed in `rect` to the current path.
    public func addEllipse(in rect: Rect) {
        saveGState()
        translateBy(x: rect.midX, y: rect.midY)
        scaleBy(x: max(rect.width, 1e-9) / 2, y: max(rect.height, 1e-9) / 2)
        move(to: Point(x: 1, y: 0))
        addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * Double.pi, clockwise: false)
        closePath()
        restoreGState()
    }
}
