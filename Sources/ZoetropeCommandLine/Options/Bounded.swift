import ArgumentParser

/// The numbers a numeric option allows, named once by a type of its own beside the option
/// (`enum PortNumbers: NumberRange { static let range = 0...65535 }`), so that `Bounded<PortNumbers>`
/// parses and checks the option in one place and its message says the range.
public protocol NumberRange {
    associatedtype Number: Comparable & LosslessStringConvertible & Sendable
    /// The numbers allowed (see `allows(_:)`).
    static var range: ClosedRange<Number> { get }
    /// The unit the numbers are in ("pixels"), or "" for none.
    static var unit: String { get }
    /// What is allowed, said after "it must be": "within 2…256" by default, then the unit.
    static var allowed: String { get }
    /// Whether `number` is allowed: by default, whether `range` holds it.
    static func allows(_ number: Number) -> Bool
}

extension NumberRange {
    public static var unit: String { "" }
    public static var allowed: String {
        "within \(text(of: range.lowerBound))…\(text(of: range.upperBound))" + (unit.isEmpty ? "" : " \(unit)")
    }
    public static func allows(_ number: Number) -> Bool { range.contains(number) }

    /// `number` as a message writes it: a whole Double without its ".0".
    private static func text(of number: Number) -> String {
        if let double = number as? Double, double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return "\(number)"
    }
}

/// A number an option gives, checked against `Numbers`: a value outside reads "The value '70000'
/// is invalid for '--port <port>': it must be within 0…65535", a value that is no number "… it is
/// not a number".
public struct Bounded<Numbers: NumberRange>: OptionValue, Sendable, CustomStringConvertible {
    /// The number given.
    public let value: Numbers.Number

    public init(option text: String) throws {
        guard let number = Numbers.Number(text) else { throw OptionValueError.notA("a number") }
        guard Numbers.allows(number) else { throw OptionValueError.outOfRange(part: "it", allowed: Numbers.allowed) }
        value = number
    }

    /// A default the code gives, which it keeps within `Numbers`.
    public init(_ value: Numbers.Number) { self.value = value }

    public var description: String { "\(value)" }
}
