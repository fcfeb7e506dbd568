/// An sRGB colour with straight (not premultiplied) alpha; components in [0, 1].
///
/// Interpolation happens on the gamma-encoded sRGB components with premultiplied alpha,
/// which is what Core Animation does for `backgroundColor` animations: a fade from an opaque
/// colour to `.clear` keeps its hue instead of darkening through black.
public struct Color: Hashable, Sendable, Interpolatable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from a 24-bit hex value such as `0x1E90FF`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A grey of the given white level.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let gray = Color(white: 0.5)
    public static let darkGray = Color(white: 1.0 / 3.0)

    public static var zero: Color { .clear }

    /// Blends premultiplied gamma-encoded sRGB (r·a, g·a, b·a, a) linearly and divides by the
    /// blended alpha; when that alpha is 0 the straight components are blended instead.
    /// Fractions outside [0, 1] extrapolate and are not clamped.
    public func interpolated(to other: Color, fraction f: Double) -> Color {
        let a = alpha.interpolated(to: other.alpha, fraction: f)
        guard a > 0 else {
            return Color(red: red.interpolated(to: other.red, fraction: f), green: green.interpolated(to: other.green, fraction: f),
                         blue: blue.interpolated(to: other.blue, fraction: f), alpha: 0)
        }
        func channel(_ c0: Double, _ c1: Double) -> Double {
            (c0 * alpha).interpolated(to: c1 * other.alpha, fraction: f) / a
        }
        return Color(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue), alpha: a)
    }
    /// Component-wise sum of the straight components (additive animations), unclamped.
    public func adding(_ o: Color) -> Color {
        Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
    }
    public func subtracting(_ o: Color) -> Color {
        Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
