import CairoRendering
import Foundation

/// Compares snapshots with reference files, records missing ones (unless the mode is `.never`),
/// and leaves the actual result (and a diff image) where `SnapshotArtifacts` says when they differ.
///
/// Returns a `SnapshotOutcome` instead of failing a test, so the comparison itself is testable;
/// `assertSnapshot` and `assertTrace` are thin wrappers that report its failure message.
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

    /// Checks `image` against the PNG at `reference`.
    public func verify(_ image: RGBAImage, reference: URL) -> SnapshotOutcome {
        verifyComparing(image, reference: reference).outcome
    }

    /// `verify(_:reference:)`, with the comparison behind a mismatch of same-sized images.
    func verifyComparing(_ image: RGBAImage, reference: URL) -> (outcome: SnapshotOutcome, comparison: ImageComparison?) {
        let comparisonTolerance: ComparisonTolerance
        do { comparisonTolerance = try tolerance.comparisonTolerance() } catch { return (.failed("\(error)"), nil) }
        if let recorded = recordIfNeeded(reference: reference, data: { try image.pngData() }) { return (recorded, nil) }
        let actualURL = SnapshotLocation.actualURL(forReference: reference)
        let diffURL = SnapshotLocation.diffURL(forReference: reference)
        do {
            let expected = try RGBAImage(contentsOfPNG: reference)
            guard expected.width == image.width, expected.height == image.height else {
                try Self.write(try image.pngData(), to: actualURL)
                let details = "size differs: reference \(expected.width)×\(expected.height) pixels, actual \(image.width)×\(image.height)"
                if addsFailuresToReport { Self.report(.image, reference: reference, actual: actualURL, diff: nil, details: details) }
                return (.mismatched(reference: reference, actual: actualURL, diff: nil, details: details), nil)
            }
            // Identical pixels (the usual case on one kind of machine) skip the costly SSIM.
            let comparison = expected == image ? nil
                : try ImageComparison(expected: expected, actual: image, tolerance: comparisonTolerance)
            guard let comparison, !comparison.passes else {
                Self.removeArtifacts(actualURL, diffURL)
                return (.matched(reference: reference), nil)
            }
            try Self.write(try image.pngData(), to: actualURL)
            try Self.write(try comparison.diffImage().pngData(), to: diffURL)
            let details = Self.describe(comparison, tolerance: tolerance)
            if addsFailuresToReport {
                Self.report(.image, reference: reference, actual: actualURL, diff: diffURL, details: details,
                            changedPixels: comparison.differingPixelCount, ssim: comparison.ssim)
            }
            return (.mismatched(reference: reference, actual: actualURL, diff: diffURL, details: details), comparison)
        } catch {
            return (.failed("Could not compare with \(reference.path): \(error)"), nil)
        }
    }

    /// Checks `text` against the UTF-8 text file at `reference`; a mismatch's details are a
    /// line diff (`-` reference, `+` actual).
    public func verify(text: String, reference: URL) -> SnapshotOutcome {
        if let recorded = recordIfNeeded(reference: reference, data: { Data(text.utf8) }) { return recorded }
        let actualURL = SnapshotLocation.actualURL(forReference: reference)
        do {
            let data = try Data(contentsOf: reference)
            guard let expected = String(data: data, encoding: .utf8) else {
                return .failed("The reference \(reference.path) is not UTF-8 text")
            }
            if expected == text {
                Self.removeArtifacts(actualURL)
                return .matched(reference: reference)
            }
            try Self.write(Data(text.utf8), to: actualURL)
            let diff = LineDiff(expected: expected, actual: text).description
            if addsFailuresToReport {
                Self.report(.text, reference: reference, actual: actualURL, diff: nil, details: "the trace differs", lineDiff: diff)
            }
            return .mismatched(reference: reference, actual: actualURL, diff: nil, details: diff)
        } catch {
            return .failed("Could not compare with \(reference.path): \(error)")
        }
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

    private static func describe(_ comparison: ImageComparison, tolerance: SnapshotTolerance) -> String {
        let percent = TraceFormat.number(comparison.differingPixelFraction * 100, decimals: 3)
        let allowed = TraceFormat.number((1 - tolerance.precision) * 100, decimals: 3)
        return "\(comparison.differingPixelCount) pixels (\(percent) %, allowed \(allowed) %) differ by more than "
            + "\(tolerance.pixelTolerance) levels; max channel difference \(comparison.maxChannelDifference), "
            + "mean \(TraceFormat.number(comparison.meanChannelDifference, decimals: 3)); "
            + "SSIM \(TraceFormat.number(comparison.ssim, decimals: 4)) (minimum \(tolerance.perceptualPrecision))"
    }

    /// Adds the failure to `FailureReport` when an artifacts folder is set (a copy of the
    /// reference goes beside the actual file, so the folder is complete on its own). Best effort:
    /// the test fails with its own message whether or not the report could be written.
    static func report(_ kind: SnapshotFailure.Kind, reference: URL, actual: URL, diff: URL?, details: String,
                       changedPixels: Int? = nil, ssim: Double? = nil, lineDiff: String? = nil,
                       frames: [(time: Double, reference: URL, actual: URL, differs: Bool)] = []) {
        guard let folder = SnapshotArtifacts.folder() else { return }
        let referenceCopy = SnapshotArtifacts.url(of: "reference", forReference: reference)
        if kind == .image {
            try? FileManager.default.removeItem(at: referenceCopy)
            try? FileManager.default.copyItem(at: reference, to: referenceCopy)
        }
        func relative(_ url: URL?) -> String? {
            guard let path = url?.standardizedFileURL.path else { return nil }
            let root = folder.standardizedFileURL.path + "/"
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        }
        let reportedFrames = frames.map { frame -> SnapshotFailure.Frame in
            let copy = SnapshotArtifacts.url(of: "reference", forReference: frame.reference)
            try? FileManager.default.removeItem(at: copy)
            try? FileManager.default.copyItem(at: frame.reference, to: copy)
            return SnapshotFailure.Frame(time: frame.time, reference: relative(copy) ?? "", actual: relative(frame.actual) ?? "",
                                         differs: frame.differs)
        }
        let name = reference.deletingLastPathComponent().lastPathComponent + "/" + reference.lastPathComponent
        let failure = SnapshotFailure(kind: kind, name: name, details: details, reference: kind == .image ? relative(referenceCopy) : nil,
                                      actual: relative(actual), diff: relative(diff), changedPixels: changedPixels, ssim: ssim,
                                      lineDiff: lineDiff, frames: reportedFrames.isEmpty ? nil : reportedFrames)
        try? FailureReport.add(failure, in: folder)
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
