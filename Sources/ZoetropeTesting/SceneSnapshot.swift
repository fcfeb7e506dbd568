import CairoRendering
import Foundation
import Zoetrope

/// The frames of a scene checked against their reference files: the testable core of
/// `assertSnapshot(of:at:)`, the `SnapshotSeriesStrategy.stills(at:)` strategy verified by
/// `SnapshotVerifier`.
public struct SceneSnapshot: Sendable {
    public var times: [Double]
    public var name: String?
    public var settings: RenderSettings

    public init(times: [Double], name: String? = nil, settings: RenderSettings = RenderSettings()) {
        self.times = times
        self.name = name
        self.settings = settings
    }

    /// The reference file of each time, in order.
    public func referenceFileNames(testName: String) -> [String] {
        times.map { SnapshotLocation.frameFileName(testName: testName, name: name, time: $0) }
    }

    /// Renders `scene` at each time and verifies the frames against the references in `directory`,
    /// with the verifier's tolerance. A request that cannot be honoured (no times, two times
    /// sharing a file name, a scene that fails to render) yields a single `.failed` outcome.
    public func verify(_ scene: Scene, in directory: URL, testName: String, verifier: SnapshotVerifier) -> [SnapshotOutcome] {
        verifier.verify(scene, as: .stills(at: times, settings: settings, tolerance: verifier.tolerance), in: directory,
                        testName: testName, name: name)
    }
}
