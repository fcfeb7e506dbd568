import ArgumentParser
import MediaEncoding

/// `render --preset`: an encoder speed preset in x264's vocabulary (`EncodingOptions.presets`).
struct EncoderPreset: OptionValue, CustomStringConvertible {
    /// The preset's name.
    let description: String

    /// x264's default.
    static let medium = EncoderPreset(valid: "medium")

    private init(valid name: String) { description = name }

    init(option text: String) throws {
        guard Self.allValueStrings.contains(text) else { throw OptionValueError.notOneOf(Self.allValueStrings) }
        self.init(valid: text)
    }

    static var allValueStrings: [String] { EncodingOptions.presets }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
