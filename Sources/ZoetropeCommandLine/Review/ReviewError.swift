/// Why a review could not be made. A review's own failures exit 2, as `diff`'s do, so that 1
/// keeps meaning "something changed"; a revision or folder that does not exist is a usage error.
enum ReviewError: Error, CustomStringConvertible {
    case notARepository(String)
    case unknownRevision(String)
    case git(String)
    case buildFailed(String, String)
    case commandFailed(String, String)
    case failed(String)

    /// Whether the command line asked for something that does not exist (exit 64).
    var isUsage: Bool {
        switch self {
        case .notARepository, .unknownRevision: true
        case .git, .buildFailed, .commandFailed, .failed: false
        }
    }

    var description: String {
        switch self {
        case .notARepository(let path): "\(path) is not in a git repository: review compares revisions of one"
        case .unknownRevision(let revision): "'\(revision)' names no commit (a branch, tag or commit, e.g. main or HEAD~1)"
        case .git(let message): "git: \(message)"
        case let .buildFailed(label, output):
            "cannot build \(label): \(output.split(separator: "\n").last { $0.contains("error") }.map(String.init) ?? output)"
        case let .commandFailed(label, output): "\(label) failed: \(output.split(separator: "\n").last.map(String.init) ?? "")"
        case .failed(let message): message
        }
    }
}
