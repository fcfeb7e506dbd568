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

    /// `point`, in the superview's coordinates, in this view's, as hit testing sees it: where the
    /// view is on screen (its presentation placement) while a property animator with automatic
    /// hit-testing moves it (`PropertyAnimator.isManualHitTestingEnabled` false, interaction
    /// enabled), as UIKit hit-tests views such an animator animates; the model's placement
    /// otherwise, which is also what a manual-hit-testing app gets and converts itself.
    func hitTestingPoint(_ point: Point, fromSuperview superview: View) -> Point {
        guard let time = Timeline.current?.time, isMovedByHitTestingAnimator else { return convert(point, from: superview) }
        let shown = layer.presentation(atGlobalTime: time)
        guard let toView = layer.toSuperlayer(placedAs: shown).affine.inverted() else { return convert(point, from: superview) }
        return toView.apply(to: point)
    }

    /// True while an active property animator that hit-tests for the app
    /// (`isUserInteractionEnabled` and not `isManualHitTestingEnabled`) animates the layer.
    private var isMovedByHitTestingAnimator: Bool {
        layer.attachedAnimations.contains { attached in
            guard !attached.hasStopped, let driven = attached.animation as? AnimatorAnimation,
                  let animator = driven.animator else { return false }
            return animator.state == .active && animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled
        }
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
