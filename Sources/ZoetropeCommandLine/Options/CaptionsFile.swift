import ArgumentParser
import Zoetrope

/// `--captions`: the file a render's captions are written to, WebVTT or SubRip by its extension.
struct CaptionsFile: OptionValue {
    /// The path as given.
    let path: String

    init(option text: String) throws {
        guard SubtitleFile.format(forPath: text) != nil else {
            throw OptionValueError.notA("a captions file: the name must end in .vtt (WebVTT) or .srt (SubRip)")
        }
        path = text
    }

    static var defaultCompletionKind: CompletionKind { .file(extensions: SubtitleFile.Format.allCases.map(\.rawValue)) }
}
