import Foundation
import Zoetrope

/// A whole animation checked against its reference frames — the testable core of
/// `assertSnapshot(of:frames:)`, the `SnapshotSeriesStrategy.animation(_:)` strategy verified by
/// `SnapshotVerifier`. The frames are sampled at 0, `interval`, 2·`interval`… up to (not
/// including) the scene's duration and kept as one folder per assertion,
/// `<testName>[.<name>].frames/<time>.png`; each frame is compared with the tolerance, and a
/// mismatch is one failure naming the first and the worst differing frame (most changed pixels),
/// added to the failure report as reference and actual played side by side.
public struct AnimationSnapshot: Sendable {
    public var interval: Double
    public var name: String?
    public var settings: RenderSettings

    public init(every interval: Double, name: String? = nil, settings: RenderSettings = RenderSettings()) {
        self.interval = interval
        self.name = name
        self.settings = settings
    }

    /// The sampled times for a scene of `duration` seconds.
    public func times(duration: Double) throws -> [Double] {
        try FrameSampling.every(interval).times(duration: duration)
    }

    /// The folder of the reference frames.
    public func folderName(testName: String) -> String {
        SnapshotLocation.framesFolderName(testName: testName, name: name)
    }

    /// Renders the frames (forward, on one stage) and verifies them against `directory`'s folder.
    public func verify(_ scene: Scene, in directory: URL, testName: String, verifier: SnapshotVerifier) -> SnapshotOutcome {
        verifier.verify(scene, as: .animation(.every(interval), settings: settings, tolerance: verifier.tolerance), in: directory,
                        testName: testName, name: name)[0]
    }
}
