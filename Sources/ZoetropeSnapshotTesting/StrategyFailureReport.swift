import CairoRendering
import Foundation
import ZoetropeTesting

/// Adds failures of this module's strategies to ZoetropeTesting's `FailureReport`, so a CI run's
/// `$SNAPSHOT_ARTIFACTS/index.html` shows them beside `assertSnapshot`'s own: reference, actual
/// and diff images with the changed pixels and SSIM, or a trace's line diff.
///
/// swift-snapshot-testing does not tell a diffing which test it compares for; the strategies
/// learn it where they are made (`#fileID`, `#function` at the assertion), which is also what
/// names the entry. Nothing is written unless the artifacts folder is set.
struct StrategyFailureReport: Sendable {
    /// "<TestFile>/<test function>", e.g. "CardTests/testExpandedCard".
    let name: String

    init(fileID: StaticString, function: String) {
        let file = ("\(fileID)" as NSString).lastPathComponent
        let test = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        name = (file as NSString).deletingPathExtension + "/" + test
    }

    /// Reports a failed image comparison; `diff` is the diff image already written (if it was).
    func addImage(reference: RGBAImage, actual: RGBAImage, diff: URL?, comparison: ImageComparison) {
        guard let artifacts = SnapshotArtifacts.folder() else { return }
        let stem = fileStem(for: actual)
        func store(_ data: Data, as kind: String) -> String? {
            let relative = "ZoetropeSnapshotTesting/\(stem).\(kind).png"
            let url = artifacts.appendingPathComponent(relative)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
                return relative
            } catch {
                return nil
            }
        }
        let failure = SnapshotFailure(kind: .image, name: name, details: comparison.summary,
                                      reference: (try? reference.pngData()).flatMap { store($0, as: "reference") },
                                      actual: (try? actual.pngData()).flatMap { store($0, as: "actual") },
                                      diff: diff.flatMap { relative($0, in: artifacts) },
                                      changedPixels: comparison.differingPixelCount, ssim: comparison.ssim)
        try? FailureReport.add(failure, in: artifacts)
    }

    /// Reports a trace that differs from its reference, with the coloured line diff.
    func addText(reference: String, actual: String) {
        guard let artifacts = SnapshotArtifacts.folder() else { return }
        let failure = SnapshotFailure(kind: .text, name: name, details: "the trace differs",
                                      lineDiff: LineDiff(expected: reference, actual: actual).description)
        try? FailureReport.add(failure, in: artifacts)
    }

    /// `url`'s path inside `artifacts`, as the report's links want it.
    private func relative(_ url: URL, in artifacts: URL) -> String? {
        let root = artifacts.standardizedFileURL.path + "/", path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : nil
    }

    /// `<test file>/<test>.<fingerprint of the actual pixels>`: stable, and one per distinct failure.
    private func fileStem(for actual: RGBAImage) -> String {
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(safe) + "." + ImageDiffing.fingerprint(actual)
    }
}
