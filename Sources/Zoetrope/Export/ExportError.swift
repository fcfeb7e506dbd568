/// Export failures, worded for the command line.
public enum ExportError: Error, CustomStringConvertible, Equatable {
    case unwritableOutput(String, reason: String)
    case cancelled

    public var description: String {
        switch self {
        case let .unwritableOutput(path, reason): "cannot write '\(path)': \(reason)"
        case .cancelled: "render cancelled; no output written"
        }
    }
}
