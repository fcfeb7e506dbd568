/// A layer that shows part of its sublayers by moving its bounds' origin (CAScrollLayer): what
/// lies at `bounds.origin` in the sublayers' coordinates shows at the layer's top-left corner.
/// It does not clip by itself; set `masksToBounds` as on iOS. The scrolls set `bounds`, so inside
/// an animation block they animate.
open class ScrollLayer: Layer {
    /// The directions a scroll layer may move in (CAScrollLayerScrollMode).
    public enum ScrollMode: String, Hashable, Sendable, CaseIterable {
        case both, horizontally, vertically, none
    }

    struct Properties: LayerPropertyList {
        let scrollMode = LayerProperty<ScrollMode>(.both)

        static let declared = Properties(slotsAfter: Layer.self)
    }

    override class var builtInProperties: [AnyLayerProperty] { super.builtInProperties + Properties.declared.descriptors }

    /// The directions `scroll(to:)` and `scroll(toRect:)` may move the bounds in; `.both` by default.
    public var scrollMode: ScrollMode {
        get { self[Properties.declared.scrollMode] }
        set { self[Properties.declared.scrollMode] = newValue }
    }

    /// Moves the bounds' origin to `point`, in the directions `scrollMode` allows (CAScrollLayer.scroll(to:)).
    public func scroll(to point: Point) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = point.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = point.y }
        guard origin != bounds.origin else { return }
        bounds = Rect(origin: origin, size: bounds.size)
    }

    /// Scrolls the least distance that shows `rect` (or as much of it as fits, from its top-left
    /// corner) (CAScrollLayer.scroll(toRect:)).
    public func scroll(toRect rect: Rect) {
        let visible = bounds
        func least(_ low: Double, _ high: Double, _ shownLow: Double, _ shownLength: Double) -> Double {
            if high - low > shownLength || low < shownLow { return low }
            if high > shownLow + shownLength { return high - shownLength }
            return shownLow
        }
        scroll(to: Point(x: least(rect.minX, rect.maxX, visible.minX, visible.width),
                         y: least(rect.minY, rect.maxY, visible.minY, visible.height)))
    }
}

extension Layer {
    /// Scrolls the nearest scroll layer above this one so that `point`, in this layer's
    /// coordinates, shows at its top-left corner (CALayer.scroll(_:)).
    public func scroll(_ point: Point) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: convert(point, to: scroller))
    }

    /// Scrolls the nearest scroll layer above this one the least distance that shows `rect`, in
    /// this layer's coordinates (CALayer.scrollRectToVisible(_:)).
    public func scrollRectToVisible(_ rect: Rect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(toRect: convert(rect, to: scroller))
    }

    private var enclosingScrollLayer: ScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scroller = current as? ScrollLayer { return scroller }
            layer = current.superlayer
        }
        return nil
    }
}
