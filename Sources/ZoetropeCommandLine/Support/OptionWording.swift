import MediaEncoding
import Zoetrope

/// The command line's words for the library's errors about a value an option gave: the library
/// speaks of the start and end of a range, a still's time and a chunk; the command line's message
/// names the flag instead (`--from`, `--to`, `--at`, `--chunk`). The error itself, and so its
/// category, stays the library's.
enum OptionWording {
    /// The flags that give a render's range, a still's time and a chunk.
    static let renderSettingNames = RenderSettingsError.Names(start: "--from", end: "--to", time: "--at")
    static let chunkOption = "--chunk"

    /// `error`'s message naming the option behind it, or nil when the error's own message is the one to show.
    static func message(for error: Error) -> String? {
        switch error {
        case let error as RenderSettingsError: error.message(naming: renderSettingNames)
        case let error as ChunkError: error.message(chunkOption: chunkOption)
        default: nil
        }
    }
}
