import Zoetrope

extension SnapshotVerifier {
    /// Runs `body` under the rule every assertion keeps: engine warnings (an animation that does
    /// nothing, a font family that is not there) are errors (`Timeline.treatsWarningsAsErrors`),
    /// so a test cannot pass on what silently does nothing.
    package static func strictly<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Timeline.$treatsWarningsAsErrors.withValue(true, operation: body)
    }

    /// Takes a snapshot as every snapshot is taken — by `verify`, the assertions and
    /// ZoetropeSnapshotTesting's `Snapshotting` alike, whoever wrote the strategy: `strictly`, and
    /// a snapshot that cannot be taken throws one `SnapshotNotTaken` in the strategy's own words
    /// ("Could not render …"), a bad request's reason, or else "Could not take the snapshot `name`: …".
    package static func take<Snapshot>(_ name: String, _ body: () throws -> Snapshot) throws -> Snapshot {
        do {
            return try strictly(body)
        } catch let error as SnapshotNotTaken {
            throw error
        } catch let error as SnapshotError {
            throw SnapshotNotTaken(description: error.description)
        } catch {
            throw SnapshotNotTaken(description: "Could not take the snapshot \(name): \(error)")
        }
    }
}
