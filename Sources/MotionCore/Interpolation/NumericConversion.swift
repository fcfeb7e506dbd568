import Foundation

/// Converts a number to the numeric type a property holds, as NSNumber bridging does on iOS:
/// an animation's `fromValue` given as `NSNumber(value: 50)`, `50` or `CGFloat(50)` moves a
/// `CGFloat`, `Float`, `Double` or `Int` property alike, and `setValue(2, forKey:)` stores the
/// property's own type. The one place the engine turns one kind of number into another.
public enum NumericConversion {
    /// `value` as the numeric type of `reference`; `value` itself when it already has that type;
    /// nil when either is not a number.
    static func converted(_ value: Any, like reference: Any) -> Any? {
        let target = type(of: reference)
        if type(of: value) == target { return value }
        guard let number = number(value) else { return nil }
        // Exact types: on Linux an NSNumber also casts to Double, Bool and the rest.
        if target == Double.self { return number }
        if target == CGFloat.self { return CGFloat(number) }
        if target == Float.self { return Float(number) }
        if target == Int.self { return number.isFinite ? Int(exactly: number.rounded()) : nil }
        if reference is NSNumber, !(reference is any BinaryFloatingPoint), !(reference is any BinaryInteger) {
            return NSNumber(value: number)
        }
        return nil
    }

    /// `stored` read as a `Value` property reads it when it does not already hold one: a number
    /// of another type converted to `Value`, anything else `defaultValue`. Shared by built-in
    /// and `@Animatable` getters; out of line, since their fast path never needs it.
    @inline(never)
    static func value<Value>(_ stored: Any?, or defaultValue: Value) -> Value {
        if let value = stored as? Value { return value }
        return stored.flatMap { converted($0, like: defaultValue) } as? Value ?? defaultValue
    }

    /// `value` as a `Value`, as a default given by `Layer.defaultValue(forKey:)` is taken: itself
    /// when it is one, a number of another type converted; nil when it is neither.
    static func typed<Value>(_ value: Any, like reference: Value) -> Value? {
        if let typed = value as? Value { return typed }
        return converted(value, like: reference) as? Value
    }

    /// Whether `reference` is a number of a type values are converted to: `Double`, `CGFloat`,
    /// `Float`, `Int` (exactly: an optional number is not one).
    static func isTarget(_ reference: Any) -> Bool {
        let target = type(of: reference)
        return target == Double.self || target == CGFloat.self || target == Float.self || target == Int.self
    }

    /// Whether `value` is a number this conversion understands (a Bool is not).
    static func isNumber(_ value: Any) -> Bool { number(value) != nil }

    /// `value` as a Double, for the numeric types iOS code passes around (`Double`, `CGFloat`,
    /// `Float`, any integer, `NSNumber`); nil for anything else, a `Bool` included.
    public static func number(_ value: Any) -> Double? {
        if type(of: value) == Bool.self { return nil }
        switch value {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        case let value as any BinaryInteger: return Double(value)
        case let value as any BinaryFloatingPoint: return Double(value)
        default: return nil
        }
    }
}
