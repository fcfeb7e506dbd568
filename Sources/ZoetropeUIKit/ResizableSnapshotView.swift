import CairoRendering
import MotionCore

extension View {
    /// A new view showing a picture of the part `rect` (in this view's bounds coordinates) of
    /// this view and its subviews, whose picture stretches around fixed corners when the view is
    /// resized (UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)).
    ///
    /// `capInsets` are the caps, in points, that keep their size: as with a resizable image, the
    /// corners stay as they are, the edges stretch along their length and the middle both ways
    /// (nine-slice, through the layer's `contentsCenter`); `.zero` stretches the whole picture.
    /// Stretched regions are stretched, never tiled (UIImage's `.stretch` resizing mode).
    ///
    /// `afterUpdates` chooses the presentation as it stands or the model after pending layout
    /// and display, as in `snapshotView(afterScreenUpdates:)`. The picture is taken once, at the
    /// screen's scale (`UIScreen.main.scale`), so nothing done to the view afterwards changes it.
    /// The snapshot has the size of `rect` and the view's transform, and is centred where the
    /// centre of `rect` is in the view's superview, so added there it covers the captured part.
    /// Nil for an empty `rect`, or when the picture cannot be made (reported as any engine problem).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> View? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let source = snapshotSource(afterScreenUpdates: afterUpdates)
        let scale = UIScreen.main.scale
        let picture: Image
        do {
            let canvas = try Canvas(size: rect.size, scale: scale)
            let context = try canvas.makeContext()
            context.translateBy(x: -rect.minX, y: -rect.minY)
            try source.renderTree(in: context)
            picture = Image(data: try canvas.pngData())
        } catch {
            Timeline.report(error)
            return nil
        }
        let snapshot = View(frame: .zero)
        View.performWithoutAnimation {
            snapshot.bounds = Rect(origin: .zero, size: rect.size)
            snapshot.center = convert(Point(x: rect.midX, y: rect.midY), to: superview)
            snapshot.transform3D = source.transform
            snapshot.layer.contents = picture
            snapshot.layer.contentsScale = scale
            snapshot.layer.contentsCenter = Self.stretchableRect(of: rect.size, capInsets: capInsets)
        }
        return snapshot
    }

    /// The part of a picture of `size` between the caps, in unit coordinates (`contentsCenter`).
    private static func stretchableRect(of size: Size, capInsets: EdgeInsets) -> Rect {
        Rect(x: capInsets.left / size.width, y: capInsets.top / size.height,
             width: max(0, size.width - capInsets.left - capInsets.right) / size.width,
             height: max(0, size.height - capInsets.top - capInsets.bottom) / size.height)
    }
}
