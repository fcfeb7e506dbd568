import MediaEncoding

/// What is wrong with an option's value, said after the argument parser's "The value 'x' is
/// invalid for '--option <name>': ".
public enum OptionValueError: Error, Equatable, CustomStringConvertible, CategorizedError {
    /// The value is none of a closed set's `choices`.
    case notOneOf([String])
    /// The value is not of the form the option takes; `expected` says which ("a colour such as #F2F2F7").
    case notA(String)
    /// A part of the value (`part`: "the Bayer scale") is outside `allowed` ("0…5").
    case outOfRange(part: String, allowed: String)

    public var category: ErrorCategory { .usage }

    public var description: String {
        switch self {
        case let .notOneOf(choices): "use one of \(EnglishList.joined(choices, "or"))"
        case let .notA(expected): "it is not \(expected)"
        case let .outOfRange(part, allowed): "\(part) must be \(allowed)"
        }
    }
}
