import Foundation

/// Type-erased interpolation used by animations, whose values are stored as `Any`.
///
/// Values that are not `Interpolatable` (strings, booleans, images) switch discretely
/// at the midpoint of the animation, which matches Core Animation for non-numeric keys.
enum AnyInterpolation {
    static func interpolate(_ from: Any, _ to: Any, fraction: Double) -> Any {
        // Concrete casts are far cheaper than casts to an existential: try the common types first.
        if let a = from as? Double, let b = to as? Double { return a + (b - a) * fraction }
        if let a = from as? Point, let b = to as? Point { return a.interpolated(to: b, fraction: fraction) }
        if let a = from as? Rect, let b = to as? Rect { return a.interpolated(to: b, fraction: fraction) }
        if let from = from as? any Interpolatable, let result = blend(from, to, fraction) {
            return result
        }
        return fraction < 0.5 ? from : to
    }

    static func add(_ base: Any, _ delta: Any) -> Any {
        if let a = base as? Double, let b = delta as? Double { return a + b }
        if let a = base as? Point, let b = delta as? Point { return a.adding(b) }
        guard let base = base as? any Interpolatable, let sum = sum(base, delta) else { return delta }
        return sum
    }

    static func subtract(_ value: Any, _ other: Any) -> Any? {
        if let a = value as? Double, let b = other as? Double { return a - b }
        if let a = value as? Point, let b = other as? Point { return a.subtracting(b) }
        guard let value = value as? any Interpolatable else { return nil }
        return difference(value, other)
    }

    static func zero(like value: Any) -> Any? {
        guard let value = value as? any Interpolatable else { return nil }
        return zeroValue(of: value)
    }

    static func scale(_ value: Any, by factor: Double) -> Any {
        guard let value = value as? any Interpolatable else { return value }
        return scaled(value, factor)
    }

    private static func blend<T: Interpolatable>(_ from: T, _ to: Any, _ fraction: Double) -> T? {
        guard let to = to as? T else { return nil }
        return from.interpolated(to: to, fraction: fraction)
    }

    private static func sum<T: Interpolatable>(_ base: T, _ delta: Any) -> T? {
        guard let delta = delta as? T else { return nil }
        return base.adding(delta)
    }

    private static func difference<T: Interpolatable>(_ value: T, _ other: Any) -> T? {
        guard let other = other as? T else { return nil }
        return value.subtracting(other)
    }

    private static func zeroValue<T: Interpolatable>(of _: T) -> T { T.zero }

    private static func scaled<T: Interpolatable>(_ value: T, _ factor: Double) -> T {
        value.scaled(by: factor)
    }
}

extension AnyInterpolation {
    /// False for NaN or infinite numbers anywhere in a numeric value.
    static func isFinite(_ value: Any) -> Bool {
        switch value {
        case let v as Double: return v.isFinite
        case let v as Float: return v.isFinite
        case let v as CGFloat: return v.isFinite
        case let v as Point: return v.x.isFinite && v.y.isFinite
        case let v as Size: return v.width.isFinite && v.height.isFinite
        case let v as Rect: return isFinite(v.origin) && isFinite(v.size)
        case let v as Vector: return v.dx.isFinite && v.dy.isFinite
        case let v as Color: return [v.red, v.green, v.blue, v.alpha].allSatisfy(\.isFinite)
        case let v as Transform3D: return v.entries.allSatisfy(\.isFinite)
        case let v as Path: return v.elements.allSatisfy(isFinite(element:))
        case let v as [Any]: return v.allSatisfy(isFinite)
        default: return true
        }
    }

    /// False when any point of a path element, control points included, is NaN or infinite.
    private static func isFinite(element: Path.Element) -> Bool {
        switch element {
        case .move(let p), .line(let p): isFinite(p)
        case .quadCurve(let p, let c): isFinite(p) && isFinite(c)
        case .curve(let p, let c1, let c2): isFinite(p) && isFinite(c1) && isFinite(c2)
        case .closeSubpath: true
        }
    }
}
