import Foundation
import MediaEncoding
import SnapshotTesting
import ZoetropeTesting

/// The test a strategy was made in. swift-snapshot-testing does not tell a diffing which test it
/// compares for, so the strategies learn it where they are made (`#fileID`, `#function` at the
/// assertion); it names the failure report's entry ("<TestFile>/<test>") and the artifacts a
/// failure leaves. The comparison, the artifacts and the entry are ZoetropeTesting's
/// (`SnapshotFormat`, `SnapshotVerifier`), the same as `assertSnapshot`'s.
struct StrategyTest: Sendable {
    /// The test file's name without its extension ("CardTests").
    let file: String
    /// The test's name ("testExpandedCard").
    let test: String

    init(fileID: StaticString, function: String) {
        file = URL(fileURLWithPath: "\(fileID)").deletingPathExtension().lastPathComponent
        test = SnapshotLocation.testName(fromFunction: function)
    }

    /// swift-snapshot-testing's diff of `actual` against `reference`, compared as `format` says:
    /// nil when they match, else the message (`hint` added when the reference says why it could
    /// not be read) and the actual value and diff image as attachments. The actual value and diff
    /// image go where `SnapshotArtifacts` says — `$SNAPSHOT_ARTIFACTS/<TestFile>/`, or the
    /// temporary folder, as swift-snapshot-testing's own failures do — named after the test and
    /// the actual value's bytes, and with `$SNAPSHOT_ARTIFACTS` set the failure joins the report.
    func difference<Value>(_ reference: Value, _ actual: Value, as format: SnapshotFormat<Value>,
                           hint: String? = nil) -> (String, [DiffAttachment])? {
        let difference: SnapshotDifference
        do {
            guard let found = try format.compare(reference, actual) else { return nil }
            difference = found
        } catch {
            return ("Could not compare the snapshot with its reference: \(error)", [])
        }
        var message = "Newly-taken snapshot does not match reference: " + difference.summary + (hint.map { " (\($0))" } ?? "")
        if let lineDiff = difference.lineDiff { message += "\n" + lineDiff }
        let actualData = (try? format.data(actual)) ?? Data()
        var attachments = [DiffAttachment.data(actualData, name: "actual." + format.pathExtension)]
        do {
            let outcome = try SnapshotVerifier(recordMode: .never)
                .leave(difference, reference: reference, actual: actual, as: format, at: artifactStem(for: actualData, format),
                       entryName: file + "/" + test)
            if case let .mismatched(_, _, diff?, _) = outcome {
                attachments.insert(.data(try Data(contentsOf: diff), name: "difference.png"), at: 0)
                message += "\ndiff image: \(diff.path)"
            }
        } catch {
            message += "\n(could not write what the snapshot saw: \(error))"
        }
        return (message, attachments)
    }

    /// Where the artifacts of a failure are named from, as if it were a reference:
    /// `<temporary folder>/ZoetropeSnapshotTesting/<TestFile>/<test>.<FNV-1a of the actual bytes>.<ext>`
    /// (under `$SNAPSHOT_ARTIFACTS`, `<TestFile>/…`): stable, and one per distinct failure.
    private func artifactStem<Value>(for actual: Data, _ format: SnapshotFormat<Value>) -> URL {
        var hash = FNV1a()
        hash.combine(actual)
        return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("ZoetropeSnapshotTesting", isDirectory: true)
            .appendingPathComponent(file, isDirectory: true)
            .appendingPathComponent("\(test).\(hash.hex).\(format.pathExtension)")
    }
}
