/// Drawing recorded once and replayed later, on any thread: Core Animation's backing store,
/// kept as drawing commands instead of pixels.
///
/// The stage records every presentation copy's `draw(in:)` on its own thread as it makes the
/// frame's tree, where the model — a view's properties that its `draw` reads — holds that
/// frame's values; rasterizing threads replay the list and never call back into user code.
public final class DisplayList: GraphicsContext, @unchecked Sendable {
    /// One recorded call of `GraphicsContext`.
    enum Command: Equatable {
        case saveGState, restoreGState
        case translate(x: Double, y: Double), scale(x: Double, y: Double), rotate(Double), concatenate(AffineTransform)
        case alpha(Double), fillColor(Color), strokeColor(Color), lineWidth(Double), lineCap(LineCap), lineJoin(LineJoin)
        case miterLimit(Double), lineDash(phase: Double, lengths: [Double])
        case beginPath, move(Point), line(Point), quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        case closePath, path(Path), fill(FillRule), stroke, clip(FillRule)
        case linearGradient([GradientStop], start: Point, end: Point)
        case radialGradient([GradientStop], startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
        case image(Image, Rect)
        case text(String, Rect, TextStyle)
    }

    @exclusivity(unchecked)
    private(set) var commands: [Command] = []

    public init() {}

    /// Whether nothing was drawn.
    public var isEmpty: Bool { commands.isEmpty }

    /// How many calls were recorded.
    public var commandCount: Int { commands.count }

    /// Whether the list paints exactly once — one fill, stroke, gradient or picture, and no text
    /// (whose glyphs are painted one by one): drawn at an alpha or cut by a clip, it then gives
    /// what its group faded or masked does.
    package var paintsOnce: Bool {
        var paints = 0
        for command in commands {
            switch command {
            case .fill, .stroke, .linearGradient, .radialGradient, .image:
                paints += 1
                if paints > 1 { return false }
            case .text: return false
            default: continue
            }
        }
        return paints == 1
    }

    /// Whether `other` recorded the same calls with the same values, so replaying either draws
    /// the same pixels: what lets a renderer keep a layer's rasterized drawing across frames.
    public func drawsSame(as other: DisplayList) -> Bool {
        self === other || commands == other.commands
    }

    /// The list of layers that drew nothing, shared (nothing ever records into it).
    static let empty = DisplayList()

    /// A new list with what this one recorded; this one starts over empty.
    func takeRecording() -> DisplayList {
        let taken = DisplayList()
        swap(&taken.commands, &commands)
        return taken
    }

    /// Records what `draw` draws.
    public static func recording(_ draw: (GraphicsContext) -> Void) -> DisplayList {
        let list = DisplayList()
        draw(list)
        return list
    }

    /// Makes the recorded calls on `context`, in order.
    public func replay(into context: GraphicsContext) {
        for command in commands {
            switch command {
            case .saveGState: context.saveGState()
            case .restoreGState: context.restoreGState()
            case let .translate(x, y): context.translateBy(x: x, y: y)
            case let .scale(x, y): context.scaleBy(x: x, y: y)
            case let .rotate(angle): context.rotate(by: angle)
            case let .concatenate(transform): context.concatenate(transform)
            case let .alpha(alpha): context.setAlpha(alpha)
            case let .fillColor(color): context.setFillColor(color)
            case let .strokeColor(color): context.setStrokeColor(color)
            case let .lineWidth(width): context.setLineWidth(width)
            case let .lineCap(cap): context.setLineCap(cap)
            case let .lineJoin(join): context.setLineJoin(join)
            case let .miterLimit(limit): context.setMiterLimit(limit)
            case let .lineDash(phase, lengths): context.setLineDash(phase: phase, lengths: lengths)
            case .beginPath: context.beginPath()
            case let .move(point): context.move(to: point)
            case let .line(point): context.addLine(to: point)
            case let .quadCurve(point, control): context.addQuadCurve(to: point, control: control)
            case let .curve(point, control1, control2): context.addCurve(to: point, control1: control1, control2: control2)
            case let .arc(center, radius, start, end, clockwise):
                context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case .closePath: context.closePath()
            case let .path(path): context.addPath(path)
            case let .fill(rule): context.fillPath(using: rule)
            case .stroke: context.strokePath()
            case let .clip(rule): context.clip(using: rule)
            case let .linearGradient(stops, start, end): context.drawLinearGradient(stops, start: start, end: end)
            case let .radialGradient(stops, startCenter, startRadius, endCenter, endRadius):
                context.drawRadialGradient(stops, startCenter: startCenter, startRadius: startRadius,
                                           endCenter: endCenter, endRadius: endRadius)
            case let .image(image, rect): context.draw(image, in: rect)
            case let .text(text, rect, style): context.drawText(text, in: rect, style: style)
            }
        }
    }

    // MARK: GraphicsContext: each call is recorded

    public func saveGState() { commands.append(.saveGState) }
    public func restoreGState() { commands.append(.restoreGState) }
    public func translateBy(x: Double, y: Double) { commands.append(.translate(x: x, y: y)) }
    public func scaleBy(x: Double, y: Double) { commands.append(.scale(x: x, y: y)) }
    public func rotate(by angle: Double) { commands.append(.rotate(angle)) }
    public func concatenate(_ transform: AffineTransform) { commands.append(.concatenate(transform)) }
    public func setAlpha(_ alpha: Double) { commands.append(.alpha(alpha)) }
    public func setFillColor(_ color: Color) { commands.append(.fillColor(color)) }
    public func setStrokeColor(_ color: Color) { commands.append(.strokeColor(color)) }
    public func setLineWidth(_ width: Double) { commands.append(.lineWidth(width)) }
    public func setLineCap(_ cap: LineCap) { commands.append(.lineCap(cap)) }
    public func setLineJoin(_ join: LineJoin) { commands.append(.lineJoin(join)) }
    public func setMiterLimit(_ limit: Double) { commands.append(.miterLimit(limit)) }
    public func setLineDash(phase: Double, lengths: [Double]) { commands.append(.lineDash(phase: phase, lengths: lengths)) }
    public func beginPath() { commands.append(.beginPath) }
    public func move(to point: Point) { commands.append(.move(point)) }
    public func addLine(to point: Point) { commands.append(.line(point)) }
    public func addQuadCurve(to point: Point, control: Point) { commands.append(.quadCurve(to: point, control: control)) }
    public func addCurve(to point: Point, control1: Point, control2: Point) {
        commands.append(.curve(to: point, control1: control1, control2: control2))
    }
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        commands.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    public func closePath() { commands.append(.closePath) }
    public func addPath(_ path: Path) { commands.append(.path(path)) }
    public func fillPath(using rule: FillRule) { commands.append(.fill(rule)) }
    public func strokePath() { commands.append(.stroke) }
    public func clip(using rule: FillRule) { commands.append(.clip(rule)) }
    public func drawLinearGradient(_ stops: [GradientStop], start: Point, end: Point) {
        commands.append(.linearGradient(stops, start: start, end: end))
    }
    public func drawRadialGradient(_ stops: [GradientStop], startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double) {
        commands.append(.radialGradient(stops, startCenter: startCenter, startRadius: startRadius,
                                        endCenter: endCenter, endRadius: endRadius))
    }
    public func draw(_ image: Image, in rect: Rect) { commands.append(.image(image, rect)) }
    public func drawText(_ text: String, in rect: Rect, style: TextStyle) {
        FontAvailability.check(style.font)
        commands.append(.text(text, rect, style))
    }
}
