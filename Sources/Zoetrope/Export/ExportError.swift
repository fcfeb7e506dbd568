import MediaEncoding

/// Export failures, worded for the command line.
public enum ExportError: Error, CustomStringConvertible, Equatable, CategorizedError {
    case unwritableOutput(String, reason: String)
    case cancelled
    /// The finished file was larger than the render's `maximumBytes`; nothing was written.
    case overBudget(String, bytes: Int, limit: Int)

    public var category: ErrorCategory { .failure }

    public var description: String {
        switch self {
        case let .unwritableOutput(path, reason): "cannot write '\(path)': \(reason)"
        case .cancelled: "render cancelled; no output written"
        case let .overBudget(path, bytes, limit):
            "'\(path)' would be \(bytes) bytes, over the \(limit)-byte limit; nothing written"
        }
    }
}
