/// Keyframe values as vectors of up to four numbers, for the spline and pacing arithmetic that
/// needs linear combinations and distances (Interpolatable's blend is not linear for every
/// type: colours blend premultiplied, transforms decompose). SIMD4 keeps this allocation-free.
enum KeyframeComponents {
    /// The components of a value of a vector-like type (unused lanes 0), or nil for other types.
    static func components(of value: Any) -> SIMD4<Double>? {
        switch value {
        case let v as Double: return SIMD4(v, 0, 0, 0)
        case let v as Float: return SIMD4(Double(v), 0, 0, 0)
        case let v as Point: return SIMD4(v.x, v.y, 0, 0)
        case let v as Size: return SIMD4(v.width, v.height, 0, 0)
        case let v as Vector: return SIMD4(v.dx, v.dy, 0, 0)
        case let v as Rect: return SIMD4(v.origin.x, v.origin.y, v.size.width, v.size.height)
        case let v as Color: return SIMD4(v.red, v.green, v.blue, v.alpha)
        default: return nil
        }
    }

    /// A value of the same type as `template` made from `c` (as produced by `components(of:)`).
    static func value(_ c: SIMD4<Double>, like template: Any) -> Any {
        switch template {
        case is Double: return c[0]
        case is Float: return Float(c[0])
        case is Point: return Point(x: c[0], y: c[1])
        case is Size: return Size(width: c[0], height: c[1])
        case is Vector: return Vector(dx: c[0], dy: c[1])
        case is Rect: return Rect(x: c[0], y: c[1], width: c[2], height: c[3])
        case is Color: return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        default: return template
        }
    }

    /// Euclidean distance between two component vectors.
    static func distance(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}
