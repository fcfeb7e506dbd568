import CairoRendering
import SnapshotTesting
import Zoetrope
import ZoetropeTesting

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An image as PNG, compared with `tolerance`; a failure joins the failure report under the
    /// test that made the strategy.
    public static func image(tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, function: String = #function) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, fileID: fileID, function: function))
    }
}

extension Snapshotting where Value == any Scene, Format == RGBAImage {
    /// The frame at `time` seconds, as the exporter renders its still:
    /// `Snapshotting(SnapshotStrategy<any Scene, RGBAImage>.frame(at:))`. A scene that fails to
    /// render records a test failure naming the error (at the line that created the strategy) and
    /// snapshots a 1×1 placeholder.
    public static func frame(at time: Double, settings: RenderSettings = RenderSettings(),
                             tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting(SnapshotStrategy.frame(at: time, settings: settings, tolerance: tolerance),
                     fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }

    /// The frames at `times` side by side, left to right, in one filmstrip image (a `Filmstrip`
    /// in the strip style, the scene played once through the times):
    /// `Snapshotting(SnapshotStrategy<any Scene, RGBAImage>.frames(at:))`.
    public static func frames(at times: [Double], settings: RenderSettings = RenderSettings(),
                              tolerance: SnapshotTolerance = .default,
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting(SnapshotStrategy.frames(at: times, settings: settings, tolerance: tolerance),
                     fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }
}

extension Snapshotting where Value: Scene, Format == RGBAImage {
    /// The frame at `time` seconds; see `Snapshotting<any Scene, RGBAImage>.frame(at:)`.
    public static func frame(at time: Double, settings: RenderSettings = RenderSettings(),
                             tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting<any Scene, RGBAImage>.frame(at: time, settings: settings, tolerance: tolerance, fileID: fileID,
                                                 filePath: filePath, line: line, column: column, function: function).pullback { $0 }
    }

    /// The frames at `times` in one filmstrip; see `Snapshotting<any Scene, RGBAImage>.frames(at:)`.
    public static func frames(at times: [Double], settings: RenderSettings = RenderSettings(),
                              tolerance: SnapshotTolerance = .default,
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        Snapshotting<any Scene, RGBAImage>.frames(at: times, settings: settings, tolerance: tolerance, fileID: fileID,
                                                  filePath: filePath, line: line, column: column, function: function).pullback { $0 }
    }
}
