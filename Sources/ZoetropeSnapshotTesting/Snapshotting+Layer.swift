import CairoRendering
import SnapshotTesting
import Zoetrope
import ZoetropeTesting

extension Snapshotting where Value: Layer, Format == RGBAImage {
    /// The layer as it presents now, frame origin at the top-left of a canvas of `size` points
    /// (nil: its bounds) at `scale` over `background` (see `SnapshotRenderer.image(of:)`).
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = .white,
                             tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance, fileID: fileID, function: function).pullback { (layer: Value) in
            do {
                return try SnapshotRenderer.image(of: layer, size: size, scale: scale, background: background)
            } catch {
                IssueReporter.fail("Could not render the layer: \(error)", at: location)
                return ImageDiffing.unreadable
            }
        }
    }
}

extension Snapshotting where Value: View, Format == RGBAImage {
    /// The view, laid out, drawn like `Snapshotting<Layer, RGBAImage>.image`.
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = .white,
                             tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting<Layer, RGBAImage>.image(size: size, scale: scale, background: background, tolerance: tolerance,
                                             fileID: fileID, filePath: filePath, line: line, column: column, function: function)
            .pullback { (view: Value) in
                view.layoutIfNeeded()
                return view.layer
            }
    }
}
