extension View {
    /// How a view's content is placed in its bounds (UIView.ContentMode, with UIKit's raw
    /// values). As UIKit does, each case sets the layer's `contentsGravity` (`.redraw` scales to
    /// fill, as `.scaleToFill`) and `.redraw` alone sets `needsDisplayOnBoundsChange`, so the
    /// content is drawn again at every bounds change instead of stretched.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer gravity this mode places content with.
        package var gravity: ContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }

    /// Hands `contentMode` to the layer: its gravity, and redrawing on bounds changes for `.redraw`.
    func applyContentMode() {
        layer.contentsGravity = contentMode.gravity
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
}
