/// A layer property's value as traces show it: the one reading of `Any` that the text trace,
/// the command line's JSON and the preview's API all print from.
public enum TraceValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case point(Point)
    case size(Size)
    case vector(Vector)
    case rect(Rect)
    case color(Color)
    case affine(AffineTransform)
    case transform(Transform3D)
    /// A path (a shape layer's `path`), printed as SVG path data.
    case path(Path)
    case list([TraceValue])
    /// A value of a type traces do not know, as its description.
    case other(String)

    /// Reads `value`: optionals unwrapped (nil as `.null`), arrays element by element.
    public init(_ value: Any?) {
        guard let value else { self = .null; return }
        switch value {
        case let x as Double: self = .number(x)
        case let x as Float: self = .number(Double(x))
        case let x as Int: self = .integer(x)
        case let x as Bool: self = .bool(x)
        case let x as String: self = .string(x)
        case let x as Point: self = .point(x)
        case let x as Size: self = .size(x)
        case let x as Vector: self = .vector(x)
        case let x as Rect: self = .rect(x)
        case let x as Color: self = .color(x)
        case let x as AffineTransform: self = .affine(x)
        case let x as Transform3D: self = .transform(x)
        case let x as Path: self = .path(x)
        default:
            // Any other number (a CGFloat, an NSNumber...) is a number too.
            if let number = NumericConversion.number(value) { self = .number(number) } else { self = Self.reflecting(value) }
        }
    }

    private static func reflecting(_ value: Any) -> TraceValue {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { TraceValue($0.value) } ?? .null
        case .collection: return .list(mirror.children.map { TraceValue($0.value) })
        default: return .other(String(describing: value))
        }
    }

    /// The value for people, with `decimals` decimals (see `TraceFormat`): points, sizes and
    /// vectors as `(a, b)`, rects as `(x, y, w, h)`, colours as `rgba(r, g, b, a)`, transforms as
    /// `identity`, `affine(a, b, c, d, tx, ty)` or `matrix(m11 … m44)`, paths as SVG path data
    /// (`M0 0 L10 0 Z`), strings quoted, nil as `nil`.
    public func text(decimals: Int) -> String {
        let list = { (values: [Double]) in values.map { TraceFormat.number($0, decimals: decimals) }.joined(separator: ", ") }
        switch self {
        case .null: return "nil"
        case let .bool(x): return x ? "true" : "false"
        case let .integer(x): return String(x)
        case let .number(x): return TraceFormat.number(x, decimals: decimals)
        case let .string(x): return TraceFormat.quoted(x)
        case let .point(p): return "(\(list([p.x, p.y])))"
        case let .size(s): return "(\(list([s.width, s.height])))"
        case let .vector(v): return "(\(list([v.dx, v.dy])))"
        case let .rect(r): return "(\(list([r.origin.x, r.origin.y, r.size.width, r.size.height])))"
        case let .color(c): return "rgba(\(list([c.red, c.green, c.blue, c.alpha])))"
        case let .affine(t): return t == .identity ? "identity" : "affine(\(list([t.a, t.b, t.c, t.d, t.tx, t.ty])))"
        case let .transform(t):
            if t.isIdentity { return "identity" }
            return t.isAffine ? TraceValue.affine(t.affine).text(decimals: decimals) : "matrix(\(list(t.entries)))"
        case let .path(p): return TraceFormat.svgPathData(p, decimals: decimals)
        case let .list(values): return "[" + values.map { $0.text(decimals: decimals) }.joined(separator: ", ") + "]"
        case let .other(description): return description
        }
    }
}
