import Foundation

extension SnapshotVerifier {
    /// A whole animation's elements against the references in `folder` (`<time>.<ext>`), as one
    /// outcome: a failure when the folder holds a time no element has (unless recording all, which
    /// removes it), recorded when any reference was, else matched or the first and worst mismatches,
    /// reported once with every frame.
    func verifyAnimation<Element>(_ elements: [(time: Double, value: Element)], as format: SnapshotFormat<Element>,
                                  in folder: URL) -> SnapshotOutcome {
        let names = elements.map { "\(SnapshotLocation.timeName($0.time)).\(format.pathExtension)" }
        if let stale = staleReferences(in: folder, keeping: names, pathExtension: format.pathExtension), recordMode != .all {
            return .failed("The animation's frames changed: \(folder.path) holds \(stale.joined(separator: ", ")), which no frame "
                + "matches now (interval or duration changed); re-record with \(SnapshotRecordMode.reRecordHint).")
        }
        var frameVerifier = self
        frameVerifier.addsFailuresToReport = false
        let results = zip(elements, names).map { frameVerifier.verify($0.value, as: format, reference: folder.appendingPathComponent($1)) }
        if let failure = results.first(where: { if case .failed = $0.outcome { return true } else { return false } }) {
            return failure.outcome
        }
        if results.contains(where: { if case .recorded = $0.outcome { return true } else { return false } }) {
            guard recordMode == .all else { return .recorded(reference: folder, reason: .missing) }
            for stale in staleReferences(in: folder, keeping: names, pathExtension: format.pathExtension) ?? [] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
            }
            return .recorded(reference: folder, reason: .recordMode)
        }
        return summarize(results, of: elements, as: format, in: folder)
    }

    /// One outcome for all frames: matched, or the first and worst mismatches.
    private func summarize<Element>(_ results: [(outcome: SnapshotOutcome, difference: SnapshotDifference?)],
                                    of elements: [(time: Double, value: Element)], as format: SnapshotFormat<Element>,
                                    in folder: URL) -> SnapshotOutcome {
        let differing = results.indices.filter { if case .mismatched = results[$0].outcome { return true } else { return false } }
        guard let first = differing.first, case let .mismatched(reference, actual, diff, firstDetails) = results[first].outcome else {
            return .matched(reference: folder)
        }
        let changed = { (index: Int) in results[index].difference?.comparison?.differingPixelCount ?? .max }
        let worst = differing.max { changed($0) < changed($1) }!
        let time = { (index: Int) in SnapshotLocation.timeName(elements[index].time) }
        // The stack notice, if any, leads once instead of inside each frame's account.
        let notice = format.dependsOnRenderingStack ? RecordedStack.notice(forReference: reference) : nil
        let account = { (details: String) in notice.map { details.replacingOccurrences(of: $0 + " ", with: "") } ?? details }
        var details = (notice.map { $0 + " " } ?? "")
            + "\(differing.count) of \(elements.count) frames differ; first at t=\(time(first)) (\(account(firstDetails)))"
        if worst != first, case let .mismatched(_, _, _, worstDetails) = results[worst].outcome {
            details += "; worst at t=\(time(worst)) (\(account(worstDetails)))"
        }
        if addsFailuresToReport, let artifacts = SnapshotArtifacts.folder() {
            var entry = SnapshotReportEntry(.animation, name: SnapshotReportEntry.name(of: folder), details: details, in: artifacts)
            entry.failure.actual = entry.relative(actual)
            entry.failure.diff = entry.relative(diff)
            entry.failure.frames = elements.indices.map { index in
                frame(elements[index], as: format, in: folder, differs: differing.contains(index), entry: entry)
            }
            entry.add()
        }
        return .mismatched(reference: reference, actual: actual, diff: diff, details: details)
    }

    /// One frame of the report's entry. Every frame's actual picture goes beside the differing
    /// ones' (which the comparison left), so the report can play both.
    private func frame<Element>(_ element: (time: Double, value: Element), as format: SnapshotFormat<Element>, in folder: URL,
                                differs: Bool, entry: SnapshotReportEntry) -> SnapshotFailure.Frame {
        let referenceURL = folder.appendingPathComponent("\(SnapshotLocation.timeName(element.time)).\(format.pathExtension)")
        let actualURL = SnapshotLocation.actualURL(forReference: referenceURL)
        if !differs { try? Self.write(try format.data(element.value), to: actualURL) }
        let kept = (try? Data(contentsOf: referenceURL)).flatMap { entry.keepReference($0, of: referenceURL) }
        return SnapshotFailure.Frame(time: element.time, reference: kept ?? "", actual: entry.relative(actualURL) ?? "", differs: differs)
    }

    /// Reference files in `folder` that none of `names` is; nil when there are none.
    private func staleReferences(in folder: URL, keeping names: [String], pathExtension: String) -> [String]? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = files.filter {
            $0.hasSuffix("." + pathExtension) && !SnapshotLocation.isFailureArtifact($0) && !names.contains($0)
        }.sorted()
        return stale.isEmpty ? nil : stale
    }
}
