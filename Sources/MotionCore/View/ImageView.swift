/// A view that shows an image (UIImageView) as its layer's `contents`, fitted into the bounds
/// by the view's `contentMode` (default `.scaleToFill`).
///
/// As in UIKit, changing the image inside an animation block does not animate; use
/// `View.transition(with:duration:options:...)` with `.transitionCrossDissolve` to fade images.
open class ImageView: View {
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// An image view showing `image`, sized to the image's pixel size when known and no frame is given.
    public convenience init(image: Image?, frame: Rect? = nil) {
        self.init(frame: frame ?? Rect(origin: .zero, size: image?.pixelSize ?? .zero))
        View.performWithoutAnimation { self.image = image }
    }

    /// The displayed image.
    public var image: Image? {
        get { layer.contents }
        set {
            layer.contents = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The image's size in points (UIImageView's intrinsic content size): its `pixelSize`, or the
    /// size its header gives (read once per image); `noIntrinsicMetric` without an image or when
    /// neither tells.
    open override var intrinsicContentSize: Size {
        guard let image else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        if measuredImage?.image !== image { measuredImage = (image, ImageHeader.pixelSize(of: image)) }
        return measuredImage?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image whose size was last read, and that size.
    private var measuredImage: (image: Image, size: Size?)?
}
