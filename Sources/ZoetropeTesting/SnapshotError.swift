/// Problems that keep a snapshot from being taken or compared, worded for a test failure.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case invalidTolerance(String)
    case invalidRequest(String)
    case duplicateReference(String)

    public var description: String {
        switch self {
        case .invalidTolerance(let message): "invalid snapshot tolerance: \(message)"
        case .invalidRequest(let message): "invalid snapshot request: \(message)"
        case .duplicateReference(let name): "two snapshots of one assertion would share the reference file \(name)"
        }
    }
}
