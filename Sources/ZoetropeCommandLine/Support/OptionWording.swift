import MediaEncoding
import Zoetrope

/// The command line's words for the library's errors and notes about a value an option gave: the
/// library speaks of the start and end of a range, a still's time, the scale, a chunk, a codec
/// and joining chunks; the command line's message names the flag or command instead (`--from`,
/// `--to`, `--at`, `--scale`, `--chunk`, `--codec`, `zoetrope concat`). The error itself, and so its category, stays
/// the library's.
enum OptionWording {
    /// The flags and the command that give a render's range, a still's time and the scale, and join chunks.
    static var renderWording: RenderWording {
        RenderWording(start: "--from", end: "--to", time: "--at", scale: "--scale", joinChunks: "\(ToolIdentity.name) concat")
    }
    static let chunkOption = "--chunk"
    static let codecOption = "--codec"

    /// `note` naming the options and command it mentions.
    static func message(for note: RenderNote) -> String { note.message(naming: renderWording) }

    /// `error`'s message naming the option behind it, or nil when the error's own message is the one to show.
    static func message(for error: Error) -> String? {
        switch error {
        case let error as RenderSettingsError: error.message(naming: renderWording)
        case let error as ChunkError: error.message(chunkOption: chunkOption)
        case let error as MediaError: error.message(codecOption: codecOption)
        default: nil
        }
    }
}
