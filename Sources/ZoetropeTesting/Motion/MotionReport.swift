import CairoRendering
import Foundation
import Zoetrope

/// A failed motion assertion's entry in the failure report (`$SNAPSHOT_ARTIFACTS/index.html`):
/// the curve plotted and the frame at the violation (the `.frame(at:)` strategy's image), written as
/// `<TestFile>/<test>.<layer>.<keyPath>.<time>.png`, in `folder` (`$SNAPSHOT_ARTIFACTS`; nothing when nil).
enum MotionReport {
    static func add(_ message: String, curve: MotionCurve, violation: MotionViolation, scene: Scene,
                    testFile: String, testName: String, in folder: URL? = SnapshotArtifacts.folder()) {
        guard let folder else { return }
        let testFolder = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        let stem = "\(testName).\(curve.layer).\(curve.keyPath)"
        var entry = SnapshotReportEntry(.motion, name: testFolder + "/" + stem, details: message, in: folder)
        var frame: String?
        if let time = violation.time,
           let png = try? SnapshotStrategy<any Scene, RGBAImage>.frame(at: min(max(time, 0), scene.duration)).snapshot(scene).pngData() {
            let url = folder.appendingPathComponent(testFolder).appendingPathComponent(stem + String(format: ".%.3f.png", time))
            if (try? SnapshotVerifier.write(png, to: url)) != nil { frame = entry.relative(url) }
        }
        entry.failure.motion = MotionPlot(curve: curve, bounds: violation.bounds, violationTime: violation.time, frame: frame)
        entry.add()
    }
}
