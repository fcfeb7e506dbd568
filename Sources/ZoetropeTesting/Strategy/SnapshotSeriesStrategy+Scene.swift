import CairoRendering
import Zoetrope

extension SnapshotSeriesStrategy where Value == any Scene, Element == RGBAImage {
    /// The frames at `times`, each its own reference (`<testName>[.<name>].<time>.png`), as the
    /// exporter renders stills: the scene played forward once through the times
    /// (`SnapshotRenderer.frames`).
    public static func stills(at times: [Double], settings: RenderSettings = RenderSettings(),
                              tolerance: SnapshotTolerance = .default) -> SnapshotSeriesStrategy {
        SnapshotSeriesStrategy(format: .image(tolerance: tolerance), storage: .files) { scene in
            guard !times.isEmpty else { throw SnapshotError.invalidRequest("no times to snapshot") }
            return try SnapshotNotTaken.taking("Could not render \(type(of: scene).name) for the snapshot") {
                try frames(of: scene, at: times, settings: settings)
            }
        }
    }

    /// The whole animation sampled as `sampling` says, kept as one folder of frames
    /// (`<testName>[.<name>].frames/<time>.png`) and verified as a whole.
    public static func animation(_ sampling: FrameSampling, settings: RenderSettings = RenderSettings(),
                                 tolerance: SnapshotTolerance = .default) -> SnapshotSeriesStrategy {
        SnapshotSeriesStrategy(format: .image(tolerance: tolerance), storage: .animation) { scene in
            try SnapshotNotTaken.taking("Could not render \(type(of: scene).name) for the animation snapshot") {
                try frames(of: scene, at: try sampling.times(duration: scene.duration), settings: settings)
            }
        }
    }

    /// The frames at `times`, each with its time.
    private static func frames(of scene: Scene, at times: [Double],
                               settings: RenderSettings) throws -> [(time: Double, value: RGBAImage)] {
        zip(times, try SnapshotRenderer.frames(of: scene, at: times, settings: settings)).map { (time: $0, value: $1) }
    }
}
