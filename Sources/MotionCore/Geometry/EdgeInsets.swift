/// Insets for each edge of a rectangle (UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable, Interpolatable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public func interpolated(to o: EdgeInsets, fraction f: Double) -> EdgeInsets {
        EdgeInsets(top: top.interpolated(to: o.top, fraction: f), left: left.interpolated(to: o.left, fraction: f),
                   bottom: bottom.interpolated(to: o.bottom, fraction: f), right: right.interpolated(to: o.right, fraction: f))
    }
    public func adding(_ o: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + o.top, left: left + o.left, bottom: bottom + o.bottom, right: right + o.right)
    }
    public func subtracting(_ o: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top - o.top, left: left - o.left, bottom: bottom - o.bottom, right: right - o.right)
    }
}
