extension TraceValue {
    /// The value's numbers, each with the name it has in `zoetrope trace --json`, for plotting and
    /// comparing curves: a number under "" ; a point as x, y; a size as width, height; a vector
    /// as dx, dy; a rect as x, y, width, height; a colour as red, green, blue, alpha; an affine
    /// transform as a, b, c, d, tx, ty; a 3D transform as m11…m44; a list element by element,
    /// prefixed by its index ("0.x"). Booleans count as 0 and 1; text, paths, nil and unknown
    /// values have no numbers.
    public var numericComponents: [(name: String, value: Double)] {
        switch self {
        case .null, .string, .path, .other: return []
        case let .bool(x): return [("", x ? 1 : 0)]
        case let .integer(x): return [("", Double(x))]
        case let .number(x): return [("", x)]
        case let .point(p): return [("x", p.x), ("y", p.y)]
        case let .size(s): return [("width", s.width), ("height", s.height)]
        case let .vector(v): return [("dx", v.dx), ("dy", v.dy)]
        case let .rect(r): return [("x", r.origin.x), ("y", r.origin.y), ("width", r.width), ("height", r.height)]
        case let .color(c): return [("red", c.red), ("green", c.green), ("blue", c.blue), ("alpha", c.alpha)]
        case let .affine(t): return [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)]
        case let .transform(t):
            return t.entries.enumerated().map { index, value in ("m\(index / 4 + 1)\(index % 4 + 1)", value) }
        case let .list(values):
            return values.enumerated().flatMap { index, value in
                value.numericComponents.map { component in
                    (component.name.isEmpty ? "\(index)" : "\(index).\(component.name)", component.value)
                }
            }
        }
    }
}
