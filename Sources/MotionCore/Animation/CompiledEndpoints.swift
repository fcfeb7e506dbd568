/// The endpoints of a `BasicAnimation` of one of the common plain types, resolved when the
/// animation is added: from+to, from+by and by+to become two stored values; from-only and
/// to-only (implicit animations are from-only) keep the missing end as nil, read each frame
/// from the layer's value under the animation. Additive and cumulative animations, "by" alone,
/// and other value types take the general path.
enum CompiledEndpoints {
    case doubles(Double?, Double?)
    case points(Point?, Point?)
    case sizes(Size?, Size?)
    case rects(Rect?, Rect?)
    case colors(Color?, Color?)

    init?(of animation: BasicAnimation) {
        guard !animation.isAdditive, !animation.isCumulative else { return nil }
        let from: Any?, to: Any?
        switch (animation.fromValue, animation.toValue, animation.byValue) {
        case let (start?, end?, _): (from, to) = (start, end)
        case let (start?, nil, by?): (from, to) = (start, AnyInterpolation.add(start, by))
        case let (nil, end?, by?): (from, to) = (AnyInterpolation.subtract(end, by), end)
        case let (start?, nil, nil): (from, to) = (start, nil)
        case let (nil, end?, nil): (from, to) = (nil, end)
        default: return nil
        }
        if let (a, b) = Self.pair(from, to, as: Double.self) {
            self = .doubles(a, b)
        } else if let (a, b) = Self.pair(from, to, as: Point.self) {
            self = .points(a, b)
        } else if let (a, b) = Self.pair(from, to, as: Size.self) {
            self = .sizes(a, b)
        } else if let (a, b) = Self.pair(from, to, as: Rect.self) {
            self = .rects(a, b)
        } else if let (a, b) = Self.pair(from, to, as: Color.self) {
            self = .colors(a, b)
        } else {
            return nil
        }
    }

    /// Both ends as `T` (nil ends stay nil), or nil when a given end is not a `T` or neither is given.
    private static func pair<T>(_ from: Any?, _ to: Any?, as _: T.Type) -> (T?, T?)? {
        let a = from as? T, b = to as? T
        guard a != nil || b != nil, (from == nil) == (a == nil), (to == nil) == (b == nil) else { return nil }
        return (a, b)
    }

    /// The value at eased progress `progress`, reading a missing end from `underlying`; nil
    /// when that value is not of the endpoints' type.
    func value(atProgress progress: Double, underlying: () -> Any) -> Any? {
        switch self {
        case let .doubles(a, b): Self.blend(a, b, underlying) { $0 + ($1 - $0) * progress }
        case let .points(a, b): Self.blend(a, b, underlying) { $0.interpolated(to: $1, fraction: progress) }
        case let .sizes(a, b): Self.blend(a, b, underlying) { $0.interpolated(to: $1, fraction: progress) }
        case let .rects(a, b): Self.blend(a, b, underlying) { $0.interpolated(to: $1, fraction: progress) }
        case let .colors(a, b): Self.blend(a, b, underlying) { $0.interpolated(to: $1, fraction: progress) }
        }
    }

    private static func blend<T>(_ from: T?, _ to: T?, _ underlying: () -> Any,
                                 _ interpolate: (T, T) -> T) -> Any? {
        if let from, let to { return interpolate(from, to) }
        guard let current = underlying() as? T else { return nil }
        return interpolate(from ?? current, to ?? current)
    }
}
