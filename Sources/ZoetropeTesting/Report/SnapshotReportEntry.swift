import Foundation

/// One failure on its way into the `FailureReport` in the artifacts `folder`: the one place
/// that names an entry, keeps a copy of a reference beside the actual file (so the folder
/// stands on its own) and turns files into the paths relative to the folder that the page links.
/// Best effort: a test fails with its own message whether or not its entry could be written.
struct SnapshotReportEntry {
    let folder: URL
    var failure: SnapshotFailure

    /// An entry named `name` ("<TestFile>/<reference or test>").
    init(_ kind: SnapshotFailure.Kind, name: String, details: String, in folder: URL) {
        self.folder = folder
        failure = SnapshotFailure(kind: kind, name: name, details: details)
    }

    /// The entry for `difference` between the reference file at `reference` and what was left
    /// at `actual` (and `diff`), named `<folder>/<file>` of the reference.
    init(_ difference: SnapshotDifference, reference: URL, actual: URL?, diff: URL?, in folder: URL) {
        self.init(difference.kind, name: Self.name(of: reference), details: difference.summary, in: folder)
        failure.actual = relative(actual)
        failure.diff = relative(diff)
        failure.changedPixels = difference.comparison?.differingPixelCount
        failure.ssim = difference.comparison?.ssim
        failure.lineDiff = difference.lineDiff
    }

    /// `<folder>/<file>` of a reference: "DemoTests/testMove.0.500.png".
    static func name(of reference: URL) -> String {
        reference.deletingLastPathComponent().lastPathComponent + "/" + reference.lastPathComponent
    }

    /// Writes `data`, the reference's bytes, as `X.reference.*` among the artifacts of `reference`
    /// and returns its path in the report; nil when it could not be written.
    func keepReference(_ data: Data, of reference: URL) -> String? {
        let copy = SnapshotArtifacts.url(of: "reference", forReference: reference)
        guard (try? SnapshotVerifier.write(data, to: copy)) != nil else { return nil }
        return relative(copy)
    }

    /// `url`'s path relative to the report's folder (as the page links it); the full path outside it.
    func relative(_ url: URL?) -> String? {
        guard let path = url?.standardizedFileURL.path else { return nil }
        let root = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// Adds the entry to the report and rewrites the page.
    func add() {
        try? FailureReport.add(failure, in: folder)
    }
}
