import Foundation

/// When reference files are written instead of compared. The same switch as swift-snapshot-testing's,
/// so one setting governs `assertSnapshot`/`assertTrace` and the `.frame`/`.trace` strategies alike.
public enum SnapshotRecordMode: Equatable, Sendable {
    /// Record references that do not exist yet (and fail that run, saying so); compare the rest.
    case missing
    /// Re-record every reference (and fail, saying so, so a forgotten switch cannot pass CI).
    case all
    /// Never write a reference: a missing one is a failure (for CI, where nothing recorded is kept).
    case never

    /// swift-snapshot-testing's variable, read by both: `all`, `missing`, `never` (and its
    /// `failed`, taken as `missing`: a failing snapshot here is never overwritten silently).
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"
    /// Zoetrope's earlier switch, still honoured: 1 (or true/yes) means `.all`.
    public static let legacyEnvironmentVariable = "ZOETROPE_RECORD"

    /// The mode `environment` asks for: `SNAPSHOT_TESTING_RECORD` first, then `ZOETROPE_RECORD=1`
    /// for `.all`; `.missing` when neither is set.
    public init(environment: [String: String]) {
        switch environment[Self.environmentVariable]?.lowercased() {
        case "all": self = .all
        case "never": self = .never
        case "missing", "failed": self = .missing
        default:
            let legacy = environment[Self.legacyEnvironmentVariable]?.lowercased() ?? ""
            self = ["1", "true", "yes"].contains(legacy) ? .all : .missing
        }
    }

    /// The mode the process environment asks for.
    public static var fromEnvironment: SnapshotRecordMode {
        SnapshotRecordMode(environment: ProcessInfo.processInfo.environment)
    }

    /// How to ask for this mode from the shell, for failure messages.
    static var reRecordHint: String { "\(environmentVariable)=all" }
}
