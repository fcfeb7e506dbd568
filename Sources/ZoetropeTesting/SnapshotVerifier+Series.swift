import Foundation

extension SnapshotVerifier {
    /// Takes the snapshots of `value` with `strategy` (all at once, as `take` says) and checks
    /// them against their references in `directory`, named after `testName` and `name` as
    /// `strategy.storage` says: one outcome per time for `.files`, one for the whole `.animation`.
    /// A request that cannot be honoured (no times, two times sharing a reference, a snapshot that
    /// cannot be taken) is a single `.failed` outcome.
    public func verify<Value, Element>(_ value: Value, as strategy: SnapshotSeriesStrategy<Value, Element>, in directory: URL,
                                       testName: String, name: String? = nil) -> [SnapshotOutcome] {
        let elements: [(time: Double, value: Element)]
        do {
            elements = try Self.take(testName) { try strategy.snapshot(value) }
        } catch {
            return [.failed("\(error)")]
        }
        switch strategy.storage {
        case .files:
            return verify(elements, as: strategy.format, in: directory, testName: testName, name: name)
        case .animation:
            let folder = directory.appendingPathComponent(SnapshotLocation.framesFolderName(testName: testName, name: name),
                                                          isDirectory: true)
            return [verifyAnimation(elements, as: strategy.format, in: folder)]
        }
    }

    /// Each element against its own reference, `<testName>[.<name>].<time>.<ext>`.
    private func verify<Element>(_ elements: [(time: Double, value: Element)], as format: SnapshotFormat<Element>, in directory: URL,
                                 testName: String, name: String?) -> [SnapshotOutcome] {
        let fileNames = elements.map {
            SnapshotLocation.fileName(testName: testName, name: name, kind: SnapshotLocation.timeName($0.time),
                                      pathExtension: format.pathExtension)
        }
        if let duplicate = Dictionary(grouping: fileNames, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            return [.failed("\(SnapshotError.duplicateReference(duplicate))")]
        }
        return zip(elements, fileNames).map { element, fileName in
            verify(element.value, as: format, reference: directory.appendingPathComponent(fileName)).outcome
        }
    }
}
