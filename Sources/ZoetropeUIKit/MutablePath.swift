import MotionCore

/// CGMutablePath: a path built in place, a reference as on iOS, so `let p = CGMutablePath()`
/// followed by `p.addLine(to:)` builds one path wherever `p` is passed. It holds the engine's
/// `Path` value (`path`, what `CGPath` is here); `copy()` returns it, and a shape layer's,
/// a keyframe animation's and a layer's shadow path and `UIBezierPath(cgPath:)` take a
/// CGMutablePath where they take a CGPath, as a subclass of CGPath goes there on iOS (the path
/// as it is then: later additions do not reach them, as a CGPath set there on iOS is copied).
public final class CGMutablePath {
    /// The path built so far.
    public private(set) var path: CGPath

    /// An empty path.
    public init() { path = CGPath() }

    /// A mutable path holding `path` (CGPath.mutableCopy()).
    public init(_ path: CGPath) { self.path = path }

    /// The path as it is now, a value (CGPath.copy()).
    public func copy() -> CGPath? { path }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest box holding every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingBox }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add(transform) { $0.move(to: point) }
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addLine(to: point) }
    }
    /// Lines through `points`, from a move to the first (CGMutablePath.addLines(between:transform:)).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        add(transform) { piece in
            piece.move(to: first)
            for point in points.dropFirst() { piece.addLine(to: point) }
        }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addQuadCurve(to: end, control: control) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addCurve(to: end, control1: control1, control2: control2) }
    }
    /// An arc around `center` (angles in radians), joined by a line to the current point when
    /// there is one, as Core Graphics adds it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        add(transform) {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addRect(rect) }
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addEllipse(in: rect) }
    }
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        add(transform) { $0.addPath(other) }
    }
    public func closeSubpath() { path.closeSubpath() }

    /// Runs `build` on the path, the elements it adds mapped by `transform`.
    private func add(_ transform: CGAffineTransform, _ build: (inout CGPath) -> Void) {
        guard transform != .identity else { return build(&path) }
        let before = path.elements.count
        var extended = path
        build(&extended)
        path.addPath(CGPath(elements: Array(extended.elements[before...])).applying(transform))
    }
}

/// The layers and animations that take a path, so that a CGMutablePath goes where iOS code
/// passes one. Their CGMutablePath members are declared on this protocol, beside the engine's
/// `Path?` ones (a member declared on the classes here would hide the engine's of the same name),
/// and disfavoured, so a CGPath, `nil` and reading keep the engine's.
public protocol MutablePathAccepting: AnyObject {}

extension Layer: MutablePathAccepting {}
extension KeyframeAnimation: MutablePathAccepting {}

extension MutablePathAccepting where Self: ShapeLayer {
    /// The shape set from a CGMutablePath: the path as it is then.
    @_disfavoredOverload
    public var path: CGMutablePath? {
        get { (value(forKey: "path") as? CGPath).map { CGMutablePath($0) } }
        set { setValue(newValue?.path, forKey: "path") }
    }
}

extension MutablePathAccepting where Self: KeyframeAnimation {
    /// The motion path set from a CGMutablePath: the path as it is then.
    @_disfavoredOverload
    public var path: CGMutablePath? {
        get { motionPath.map { CGMutablePath($0) } }
        set { motionPath = newValue?.path }
    }
}

extension MutablePathAccepting where Self: Layer {
    /// The shadow's shape set from a CGMutablePath: the path as it is then.
    @_disfavoredOverload
    public var shadowPath: CGMutablePath? {
        get { (value(forKey: "shadowPath") as? CGPath).map { CGMutablePath($0) } }
        set { setValue(newValue?.path, forKey: "shadowPath") }
    }
}

extension UIBezierPath {
    /// A path holding `path` as it is now.
    public convenience init(cgPath path: CGMutablePath) { self.init(cgPath: path.path) }
}
