import CairoRendering
import Zoetrope

extension SnapshotStrategy where Value == any Scene, Format == RGBAImage {
    /// The frame at `time` seconds, as the exporter renders its still (scripted touches only
    /// when `settings.showsTouches` asks).
    public static func frame(at time: Double, settings: RenderSettings = RenderSettings(),
                             tolerance: SnapshotTolerance = .default) -> SnapshotStrategy {
        SnapshotStrategy(format: .image(tolerance: tolerance)) { scene in
            try SnapshotNotTaken.taking("Could not render \(type(of: scene).name)") {
                try SnapshotRenderer.frames(of: scene, at: [time], settings: settings)[0]
            }
        }
    }

    /// The frames at `times` side by side, left to right, in one filmstrip image (a `Filmstrip`
    /// in the strip style, the scene played once through the times); one time is `frame(at:)`.
    public static func frames(at times: [Double], settings: RenderSettings = RenderSettings(),
                              tolerance: SnapshotTolerance = .default) -> SnapshotStrategy {
        if times.count == 1 { return frame(at: times[0], settings: settings, tolerance: tolerance) }
        return SnapshotStrategy(format: .image(tolerance: tolerance)) { scene in
            try SnapshotNotTaken.taking("Could not render \(type(of: scene).name)") {
                guard !times.isEmpty else { throw SnapshotError.invalidRequest("no times to snapshot") }
                try times.forEach { try scene.checkStillTime($0) }
                let resolved = try settings.resolved(for: scene)
                let layout = try FilmstripLayout.strip(times: times, frameSize: scene.size)
                return try Filmstrip(scene: scene, layout: layout, background: resolved.background,
                                     showsTouches: settings.forSnapshots.showsTouches).image(scale: resolved.scale)
            }
        }
    }
}

extension SnapshotStrategy where Value == any Scene, Format == String {
    /// A per-frame text trace of layers' presentation values (see `SceneTrace`), compared line by line.
    public static func trace(layers: [String]? = nil, properties: [String]? = nil, fps: Int? = nil,
                             decimals: Int = 2) -> SnapshotStrategy {
        let trace = SceneTrace(layers: layers, properties: properties, fps: fps, decimals: decimals)
        return SnapshotStrategy(format: .lines) { scene in
            try SnapshotNotTaken.taking("Could not trace \(type(of: scene).name)") { try trace.text(of: scene) }
        }
    }
}
