extension ScrollView {
    /// The rubber band's stiffness: how much of the finger's travel past the edge the content
    /// follows at first.
    static let rubberBandCoefficient = 0.55

    /// How far past its edge the content is shown when the finger has pulled it `overshoot`
    /// points past, for a view `dimension` points long on that axis:
    /// (1 − 1 / (overshoot · c / d + 1)) · d with c = 0.55. Apple does not publish UIKit's rubber
    /// band; this is the widely used approximation of it (published by Grant Paul), which
    /// follows the finger at c at first and never reaches d.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// Where a drag that would put the offset at `wanted` shows it: each axis within the
    /// content, or, where the view bounces on that axis, rubber-banded past the edge.
    func draggedOffset(_ wanted: Point) -> Point {
        let range = contentOffsetRange
        return Point(x: dragged(wanted.x, least: range.min.x, most: range.max.x, dimension: bounds.width,
                                alwaysBounces: alwaysBounceHorizontal),
                     y: dragged(wanted.y, least: range.min.y, most: range.max.y, dimension: bounds.height,
                                alwaysBounces: alwaysBounceVertical))
    }

    /// One axis of `draggedOffset`: it bounces when `bounces` is on and the content is longer
    /// than the view on that axis, or `alwaysBounces` is.
    private func dragged(_ value: Double, least: Double, most: Double, dimension: Double, alwaysBounces: Bool) -> Double {
        guard bounces, most > least || alwaysBounces else { return min(max(value, least), most) }
        if value < least { return least - Self.rubberBand(least - value, dimension: dimension) }
        if value > most { return most + Self.rubberBand(value - most, dimension: dimension) }
        return value
    }

    /// After a drag that left the content past its edge, scrolls it back to the edge with the
    /// scroll animation (`scrollAnimationDuration`, ease-in-out: UIKit publishes no curve for its
    /// spring back); returns whether it did.
    @discardableResult
    func springBackIfPastTheEdge() -> Bool {
        let edge = clamped(contentOffset)
        guard edge != contentOffset else { return false }
        scrollAnimated(to: edge)
        return true
    }
}
