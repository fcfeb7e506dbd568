import Foundation

/// When reference files are written instead of compared.
public enum SnapshotRecordMode: Equatable, Sendable {
    /// Record references that do not exist yet (and fail that run, saying so); compare the rest.
    case missing
    /// Re-record every reference (and fail, saying so, so a forgotten switch cannot pass CI).
    case all

    /// The environment variable that switches to `.all` when set to 1 (or true/yes).
    public static let environmentVariable = "ZOETROPE_RECORD"

    /// `.all` when `environment[ZOETROPE_RECORD]` is 1, true or yes (any case); `.missing` otherwise.
    public init(environment: [String: String]) {
        let value = environment[Self.environmentVariable]?.lowercased() ?? ""
        self = ["1", "true", "yes"].contains(value) ? .all : .missing
    }

    /// The mode the process environment asks for.
    public static var fromEnvironment: SnapshotRecordMode {
        SnapshotRecordMode(environment: ProcessInfo.processInfo.environment)
    }
}
