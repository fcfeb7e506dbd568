import MediaEncoding
import Zoetrope

/// Why a review could not be made.
enum ReviewError: Error, CustomStringConvertible, CategorizedError {
    case notARepository(String)
    case unknownRevision(String)
    case git(String)
    case buildFailed(String, String)
    case commandFailed(String, String)
    /// `--product` names no executable of the package (its executables).
    case noSuchProduct(String, found: [String])
    /// No `--product`, and the package has no executable or several (its executables).
    case ambiguousProduct(found: [String])

    /// A revision or folder that does not exist is a usage error (exit 64).
    var category: ErrorCategory {
        switch self {
        case .notARepository, .unknownRevision: .usage
        case .git, .buildFailed, .commandFailed, .noSuchProduct, .ambiguousProduct: .failure
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
        case let .noSuchProduct(product, found):
            "the package has no executable '\(product)'; its executables: \(Self.list(found))"
        case let .ambiguousProduct(found) where found.isEmpty:
            "the package has no executable of its own to review: add one that calls ZoetropeCommand.main(scenes:) with its scenes"
        case let .ambiguousProduct(found):
            "the package has several executables (\(Self.list(found))): name the one that calls ZoetropeCommand.main(scenes:) with --product"
        }
    }

    private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
