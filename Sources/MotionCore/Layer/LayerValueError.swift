/// A value set through key-value coding (`setValue(_:forKey:)`) that the property cannot hold,
/// or a presentation copy asked of something that is not a layer.
/// Reported to the running timeline, which the stage turns into a scene error.
public enum LayerValueError: Error, CustomStringConvertible, Equatable {
    case typeMismatch(key: String, expected: String, value: String)
    /// `init(layer:)` was handed something that is not a layer (the name of its type).
    case notALayer(String)
    /// A view's `layerClass` names a class that is not a layer.
    case notALayerClass(String)

    static func typeMismatch(key: String, expected: String, value: Any?) -> LayerValueError {
        .typeMismatch(key: key, expected: expected, value: value.map { "\($0) (\(type(of: $0)))" } ?? "nil")
    }

    public var description: String {
        switch self {
        case let .typeMismatch(key, expected, value): "'\(key)' holds a \(expected); cannot set it to \(value)"
        case let .notALayer(type): "init(layer:) needs the layer to copy; it was given a \(type)"
        case let .notALayerClass(type): "layerClass must be a Layer subclass; \(type) is not (the view got a plain Layer)"
        }
    }
}
