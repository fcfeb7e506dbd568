/// What a snapshot of a value at several times is: how to take them all at once (`snapshot`, a
/// scene played forward once through the times) and how each is stored and compared (`format`,
/// one reference file per time, named by the time with three decimals, "0.500"). `storage` says
/// how the references are kept and verified; `SnapshotVerifier` checks a series as it checks a
/// single `SnapshotStrategy`, element by element, with the same record modes, artifacts and
/// report entries.
public struct SnapshotSeriesStrategy<Value, Element> {
    /// How each element is stored and compared.
    public let format: SnapshotFormat<Element>
    /// How the references are kept.
    public let storage: SnapshotSeriesStorage
    /// Takes the snapshots, in time order; a failure says what could not be taken.
    public let snapshot: (Value) throws -> [(time: Double, value: Element)]

    public init(format: SnapshotFormat<Element>, storage: SnapshotSeriesStorage,
                snapshot: @escaping (Value) throws -> [(time: Double, value: Element)]) {
        self.format = format
        self.storage = storage
        self.snapshot = snapshot
    }

    /// The strategy for `NewValue`: `transform` makes the value this strategy snapshots.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotSeriesStrategy<NewValue, Element> {
        SnapshotSeriesStrategy<NewValue, Element>(format: format, storage: storage) { [snapshot] value in
            try snapshot(try transform(value))
        }
    }
}

/// How a series' references are kept and its failures told.
public enum SnapshotSeriesStorage: Sendable {
    /// `<testName>[.<name>].<time>.<ext>` side by side: each time is verified and reported on its own.
    case files
    /// `<testName>[.<name>].frames/<time>.<ext>`, one folder verified as a whole: one outcome
    /// naming the first and the worst differing time, a failure when the folder holds a time
    /// no longer taken (unless re-recorded), and one report entry playing reference and actual.
    case animation
}
