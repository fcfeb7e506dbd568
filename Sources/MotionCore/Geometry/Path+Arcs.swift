#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Arcs, ellipses and rounded rectangles, built from cubic Béziers as Core Graphics does.
/// Coordinates are UIKit's: y grows downwards, angle 0 points along +x and angles grow towards
/// +y, so `clockwise: true` (increasing angles) looks clockwise on screen, as in UIBezierPath.
extension Path {
    /// 4/3·tan(θ/4): the control-point distance, per unit radius, of a cubic approximating an
    /// arc of θ radians (error below 0.03 % of the radius for quarter circles).
    static func arcHandle(_ sweep: Double) -> Double { 4.0 / 3.0 * tan(sweep / 4) }

    /// Appends an arc of a circle (UIBezierPath `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    ///
    /// Adds a line from the current point to the arc's start (or moves there on an empty path),
    /// then curves of at most a quarter turn each. The sweep goes from `startAngle` towards
    /// `endAngle` in the given direction, less than a full turn; a non-zero difference that is a
    /// whole number of turns draws a full circle, equal angles draw nothing after the start point.
    /// Non-finite arguments or a negative radius add nothing.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius >= 0,
              startAngle.isFinite, endAngle.isFinite else { return }
        let turn = 2 * Double.pi
        let difference = clockwise ? endAngle - startAngle : startAngle - endAngle
        var sweep = difference.truncatingRemainder(dividingBy: turn)
        if sweep < 0 { sweep += turn }
        if sweep == 0 && difference != 0 { sweep = turn }
        if !clockwise { sweep = -sweep }

        let point = { (angle: Double) in Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        if currentPoint == nil || lastElementClosesSubpath { move(to: point(startAngle)) } else { addLine(to: point(startAngle)) }
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let handle = Self.arcHandle(step) * radius
        for i in 0..<count {
            let a0 = startAngle + Double(i) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            addCurve(to: i == count - 1 ? point(startAngle + sweep) : p1,
                     control1: Point(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0)),
                     control2: Point(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1)))
        }
    }

    /// Appends a closed ellipse inscribed in `rect` (CGPath `addEllipse(in:)`): four quarter
    /// curves starting at the right-middle point and running clockwise on screen.
    public mutating func addEllipse(in rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let kx = Self.arcHandle(Double.pi / 2) * rx, ky = Self.arcHandle(Double.pi / 2) * ry
        let (cx, cy) = (rect.midX, rect.midY)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// A closed ellipse inscribed in `rect` (UIBezierPath(ovalIn:)).
    public init(ellipseIn rect: Rect) { addEllipse(in: rect) }

    /// A rectangle with circular corners of one radius (CGPath(roundedRect:cornerWidth:cornerHeight:)
    /// geometry; `init(roundedRect:cornerRadius:curve:)` draws UIBezierPath's continuous ones).
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(roundedRect: rect, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// A rectangle with corners of one radius drawn as `curve` says: `.continuous` is Apple's
    /// continuous corner, as `UIBezierPath(roundedRect:cornerRadius:)` draws it, where its reach
    /// (1.53 r) fits half the shorter side; otherwise, and for `.circular`, circular arcs clamped to
    /// half the shorter side. Starts where the top edge leaves the top-left corner, clockwise on screen.
    public init(roundedRect rect: Rect, cornerRadius: Double, curve: CornerCurve) {
        let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        guard curve == .continuous, radius > 0, ContinuousCorner.fits(radius: radius, shorterSide: min(rect.width, rect.height)) else {
            self.init(roundedRect: rect, cornerRadius: radius)
            return
        }
        self.init()
        move(to: Point(x: rect.minX + ContinuousCorner.reach * radius, y: rect.minY))
        for (_, corner, back, onward) in ContinuousCorner.turns(of: rect) {
            let (start, elements) = ContinuousCorner.corner(at: corner, back: back, onward: onward, radius: radius)
            addLine(to: start)
            for element in elements {
                switch element {
                case let .curve(c1, c2, end): addCurve(to: end, control1: c1, control2: c2)
                case let .line(end): addLine(to: end)
                }
            }
        }
        closeSubpath()
    }

    /// A rectangle with its own radius on each corner, each clamped to [0, half the shorter side].
    /// Starts after the top-left corner and runs clockwise on screen, like UIBezierPath(roundedRect:).
    public init(roundedRect rect: Rect, cornerRadii: CornerRadii) {
        let r = cornerRadii.clamped(to: min(rect.width, rect.height) / 2)
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let k = Self.arcHandle(Double.pi / 2)
        move(to: Point(x: minX + r.topLeft, y: minY))
        addLine(to: Point(x: maxX - r.topRight, y: minY))
        if r.topRight > 0 {
            addCurve(to: Point(x: maxX, y: minY + r.topRight), control1: Point(x: maxX - r.topRight * (1 - k), y: minY),
                     control2: Point(x: maxX, y: minY + r.topRight * (1 - k)))
        }
        addLine(to: Point(x: maxX, y: maxY - r.bottomRight))
        if r.bottomRight > 0 {
            addCurve(to: Point(x: maxX - r.bottomRight, y: maxY), control1: Point(x: maxX, y: maxY - r.bottomRight * (1 - k)),
                     control2: Point(x: maxX - r.bottomRight * (1 - k), y: maxY))
        }
        addLine(to: Point(x: minX + r.bottomLeft, y: maxY))
        if r.bottomLeft > 0 {
            addCurve(to: Point(x: minX, y: maxY - r.bottomLeft), control1: Point(x: minX + r.bottomLeft * (1 - k), y: maxY),
                     control2: Point(x: minX, y: maxY - r.bottomLeft * (1 - k)))
        }
        addLine(to: Point(x: minX, y: minY + r.topLeft))
        if r.topLeft > 0 {
            addCurve(to: Point(x: minX + r.topLeft, y: minY), control1: Point(x: minX, y: minY + r.topLeft * (1 - k)),
                     control2: Point(x: minX + r.topLeft * (1 - k), y: minY))
        }
        closeSubpath()
    }

    /// True when the last element is `closeSubpath` (the next drawing command starts a new subpath).
    var lastElementClosesSubpath: Bool { elements.last == .closeSubpath }
}
