import Foundation
import Zoetrope

/// Stable text for presentation values: fixed decimals, no negative zero, the same output on
/// every machine and locale.
public enum TraceFormat {
    /// `value` with exactly `decimals` decimals; "-0.00" becomes "0.00"; nan, inf, -inf spelled out.
    public static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let text = String(format: "%.\(max(0, decimals))f", value)
        guard text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) else { return text }
        return String(text.dropFirst())
    }

    /// A layer property value: numbers with `decimals` decimals, points/sizes/vectors as
    /// `(a, b)`, rects as `(x, y, w, h)`, colours as `rgba(r, g, b, a)`, transforms as
    /// `identity`, `affine(a, b, c, d, tx, ty)` or `matrix(m11 … m44)`, strings quoted, nil as `nil`.
    public static func value(_ value: Any, decimals: Int) -> String {
        let n = { (x: Double) in number(x, decimals: decimals) }
        let list = { (values: [Double]) in values.map(n).joined(separator: ", ") }
        switch value {
        case let x as Double: return n(x)
        case let x as Float: return n(Double(x))
        case let x as Int: return String(x)
        case let x as Bool: return x ? "true" : "false"
        case let x as String: return quoted(x)
        case let p as Point: return "(\(list([p.x, p.y])))"
        case let s as Size: return "(\(list([s.width, s.height])))"
        case let v as Vector: return "(\(list([v.dx, v.dy])))"
        case let r as Rect: return "(\(list([r.origin.x, r.origin.y, r.size.width, r.size.height])))"
        case let c as Color: return "rgba(\(list([c.red, c.green, c.blue, c.alpha])))"
        case let t as MotionCore.AffineTransform: return affine(t, list)
        case let t as Transform3D:
            if t.isIdentity { return "identity" }
            return t.isAffine ? affine(t.affine, list) : "matrix(\(list(t.entries)))"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return self.value(wrapped, decimals: decimals)
        }
        if mirror.displayStyle == .collection {
            return "[" + mirror.children.map { self.value($0.value, decimals: decimals) }.joined(separator: ", ") + "]"
        }
        return String(describing: value)
    }

    private static func affine(_ t: MotionCore.AffineTransform, _ list: ([Double]) -> String) -> String {
        t == .identity ? "identity" : "affine(\(list([t.a, t.b, t.c, t.d, t.tx, t.ty])))"
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
