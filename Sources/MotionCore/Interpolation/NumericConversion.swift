import Foundation

/// Converts a number to the numeric type a property holds, as NSNumber bridging does on iOS:
/// an animation's `fromValue` given as `NSNumber(value: 50)`, `50` or `CGFloat(50)` moves a
/// `CGFloat`, `Float`, `Double` or `Int` property alike, and `setValue(2, forKey:)` stores the
/// property's own type. The one place the engine turns one kind of number into another.
enum NumericConversion {
    /// `value` as the numeric type of `reference`; `value` itself when it already has that type;
    /// nil when either is not a number.
    static func converted(_ value: Any, like reference: Any) -> Any? {
        if type(of: value) == type(of: reference) { return value }
        guard let number = number(value) else { return nil }
        switch reference {
        case is Double: return number
        case is CGFloat: return CGFloat(number)
        case is Float: return Float(number)
        case is Int: return number.isFinite ? Int(exactly: number.rounded()) : nil
        case is NSNumber: return NSNumber(value: number)
        default: return nil
        }
    }

    /// Whether `value` is a number this conversion understands.
    static func isNumber(_ value: Any) -> Bool { number(value) != nil }

    /// `value` as a Double, for the numeric types iOS code passes around.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case is Bool: nil
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        default: nil
        }
    }
}
