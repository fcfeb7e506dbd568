import Foundation

/// A JSON value written with its object keys in the order given, so output is stable and
/// reads in a sensible order (name first, details after).
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

    /// Compact JSON text on one line, numbers to 6 decimals.
    var text: String { text(decimals: 6) }

    /// Compact JSON text on one line, numbers rounded to `decimals` places.
    func text(decimals: Int) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Self.format(value, decimals: decimals)
        case .string(let value): return Self.quote(value)
        case .array(let values): return "[" + values.map { $0.text(decimals: decimals) }.joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { Self.quote($0.0) + ":" + $0.1.text(decimals: decimals) }.joined(separator: ",") + "}"
        }
    }

    /// Numbers rounded to `decimals` places (hiding binary noise such as 0.30000000000000004), integers
    /// without a fraction, -0 as 0; JSON has no NaN or infinity, so those become null.
    static func format(_ value: Double, decimals: Int = 6) -> String {
        guard value.isFinite else { return "null" }
        let factor = pow(10, Double(decimals))
        let rounded = (value * factor).rounded() / factor
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
