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
    /// The frame at `time` seconds, played from 0 on a fresh stage, as the exporter renders it.
    /// A scene that fails to render records a test failure naming the error (at the line
    /// that created the strategy) and snapshots a 1×1 placeholder.
    public static func frame(at time: Double, settings: RenderSettings = RenderSettings(),
                             tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        frames(at: [time], settings: settings, tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }

    /// The frames at `times` side by side, left to right, in one filmstrip image (a `Filmstrip`
    /// in the strip style, the scene played once through the times).
    public static func frames(at times: [Double], settings: RenderSettings = RenderSettings(),
                              tolerance: SnapshotTolerance = .default,
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column, function: String = #function) -> Snapshotting {
        let location = SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance, fileID: fileID, function: function).pullback { (scene: any Scene) in
            do {
                guard !times.isEmpty else { throw SnapshotError.invalidRequest("no times to snapshot") }
                // Engine warnings (an animation that does nothing) fail snapshot tests.
                return try Timeline.$treatsWarningsAsErrors.withValue(true) {
                    if times.count == 1 { return try SnapshotRenderer.frames(of: scene, at: times, settings: settings)[0] }
                    if let outside = times.first(where: { !($0 >= 0 && $0 <= scene.duration) }) {
                        throw SnapshotError.invalidRequest("time \(outside) is outside the scene's 0...\(scene.duration) seconds")
                    }
                    let resolved = try settings.resolved(for: scene)
                    let layout = try FilmstripLayout.strip(times: times, frameSize: scene.size)
                    return try Filmstrip(scene: scene, layout: layout, background: resolved.background,
                                         showsTouches: settings.forSnapshots.showsTouches).image(scale: resolved.scale)
                }
            } catch {
                IssueReporter.fail("Could not render \(type(of: scene).name): \(error)", at: location)
                return ImageDiffing.unreadable
            }
        }
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
