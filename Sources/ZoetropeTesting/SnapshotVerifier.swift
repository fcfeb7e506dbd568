import CairoRendering
import Foundation

/// The one verifier: checks a snapshot against its reference file as its `SnapshotFormat`
/// compares it, records a missing reference (unless the mode is `.never`) or every reference
/// (`.all`), and on a difference leaves what it saw where `SnapshotArtifacts` says (the actual
/// value, a diff image) and adds an entry to the `FailureReport`.
///
/// Returns a `SnapshotOutcome` instead of failing a test, so the comparison itself is testable;
/// `assertSnapshot` and `assertTrace` are thin wrappers that report its failure message, and
/// ZoetropeSnapshotTesting's diffings leave their artifacts through it.
/// Keeps no state: verifiers in parallel tests only share the files they are given.
public struct SnapshotVerifier: Sendable {
    public var tolerance: SnapshotTolerance
    public var recordMode: SnapshotRecordMode
    /// Whether a mismatch adds itself to the `FailureReport` (a whole-animation snapshot reports
    /// its frames once, together).
    public var addsFailuresToReport: Bool

    public init(tolerance: SnapshotTolerance = .default, recordMode: SnapshotRecordMode = .fromEnvironment,
                addsFailuresToReport: Bool = true) {
        self.tolerance = tolerance
        self.recordMode = recordMode
        self.addsFailuresToReport = addsFailuresToReport
    }

    /// Takes the snapshot of `value` with `strategy` (see `take`: engine warnings are errors) and
    /// checks it against `reference`.
    public func verify<Value, Format>(_ value: Value, as strategy: SnapshotStrategy<Value, Format>, reference: URL) -> SnapshotOutcome {
        do {
            let snapshot = try Self.take(reference.lastPathComponent) { try strategy.snapshot(value) }
            return verify(snapshot, as: strategy.format, reference: reference).outcome
        } catch {
            return .failed("\(error)")
        }
    }

    /// Checks `image` against the PNG at `reference`, with this verifier's tolerance.
    public func verify(_ image: RGBAImage, reference: URL) -> SnapshotOutcome {
        verify(image, as: .image(tolerance: tolerance), reference: reference).outcome
    }

    /// Checks `text` against the UTF-8 text file at `reference`; a mismatch's details are a
    /// line diff (`-` reference, `+` actual).
    public func verify(text: String, reference: URL) -> SnapshotOutcome {
        verify(text, as: .lines, reference: reference).outcome
    }

    /// Checks `value` against `reference` as `format` stores and compares it; with the
    /// difference behind a mismatch.
    func verify<Format>(_ value: Format, as format: SnapshotFormat<Format>,
                        reference: URL) -> (outcome: SnapshotOutcome, difference: SnapshotDifference?) {
        if let problem = format.problem { return (.failed(problem), nil) }
        if let recorded = recordIfNeeded(reference: reference, data: { try format.data(value) }) {
            if case .recorded = recorded, format.dependsOnRenderingStack { RecordedStack.record(beside: reference) }
            return (recorded, nil)
        }
        do {
            let expected = try format.value(Data(contentsOf: reference))
            guard var difference = try format.compare(expected, value) else {
                Self.removeArtifacts(SnapshotLocation.actualURL(forReference: reference), SnapshotLocation.diffURL(forReference: reference))
                return (.matched(reference: reference), nil)
            }
            if format.dependsOnRenderingStack, let notice = RecordedStack.notice(forReference: reference) {
                difference.details = notice + " " + difference.details
            }
            return (try leave(difference, reference: expected, actual: value, as: format, at: reference), difference)
        } catch {
            return (.failed("Could not compare with \(reference.path): \(error)"), nil)
        }
    }

    /// Leaves what a mismatch saw: the actual value beside `referenceURL` (`X.actual.*`) and the
    /// diff image (`X.diff.png`), or under `$SNAPSHOT_ARTIFACTS`, and — when this verifier adds
    /// failures to the report — the report's entry, named `entryName` (default: `<folder>/<file>`
    /// of the reference).
    package func leave<Format>(_ difference: SnapshotDifference, reference: Format, actual: Format, as format: SnapshotFormat<Format>,
                               at referenceURL: URL, entryName: String? = nil) throws -> SnapshotOutcome {
        let actualURL = SnapshotLocation.actualURL(forReference: referenceURL)
        try Self.write(try format.data(actual), to: actualURL)
        var diffURL: URL?
        if let comparison = difference.comparison {
            diffURL = SnapshotLocation.diffURL(forReference: referenceURL)
            try Self.write(try comparison.diffImage().pngData(), to: diffURL!)
        }
        if addsFailuresToReport, let folder = SnapshotArtifacts.folder() {
            var entry = SnapshotReportEntry(difference, reference: referenceURL, actual: actualURL, diff: diffURL, in: folder)
            if let entryName { entry.failure.name = entryName }
            if difference.kind == .image { entry.failure.reference = entry.keepReference(try format.data(reference), of: referenceURL) }
            entry.add()
        }
        return .mismatched(reference: referenceURL, actual: actualURL, diff: diffURL, details: difference.details)
    }

    /// Writes the reference when record mode or its absence asks for it.
    private func recordIfNeeded(reference: URL, data: () throws -> Data) -> SnapshotOutcome? {
        let exists = FileManager.default.fileExists(atPath: reference.path)
        guard recordMode == .all || !exists else { return nil }
        guard recordMode != .never else {
            return .failed("No reference at \(reference.path), and record mode is never (\(SnapshotRecordMode.environmentVariable)=never); "
                + "record it locally and commit it.")
        }
        do {
            try Self.write(try data(), to: reference)
        } catch {
            return .failed("Could not record \(reference.path): \(error)")
        }
        Self.removeArtifacts(SnapshotLocation.actualURL(forReference: reference),
                             SnapshotLocation.diffURL(forReference: reference))
        return .recorded(reference: reference, reason: exists ? .recordMode : .missing)
    }

    /// Writes atomically, creating the folder first (safe when parallel tests create it too).
    static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Removes the leftovers of an earlier failing run.
    private static func removeArtifacts(_ urls: URL...) {
        for url in urls where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
