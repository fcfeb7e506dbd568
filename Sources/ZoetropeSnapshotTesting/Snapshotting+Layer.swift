import CairoRendering
import SnapshotTesting
import Zoetrope
import ZoetropeTesting

extension Snapshotting where Value: Layer, Format == RGBAImage {
    /// The layer as it presents now, frame origin at the top-left of a canvas of `size` points
    /// (nil: its bounds) at `scale` over `background`: `Snapshotting(SnapshotStrategy<Layer, RGBAImage>.image(…))`.
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = .white,
                             tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting(SnapshotStrategy<Layer, RGBAImage>.image(size: size, scale: scale, background: background, tolerance: tolerance)
                        .pullback { (layer: Value) in layer },
                     fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }
}

extension Snapshotting where Value: View, Format == RGBAImage {
    /// The view, laid out, drawn like `Snapshotting<Layer, RGBAImage>.image`.
    public static func image(size: Size? = nil, scale: Double = 1, background: Color? = .white,
                             tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting(SnapshotStrategy<View, RGBAImage>.image(size: size, scale: scale, background: background, tolerance: tolerance)
                        .pullback { (view: Value) in view },
                     fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }
}
