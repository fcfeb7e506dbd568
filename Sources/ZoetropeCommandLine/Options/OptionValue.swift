import ArgumentParser

/// A type an option's value is parsed into, in one place: `init(option:)` reads the text or throws
/// an error whose description says what is wrong with it, and the argument parser names the value
/// and the option before it ("The value 'x' is invalid for '--codec <codec>': use one of h264, …").
/// The type's `allValueStrings` and `defaultCompletionKind` (from `CaseIterable` where the set is
/// closed) give the choices to shell completion. Declared as `@Option var codec: VideoCodec?`, an
/// option of such a type is parsed by it (`Option+OptionValue`); checks that combine options stay
/// in the command's `validate()`. Users' own commands declare their options the same way.
public protocol OptionValue: ExpressibleByArgument {
    /// The value `text` gives, or an error saying what is wrong with it.
    init(option text: String) throws
}

extension OptionValue {
    /// The value `argument` gives, or nil where `init(option:)` throws.
    public init?(argument: String) { try? self.init(option: argument) }
}

extension OptionValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The case named `text`, in any letter case; a name of none is refused listing them all.
    public init(option text: String) throws {
        guard let value = Self.allCases.first(where: { $0.rawValue == text.lowercased() }) else {
            throw OptionValueError.notOneOf(Self.allValueStrings)
        }
        self = value
    }

    /// The case `argument` names, or nil.
    public init?(argument: String) { try? self.init(option: argument) }
}
