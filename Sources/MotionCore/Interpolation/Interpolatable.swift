import Foundation

/// A value an animation can move between.
///
/// `interpolated(to:fraction:)` blends two values (fraction 0 gives `self`, 1 gives `other`,
/// values outside [0, 1] extrapolate, which springs and overshooting curves rely on).
/// `adding(_:)` and `subtracting(_:)` serve additive and cumulative animations, as
/// `CABasicAnimation.isAdditive` / `isCumulative` do, and the `by` rule of `BasicAnimation`.
public protocol Interpolatable {
    /// The value at `fraction` of the way from `self` to `other`.
    func interpolated(to other: Self, fraction: Double) -> Self
    /// Component-wise sum, used by additive and cumulative animations.
    func adding(_ other: Self) -> Self
    /// Component-wise difference (`self - other`).
    func subtracting(_ other: Self) -> Self
    /// The additive identity.
    static var zero: Self { get }
}

extension Interpolatable {
    /// Scales the difference from zero: used to repeat cumulative deltas.
    func scaled(by factor: Double) -> Self {
        Self.zero.interpolated(to: self, fraction: factor)
    }
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
    public func adding(_ other: Double) -> Double { self + other }
    public func subtracting(_ other: Double) -> Double { self - other }
}

extension Float: Interpolatable {
    public func interpolated(to other: Float, fraction: Double) -> Float {
        self + (other - self) * Float(fraction)
    }
    public func adding(_ other: Float) -> Float { self + other }
    public func subtracting(_ other: Float) -> Float { self - other }
}

extension Int: Interpolatable {
    /// Interpolates in real numbers and rounds to the nearest integer.
    public func interpolated(to other: Int, fraction: Double) -> Int {
        let value = (Double(self) + Double(other - self) * fraction).rounded()
        guard value.isFinite else { return fraction < 0.5 ? self : other }
        // Clamp below ±2^63, which is not representable as Int.
        return Int(Swift.max(-9.2e18, Swift.min(9.2e18, value)))
    }
    public func adding(_ other: Int) -> Int { self &+ other }
    public func subtracting(_ other: Int) -> Int { self &- other }
}

extension Array: Interpolatable where Element: Interpolatable {
    /// Element-wise; arrays of different lengths switch discretely at the midpoint.
    public func interpolated(to other: [Element], fraction: Double) -> [Element] {
        guard count == other.count else { return fraction < 0.5 ? self : other }
        return zip(self, other).map { $0.interpolated(to: $1, fraction: fraction) }
    }
    public func adding(_ other: [Element]) -> [Element] {
        guard count == other.count else { return self }
        return zip(self, other).map { $0.adding($1) }
    }
    public func subtracting(_ other: [Element]) -> [Element] {
        guard count == other.count else { return self }
        return zip(self, other).map { $0.subtracting($1) }
    }
    public static var zero: [Element] { [] }
}

extension CGFloat: Interpolatable {
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        self + (other - self) * CGFloat(fraction)
    }
    public func adding(_ other: CGFloat) -> CGFloat { self + other }
    public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
}
