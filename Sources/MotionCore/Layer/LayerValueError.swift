/// A value set through key-value coding (`setValue(_:forKey:)`) that the property cannot hold.
/// Reported to the running timeline, which the stage turns into a scene error.
public enum LayerValueError: Error, CustomStringConvertible, Equatable {
    case typeMismatch(key: String, expected: String, value: String)

    static func typeMismatch(key: String, expected: String, value: Any?) -> LayerValueError {
        .typeMismatch(key: key, expected: expected, value: value.map { "\($0) (\(type(of: $0)))" } ?? "nil")
    }

    public var description: String {
        switch self {
        case let .typeMismatch(key, expected, value): "'\(key)' holds a \(expected); cannot set it to \(value)"
        }
    }
}
