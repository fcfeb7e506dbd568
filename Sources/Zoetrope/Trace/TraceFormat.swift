import Foundation

/// Stable text for presentation values: fixed decimals, no negative zero, the same output on
/// every machine and locale.
public enum TraceFormat {
    /// `value` with exactly `decimals` decimals; "-0.00" becomes "0.00"; nan, inf, -inf spelled out.
    public static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let text = String(format: "%.\(max(0, decimals))f", value)
        guard text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) else { return text }
        return String(text.dropFirst())
    }

    /// `text` in double quotes, with quotes, backslashes, newlines and tabs escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
