/// Radii of the four corners of a rounded rectangle (UIRectCorner-style, per corner), in points.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomLeft: Double
    public var bottomRight: Double

    public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomLeft = bottomLeft; self.bottomRight = bottomRight
    }

    /// The same radius on every corner.
    public init(all radius: Double) { self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius) }

    /// Each radius limited to [0, limit]; NaN becomes 0.
    func clamped(to limit: Double) -> CornerRadii {
        func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        return CornerRadii(topLeft: clamp(topLeft), topRight: clamp(topRight),
                           bottomLeft: clamp(bottomLeft), bottomRight: clamp(bottomRight))
    }
}
