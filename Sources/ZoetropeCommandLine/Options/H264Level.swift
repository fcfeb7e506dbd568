import ArgumentParser
import MediaEncoding

/// `render --h264-level`: one of the H.264 levels x264 knows (`EncodingOptions.h264Levels`);
/// a whole level may be written with its ".0" ("4.0" is "4").
struct H264Level: OptionValue, CustomStringConvertible {
    /// The level as x264 names it.
    let description: String

    init(option text: String) throws {
        let name = text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        guard EncodingOptions.h264Levels.contains(name) else { throw OptionValueError.notOneOf(Self.allValueStrings) }
        description = name
    }

    static var allValueStrings: [String] { EncodingOptions.h264Levels }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
