import ArgumentParser
import MediaEncoding

/// `render --all --format`: the output extensions, comma-separated ("mp4,gif"), each one `render`
/// writes.
struct FormatList: OptionValue, CustomStringConvertible {
    /// The extensions, lower-case, in the order given.
    let extensions: [String]

    /// MP4 alone, without `--format`.
    static let standard = FormatList(valid: ["mp4"])

    private init(valid extensions: [String]) { self.extensions = extensions }

    init(option text: String) throws {
        let extensions = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !extensions.isEmpty, extensions.allSatisfy(Self.allValueStrings.contains) else {
            throw OptionValueError.notA("a comma-separated list of \(Self.allValueStrings.joined(separator: ", "))")
        }
        self.init(valid: extensions)
    }

    var description: String { extensions.joined(separator: ",") }

    static var allValueStrings: [String] { OutputFormat.extensions.map(\.extension) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
