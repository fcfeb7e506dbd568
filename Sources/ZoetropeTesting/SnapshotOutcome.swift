import Foundation

/// What checking one snapshot against its reference file came to.
public enum SnapshotOutcome: Equatable, Sendable {
    /// Why a reference was written.
    public enum RecordReason: Equatable, Sendable {
        /// There was no reference yet.
        case missing
        /// Record mode `.all` (SNAPSHOT_TESTING_RECORD=all) was on.
        case recordMode
    }

    /// The snapshot matches the reference within tolerance.
    case matched(reference: URL)
    /// The reference was (re)written from this run.
    case recorded(reference: URL, reason: RecordReason)
    /// The snapshot differs: what was seen is at `actual`, the differences at `diff` (an image,
    /// when one could be drawn); `details` says how they differ.
    case mismatched(reference: URL, actual: URL, diff: URL?, details: String)
    /// The snapshot could not be taken, read or written.
    case failed(String)

    /// True only for `.matched`: recording fails the run too, so it cannot pass unnoticed.
    public var isSuccess: Bool {
        if case .matched = self { return true }
        return false
    }

    /// The test-failure message, or nil when the snapshot matched.
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case let .recorded(reference, .missing):
            return "No reference existed; recorded \(reference.path). Run the test again to compare against it."
        case let .recorded(reference, .recordMode):
            return "Recorded \(reference.path) because record mode is all (\(SnapshotRecordMode.reRecordHint)). "
                + "Turn record mode off and run again to compare."
        case let .mismatched(reference, actual, diff, details):
            var message = "Snapshot does not match \(reference.path)\n\(details)\nactual: \(actual.path)"
            if let diff { message += "\ndiff:   \(diff.path)" }
            return message + "\nIf the change is intended, re-record with \(SnapshotRecordMode.reRecordHint)."
        case let .failed(message):
            return message
        }
    }
}
