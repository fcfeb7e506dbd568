import Zoetrope

/// JSON for the values layer properties hold: numbers, strings, geometry, colours, transforms;
/// anything else as its description.
enum PropertyValueJSON {
    static func json(_ value: Any?) -> JSONValue {
        guard let value = unwrapped(value) else { return .null }
        switch value {
        case let number as Double: return .number(number)
        case let number as Float: return .number(Double(number))
        case let number as Int: return .number(Double(number))
        case let flag as Bool: return .bool(flag)
        case let text as String: return .string(text)
        case let point as Point: return .object([("x", .number(point.x)), ("y", .number(point.y))])
        case let size as Size: return .object([("width", .number(size.width)), ("height", .number(size.height))])
        case let vector as Vector: return .object([("dx", .number(vector.dx)), ("dy", .number(vector.dy))])
        case let rect as Rect: return json(rect)
        case let color as Color:
            return .object([("red", .number(color.red)), ("green", .number(color.green)),
                            ("blue", .number(color.blue)), ("alpha", .number(color.alpha))])
        case let transform as Transform3D: return .array(transform.entries.map(JSONValue.number))
        case let values as [Any]: return .array(values.map { json($0) })
        default: return .string(String(describing: value))
        }
    }

    static func json(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
                 ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    /// The wrapped value of an optional stored as `Any` (nil for `.none`).
    private static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}
