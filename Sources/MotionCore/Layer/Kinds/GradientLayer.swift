#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layer filled with a colour gradient (CAGradientLayer), drawn through `draw(in:)` on
/// presentation copies like any layer content (see `drawGradient(in:)`).
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable.
open class GradientLayer: Layer {
    /// The gradient's geometry (CAGradientLayerType).
    public enum GradientType: String, Hashable, Sendable, CaseIterable {
        /// Along the line from `startPoint` to `endPoint`.
        case axial
        /// An ellipse centred on `startPoint` whose edge passes through `endPoint`.
        case radial
        /// Swept around `startPoint`, starting in the direction of `endPoint`.
        case conic
    }

    /// The properties GradientLayer adds, each declared once (see `LayerPropertyList`).
    /// Core Animation's defaults: no colours, evenly spaced stops, top-centre to bottom-centre.
    struct Properties: LayerPropertyList {
        let colors = LayerProperty<[Color]?>(nil)
        let locations = LayerProperty<[Double]?>(nil)
        let startPoint = LayerProperty<Point>(Point(x: 0.5, y: 0))
        let endPoint = LayerProperty<Point>(Point(x: 0.5, y: 1))
        let `type` = LayerProperty<GradientType>(GradientType.axial)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// Draws the gradient over the bounds, then whatever the delegate draws.
    open override func draw(in context: GraphicsContext) {
        drawGradient(in: context)
        super.draw(in: context)
    }

    /// The gradient stops' colours; nil or empty draws nothing.
    public var colors: [Color]? {
        get { self[Properties.declared.colors] }
        set { self[Properties.declared.colors] = newValue }
    }
    /// Each colour's position in [0, 1], increasing; nil spaces the colours evenly.
    public var locations: [Double]? {
        get { self[Properties.declared.locations] }
        set { self[Properties.declared.locations] = newValue }
    }
    /// Where the gradient starts, in unit coordinates of the bounds.
    public var startPoint: Point {
        get { self[Properties.declared.startPoint] }
        set { self[Properties.declared.startPoint] = newValue }
    }
    /// Where the gradient ends, in unit coordinates of the bounds.
    public var endPoint: Point {
        get { self[Properties.declared.endPoint] }
        set { self[Properties.declared.endPoint] = newValue }
    }
    /// Axial (default), radial or conic.
    public var type: GradientType {
        get { self[Properties.declared.`type`] }
        set { self[Properties.declared.`type`] = newValue }
    }

    /// The colour stops to draw: `colors` at `resolvedLocations`.
    public var stops: [GradientStop] {
        zip(colors ?? [], resolvedLocations).map { GradientStop(color: $0, location: $1) }
    }

    /// The stop positions to draw: `locations` when it has one entry per colour, else evenly
    /// spaced from 0 to 1 (a single colour sits at 0).
    public var resolvedLocations: [Double] {
        let count = colors?.count ?? 0
        if let locations, locations.count == count { return locations }
        guard count > 1 else { return Array(repeating: 0, count: count) }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}

extension GradientLayer {
    /// Wedges of the conic gradient, which the drawing context has no primitive for.
    static let conicSlices = 360

    /// Fills the bounds with the gradient, its end colours extending beyond the ends as Core
    /// Animation's do. Axial: along start → end. Radial: an ellipse centred on `startPoint` whose
    /// radii are the x and y distances to `endPoint`. Conic: swept clockwise around `startPoint`
    /// from the direction of `endPoint`.
    func drawGradient(in context: GraphicsContext) {
        let stops = self.stops, b = bounds
        guard !stops.isEmpty, b.width > 0, b.height > 0 else { return }
        func place(_ unit: Point) -> Point { Point(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        let start = place(startPoint), end = place(endPoint)
        guard AnyInterpolation.isFinite(start), AnyInterpolation.isFinite(end) else { return }
        context.saveGState()
        context.beginPath()
        context.addRect(b)
        context.clip()
        switch type {
        case .axial: context.drawLinearGradient(stops, start: start, end: end)
        case .radial: drawRadial(stops, center: start, edge: end, in: context)
        case .conic: drawConic(stops, center: start, toward: end, in: context)
        }
        context.restoreGState()
    }

    private func drawRadial(_ stops: [GradientStop], center: Point, edge: Point, in context: GraphicsContext) {
        var rx = abs(edge.x - center.x), ry = abs(edge.y - center.y)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        guard rx > 0 else {
            context.setFillColor(stops[stops.count - 1].color)
            context.fill(bounds)
            return
        }
        context.translateBy(x: center.x, y: center.y)
        context.scaleBy(x: rx, y: ry)
        context.drawRadialGradient(stops, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1)
    }

    private func drawConic(_ stops: [GradientStop], center: Point, toward: Point, in context: GraphicsContext) {
        let b = bounds
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
        let reach = corners.map { $0.distance(to: center) }.max()! + 1
        let first = toward == center ? 0 : atan2(toward.y - center.y, toward.x - center.x)
        let n = Self.conicSlices
        for i in 0..<n {
            // Each wedge overlaps the next by a whole slice so antialiased edges leave no seams.
            let a0 = first + 2 * .pi * Double(i) / Double(n), a1 = first + 2 * .pi * (Double(i) + 2) / Double(n)
            context.beginPath()
            context.move(to: center)
            context.addLine(to: Point(x: center.x + reach * cos(a0), y: center.y + reach * sin(a0)))
            context.addLine(to: Point(x: center.x + reach * cos(a1), y: center.y + reach * sin(a1)))
            context.closePath()
            context.setFillColor(Self.color(at: (Double(i) + 0.5) / Double(n), in: stops))
            context.fillPath(using: .winding)
        }
    }

    /// The colour at `fraction` of the way through `stops`, the end colours extending outwards.
    static func color(at fraction: Double, in stops: [GradientStop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if fraction <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, fraction: (fraction - a.location) / span) : b.color
        }
        return last.color
    }
}
