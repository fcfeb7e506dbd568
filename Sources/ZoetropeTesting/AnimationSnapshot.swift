import CairoRendering
import Foundation
import Zoetrope

/// A whole animation checked against its reference frames — the testable core of
/// `assertSnapshot(of:frames:)`. The frames are sampled at 0, `interval`, 2·`interval`… up to
/// (not including) the scene's duration and kept as one folder per assertion,
/// `<testName>[.<name>].frames/<time>.png`; each frame is compared with the tolerance, and a
/// mismatch is one failure naming the first and the worst differing frame (most changed pixels),
/// added to the failure report as reference and actual played side by side.
public struct AnimationSnapshot: Sendable {
    public var interval: Double
    public var name: String?
    public var settings: RenderSettings

    public init(every interval: Double, name: String? = nil, settings: RenderSettings = RenderSettings()) {
        self.interval = interval
        self.name = name
        self.settings = settings
    }

    /// The sampled times for a scene of `duration` seconds.
    public func times(duration: Double) throws -> [Double] {
        guard interval.isFinite, interval > 0 else {
            throw SnapshotError.invalidRequest("the frame interval must be a positive number of seconds (got \(interval))")
        }
        let count = Int((duration / interval).rounded(.up))
        guard count <= 10_000 else { throw SnapshotError.invalidRequest("\(count) frames is too many; use a longer interval") }
        return (0..<count).map { Double($0) * interval }.filter { $0 < duration }
    }

    /// The folder of the reference frames.
    public func folderName(testName: String) -> String {
        SnapshotLocation.fileName(testName: testName, name: name, pathExtension: "frames")
    }

    /// Renders the frames (forward, on one stage) and verifies them against `directory`'s folder.
    public func verify(_ scene: Scene, in directory: URL, testName: String, verifier: SnapshotVerifier) -> SnapshotOutcome {
        let folder = directory.appendingPathComponent(folderName(testName: testName), isDirectory: true)
        let times: [Double]
        let frames: [RGBAImage]
        do {
            times = try self.times(duration: scene.duration)
            frames = try SnapshotRenderer.frames(of: scene, at: times, settings: settings)
        } catch {
            return .failed("Could not render \(type(of: scene).name) for the animation snapshot: \(error)")
        }
        let names = times.map { "\(TraceFormat.number($0, decimals: 3)).png" }
        if let stale = staleReferences(in: folder, keeping: names), verifier.recordMode != .all {
            return .failed("The animation's frames changed: \(folder.path) holds \(stale.joined(separator: ", ")), which no frame "
                + "matches now (interval or duration changed); re-record with \(SnapshotRecordMode.reRecordHint).")
        }
        var frameVerifier = verifier
        frameVerifier.addsFailuresToReport = false
        let format = SnapshotFormat<RGBAImage>.image(tolerance: verifier.tolerance)
        let results = zip(frames, names).map { frameVerifier.verify($0, as: format, reference: folder.appendingPathComponent($1)) }
        if let failure = results.first(where: { if case .failed = $0.outcome { return true } else { return false } }) {
            return failure.outcome
        }
        if results.contains(where: { if case .recorded = $0.outcome { return true } else { return false } }) {
            guard verifier.recordMode == .all else { return .recorded(reference: folder, reason: .missing) }
            for stale in staleReferences(in: folder, keeping: names) ?? [] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
            }
            return .recorded(reference: folder, reason: .recordMode)
        }
        return summarize(results, times: times, folder: folder, frames: frames, reports: verifier.addsFailuresToReport)
    }

    /// One outcome for all frames: matched, or the first and worst mismatches.
    private func summarize(_ results: [(outcome: SnapshotOutcome, difference: SnapshotDifference?)], times: [Double], folder: URL,
                           frames: [RGBAImage], reports: Bool) -> SnapshotOutcome {
        let differing = results.indices.filter { if case .mismatched = results[$0].outcome { return true } else { return false } }
        guard let first = differing.first, case let .mismatched(reference, actual, diff, firstDetails) = results[first].outcome else {
            return .matched(reference: folder)
        }
        let changed = { (index: Int) in results[index].difference?.comparison?.differingPixelCount ?? .max }
        let worst = differing.max { changed($0) < changed($1) }!
        var details = "\(differing.count) of \(times.count) frames differ; first at t=\(TraceFormat.number(times[first], decimals: 3)) (\(firstDetails))"
        if worst != first, case let .mismatched(_, _, _, worstDetails) = results[worst].outcome {
            details += "; worst at t=\(TraceFormat.number(times[worst], decimals: 3)) (\(worstDetails))"
        }
        if reports, let artifacts = SnapshotArtifacts.folder() {
            // Every frame's actual picture goes beside the differing ones', so the report can play both.
            var entry = SnapshotReportEntry(.animation, name: SnapshotReportEntry.name(of: folder), details: details, in: artifacts)
            entry.failure.actual = entry.relative(actual)
            entry.failure.diff = entry.relative(diff)
            entry.failure.frames = zip(times, frames).enumerated().map { index, frame in
                let referenceURL = folder.appendingPathComponent("\(TraceFormat.number(frame.0, decimals: 3)).png")
                let actualURL = SnapshotLocation.actualURL(forReference: referenceURL)
                if !differing.contains(index) { try? SnapshotVerifier.write(try frame.1.pngData(), to: actualURL) }
                let kept = (try? Data(contentsOf: referenceURL)).flatMap { entry.keepReference($0, of: referenceURL) }
                return SnapshotFailure.Frame(time: frame.0, reference: kept ?? "", actual: entry.relative(actualURL) ?? "",
                                             differs: differing.contains(index))
            }
            entry.add()
        }
        return .mismatched(reference: reference, actual: actual, diff: diff, details: details)
    }

    /// Reference files in `folder` that none of `names` is; nil when there are none.
    private func staleReferences(in folder: URL, keeping names: [String]) -> [String]? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = files.filter { $0.hasSuffix(".png") && !SnapshotLocation.isFailureArtifact($0) && !names.contains($0) }.sorted()
        return stale.isEmpty ? nil : stale
    }
}
