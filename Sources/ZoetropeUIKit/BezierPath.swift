/// UIBezierPath: a path built step by step, whose `cgPath` a shape layer takes
/// (`shapeLayer.path = UIBezierPath(ovalIn: rect).cgPath`). A reference wrapper around the
/// engine's `Path` value, as UIKit's class wraps a CGPath.
public final class UIBezierPath {
    /// The path built so far (CGPath is the engine's `Path`).
    public private(set) var cgPath: CGPath

    /// An empty path.
    public init() { cgPath = Path() }
    /// A path holding `path`.
    public init(cgPath path: CGPath) { cgPath = path }
    /// A closed rectangle.
    public init(rect: CGRect) { cgPath = Path(rect: rect) }
    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }
    /// A rectangle with Apple's continuous rounded corners, as iOS 7 and later draw it (circular
    /// arcs once the radius is too large for them, so a capsule stays a capsule).
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        cgPath = Path(roundedRect: rect, cornerRadius: cornerRadius, curve: .continuous)
    }
    /// A rectangle with circular corners of `cornerRadii.width` on the `corners` named.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        func radius(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? cornerRadii.width : 0 }
        cgPath = Path(roundedRect: rect, cornerRadii: CornerRadii(topLeft: radius(.topLeft), topRight: radius(.topRight),
                                                                  bottomLeft: radius(.bottomLeft), bottomRight: radius(.bottomRight)))
    }
    /// An arc around `center` (angles in radians; `clockwise` as on iOS, with y pointing down).
    public init(arcCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        cgPath = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: point, control: controlPoint) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Appends another path's elements.
    public func append(_ other: UIBezierPath) { cgPath.addPath(other.cgPath) }
    /// Closes the current subpath.
    public func close() { cgPath.closeSubpath() }
    /// Removes every element.
    public func removeAllPoints() { cgPath = Path() }
    /// Maps every point of the path through `transform`.
    public func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }
    /// The rectangle enclosing every point of the path, control points included.
    public var bounds: CGRect { cgPath.boundingBox }
}

/// UIRectCorner: the corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public typealias UIRectCorner = CornerMask

extension CornerMask {
    /// Every corner (UIRectCorner.allCorners).
    public static let allCorners = CornerMask.all
}
