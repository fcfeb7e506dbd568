/// Coordinate conversion and hit testing between views.
extension View {
    /// Converts a point from this view's coordinates to `view`'s (the root view's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        layer.convert(point, to: (view ?? rootView).layer)
    }

    /// Converts a point from `view`'s coordinates (the root view's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        layer.convert(point, from: (view ?? rootView).layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s; the result bounds the mapped corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        (view ?? rootView).convert(rect, from: self)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's; the result bounds the mapped corners.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, from: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// True while a block animation without `.allowUserInteraction`, or a property animator whose
    /// `isUserInteractionEnabled` is false, animates the layer.
    var isInUninteractiveAnimation: Bool {
        guard let time = Timeline.current?.time else { return false }
        let local = layer.localTime(atGlobalTime: time)
        return layer.attachedAnimations.contains { attached in
            guard !attached.hasStopped else { return false }
            if let driven = attached.animation as? AnimatorAnimation, let animator = driven.animator {
                return !animator.isUserInteractionEnabled && animator.state == .active
            }
            guard let block = attached.animation as? BlockAnimation, !block.allowsUserInteraction else { return false }
            return local >= block.beginTime && local < block.endTimeInParent
        }
    }
}
