import CairoRendering
import Foundation

/// The rendering stack reference images were recorded with, kept beside them
/// (`.rendering-stack` in each test file's folder of references — for a whole animation's
/// `<test>.frames/`, the folder holding it — written whenever one is recorded),
/// so a failure on a machine with other libraries or fonts says that first instead of failing
/// mysteriously.
enum RecordedStack {
    static let fileName = ".rendering-stack"

    /// The running stack, computed once per process.
    static let running = RenderingStack.current

    /// The stack file for `reference`.
    static func file(forReference reference: URL) -> URL {
        let folder = reference.deletingLastPathComponent()
        let testFolder = folder.pathExtension == "frames" ? folder.deletingLastPathComponent() : folder
        return testFolder.appendingPathComponent(fileName)
    }

    /// Notes the running stack beside `reference`, just recorded.
    static func record(beside reference: URL) {
        let file = file(forReference: reference)
        guard (try? String(contentsOf: file, encoding: .utf8)) != running.text else { return }
        try? SnapshotVerifier.write(Data(running.text.utf8), to: file)
    }

    /// "recorded with Pango 1.50.12, running 1.52.1: …" when the stack recorded beside
    /// `reference` differs from the running one; nil when it is the same or none was recorded.
    static func notice(forReference reference: URL) -> String? {
        guard let text = try? String(contentsOf: file(forReference: reference), encoding: .utf8) else { return nil }
        let differences = running.differences(from: RenderingStack(text: text))
        guard !differences.isEmpty else { return nil }
        return "Recorded with \(differences.joined(separator: "; ")): re-record on this stack "
            + "(\(SnapshotRecordMode.reRecordHint)), or run where the references were recorded (the swift:6.3-bookworm "
            + "container Zoetrope's CI uses). The comparison:"
    }
}
