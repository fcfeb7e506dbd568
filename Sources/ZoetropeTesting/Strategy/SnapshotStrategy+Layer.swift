import CairoRendering
import Zoetrope

extension SnapshotStrategy where Value == Layer, Format == RGBAImage {
    /// The layer as it presents now, frame origin at the top-left of a canvas of `size` points
    /// (nil: its bounds) at `scale` over `background` (see `SnapshotRenderer.image(of:)`).
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = .white,
                             tolerance: SnapshotTolerance = .default) -> SnapshotStrategy {
        SnapshotStrategy(format: .image(tolerance: tolerance)) { layer in
            try SnapshotNotTaken.taking("Could not render the layer") {
                try SnapshotRenderer.image(of: layer, size: size, scale: scale, background: background)
            }
        }
    }
}

extension SnapshotStrategy where Value == View, Format == RGBAImage {
    /// The view, laid out, drawn like `SnapshotStrategy<Layer, RGBAImage>.image`.
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = .white,
                             tolerance: SnapshotTolerance = .default) -> SnapshotStrategy {
        SnapshotStrategy<Layer, RGBAImage>.image(size: size, scale: scale, background: background, tolerance: tolerance)
            .pullback { (view: View) in
                view.layoutIfNeeded()
                return view.layer
            }
    }
}
