/// Keyframe values as vectors of numbers, for the spline and pacing arithmetic that needs
/// linear combinations and distances (Interpolatable's blend is not linear for every type:
/// colours blend premultiplied, transforms decompose).
enum KeyframeComponents {
    /// The components of a value of a vector-like type, or nil for other types.
    static func components(of value: Any) -> [Double]? {
        switch value {
        case let v as Double: return [v]
        case let v as Float: return [Double(v)]
        case let v as Point: return [v.x, v.y]
        case let v as Size: return [v.width, v.height]
        case let v as Vector: return [v.dx, v.dy]
        case let v as Rect: return [v.origin.x, v.origin.y, v.size.width, v.size.height]
        case let v as Color: return [v.red, v.green, v.blue, v.alpha]
        default: return nil
        }
    }

    /// A value of the same type as `template` made from `c` (as produced by `components(of:)`).
    static func value(_ c: [Double], like template: Any) -> Any {
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

    /// Euclidean distance between two component vectors of equal length.
    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for i in a.indices { sum += (a[i] - b[i]) * (a[i] - b[i]) }
        return sum.squareRoot()
    }
}
