/// The view `snapshotView(afterScreenUpdates:)` returns: an ordinary view (it animates, hides and
/// moves like any other) whose only layer content is a frozen copy of another view's layer tree.
final class SnapshotView: View {
    /// The frozen copies' drawings, kept as long as the picture is shown.
    private let drawings: [FrozenDrawing]

    /// A view showing `source` (a layer as it reads now) frozen, with `source`'s bounds size,
    /// anchor point, position and transform, so in `source`'s superview it covers `source` exactly.
    init(freezing source: Layer) {
        let size = source.bounds.size
        let anchor = source.anchorPoint
        let picture = FrozenLayerTree(copying: source,
                                      rootPosition: Point(x: anchor.x * size.width, y: anchor.y * size.height))
        drawings = picture.drawings
        super.init(frame: .zero)
        View.performWithoutAnimation {
            layer.anchorPoint = anchor
            bounds = Rect(origin: .zero, size: size)
            center = source.position
            transform3D = source.transform
            layer.addSublayer(picture.root)
        }
    }
}
