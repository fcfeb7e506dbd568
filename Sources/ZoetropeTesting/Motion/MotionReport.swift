import CairoRendering
import Foundation
import Zoetrope

/// A failed motion assertion's entry in the failure report (`$SNAPSHOT_ARTIFACTS/index.html`):
/// the curve plotted and the frame at the violation, written as
/// `<TestFile>/<test>.<layer>.<keyPath>.<time>.png`, in `folder` (`$SNAPSHOT_ARTIFACTS`; nothing when nil).
enum MotionReport {
    static func add(_ message: String, curve: MotionCurve, violation: MotionViolation, scene: Scene,
                    testFile: String, testName: String, in folder: URL? = SnapshotArtifacts.folder()) {
        guard let folder else { return }
        let testFolder = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        let stem = "\(testName).\(curve.layer).\(curve.keyPath)"
        var frame: String?
        if let time = violation.time,
           let image = try? SnapshotRenderer.frames(of: scene, at: [min(max(time, 0), scene.duration)]).first,
           let png = try? image.pngData() {
            let file = stem + String(format: ".%.3f.png", time)
            let url = folder.appendingPathComponent(testFolder).appendingPathComponent(file)
            if (try? SnapshotVerifier.write(png, to: url)) != nil { frame = testFolder + "/" + file }
        }
        let plot = MotionPlot(curve: curve, bounds: violation.bounds, violationTime: violation.time, frame: frame)
        try? FailureReport.add(SnapshotFailure(kind: .motion, name: testFolder + "/" + stem, details: message, motion: plot), in: folder)
    }
}
