/// A `GraphicsContext` that records the calls it receives instead of drawing: lets tests check
/// what a layer draws (the text of a label, the width of a bar) without pixels.
public final class RecordingGraphicsContext: GraphicsContext {
    /// One recorded call.
    public enum Command: Equatable {
        case fillPath(Path, Color, FillRule)
        case strokePath(Path, Color, lineWidth: Double)
        case text(String, Rect, TextStyle)
        case image(Image, Rect)
        case gradient([GradientStop])
        case other(String)
    }

    public private(set) var commands: [Command] = []
    private var path = Path()
    private var fillColor = Color.black
    private var strokeColor = Color.black
    private var lineWidth = 1.0

    public init() {}

    /// The strings drawn, in order.
    public var texts: [String] {
        commands.compactMap { if case .text(let string, _, _) = $0 { string } else { nil } }
    }

    public func saveGState() { commands.append(.other("save")) }
    public func restoreGState() { commands.append(.other("restore")) }
    public func translateBy(x: Double, y: Double) { commands.append(.other("translate \(x) \(y)")) }
    public func scaleBy(x: Double, y: Double) { commands.append(.other("scale \(x) \(y)")) }
    public func rotate(by angle: Double) { commands.append(.other("rotate \(angle)")) }
    public func concatenate(_ transform: AffineTransform) { commands.append(.other("concat")) }
    public func setAlpha(_ alpha: Double) { commands.append(.other("alpha \(alpha)")) }
    public func setFillColor(_ color: Color) { fillColor = color }
    public func setStrokeColor(_ color: Color) { strokeColor = color }
    public func setLineWidth(_ width: Double) { lineWidth = width }
    public func setLineCap(_ cap: LineCap) {}
    public func setLineJoin(_ join: LineJoin) {}
    public func setMiterLimit(_ limit: Double) {}
    public func setLineDash(phase: Double, lengths: [Double]) {}
    public func beginPath() { path = Path() }
    public func move(to point: Point) { path.move(to: point) }
    public func addLine(to point: Point) { path.addLine(to: point) }
    public func addQuadCurve(to point: Point, control: Point) { path.addQuadCurve(to: point, control: control) }
    public func addCurve(to point: Point, control1: Point, control2: Point) {
        path.addCurve(to: point, control1: control1, control2: control2)
    }
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        commands.append(.other("arc \(center) r=\(radius)"))
    }
    public func closePath() { path.closeSubpath() }
    public func addPath(_ path: Path) { self.path.addPath(path) }
    public func fillPath(using rule: FillRule) { commands.append(.fillPath(path, fillColor, rule)); path = Path() }
    public func strokePath() { commands.append(.strokePath(path, strokeColor, lineWidth: lineWidth)); path = Path() }
    public func clip(using rule: FillRule) { commands.append(.other("clip")); path = Path() }
    public func drawLinearGradient(_ stops: [GradientStop], start: Point, end: Point) { commands.append(.gradient(stops)) }
    public func drawRadialGradient(_ stops: [GradientStop], startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double) { commands.append(.gradient(stops)) }
    public func draw(_ image: Image, in rect: Rect) { commands.append(.image(image, rect)) }
    public func drawText(_ text: String, in rect: Rect, style: TextStyle) { commands.append(.text(text, rect, style)) }
}
