import CairoRendering
import Foundation
import Zoetrope

/// The frames of a scene checked against their reference files: the testable core of
/// `assertSnapshot(of:at:)`.
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

    /// Renders `scene` at each time and verifies the frames against the references in `directory`.
    /// A request that cannot be honoured (no times, two times sharing a file name, a scene that
    /// fails to render) yields a single `.failed` outcome.
    public func verify(_ scene: Scene, in directory: URL, testName: String, verifier: SnapshotVerifier) -> [SnapshotOutcome] {
        let fileNames = referenceFileNames(testName: testName)
        guard !times.isEmpty else { return [.failed("\(SnapshotError.invalidRequest("no times to snapshot"))")] }
        if let duplicate = Dictionary(grouping: fileNames, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            return [.failed("\(SnapshotError.duplicateReference(duplicate))")]
        }
        let frames: [RGBAImage]
        do {
            frames = try SnapshotRenderer.frames(of: scene, at: times, settings: settings)
        } catch {
            return [.failed("Could not render \(type(of: scene).name) for the snapshot: \(error)")]
        }
        return zip(frames, fileNames).map { frame, fileName in
            verifier.verify(frame, reference: directory.appendingPathComponent(fileName))
        }
    }
}
