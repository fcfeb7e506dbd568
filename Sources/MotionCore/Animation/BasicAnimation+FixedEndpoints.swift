/// Endpoints known without the layer's value — from+to, from+by or by+to — of the common
/// plain types, resolved when the animation is added, so each frame interpolates two stored
/// values without reading the layer or casting. Additive and cumulative animations, which
/// depend on the layer's value or the repeat, subclasses that compute values their own way,
/// and other value types take the general path.
enum FixedEndpoints {
    case doubles(Double, Double)
    case points(Point, Point)
    case sizes(Size, Size)
    case rects(Rect, Rect)
    case colors(Color, Color)

    init?(of animation: BasicAnimation) {
        let exactType = type(of: animation) == BasicAnimation.self || type(of: animation) == SpringAnimation.self
        guard exactType, !animation.isAdditive, !animation.isCumulative else { return nil }
        let endpoints: (from: Any, to: Any)
        switch (animation.fromValue, animation.toValue, animation.byValue) {
        case let (start?, end?, _): endpoints = (start, end)
        case let (start?, nil, by?): endpoints = (start, AnyInterpolation.add(start, by))
        case let (nil, end?, by?): endpoints = (AnyInterpolation.subtract(end, by) ?? end, end)
        default: return nil
        }
        let (from, to) = endpoints
        if let a = from as? Double, let b = to as? Double {
            self = .doubles(a, b)
        } else if let a = from as? Point, let b = to as? Point {
            self = .points(a, b)
        } else if let a = from as? Size, let b = to as? Size {
            self = .sizes(a, b)
        } else if let a = from as? Rect, let b = to as? Rect {
            self = .rects(a, b)
        } else if let a = from as? Color, let b = to as? Color {
            self = .colors(a, b)
        } else {
            return nil
        }
    }

    /// The value at eased progress `progress`.
    func value(atProgress progress: Double) -> Any {
        switch self {
        case let .doubles(a, b): a + (b - a) * progress
        case let .points(a, b): a.interpolated(to: b, fraction: progress)
        case let .sizes(a, b): a.interpolated(to: b, fraction: progress)
        case let .rects(a, b): a.interpolated(to: b, fraction: progress)
        case let .colors(a, b): a.interpolated(to: b, fraction: progress)
        }
    }
}
