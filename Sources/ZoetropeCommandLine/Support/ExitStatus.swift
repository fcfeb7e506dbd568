import ArgumentParser
import MediaEncoding
import Zoetrope

/// The exit statuses of every command: 0 on success; 64 (`EX_USAGE`) when the command line asks
/// for something that cannot be done — unknown options, scenes, variants, layers or curves,
/// values out of range, unsupported formats; 1 when doing it failed — files that cannot be
/// written, a failing scene, an encoder error; 128 + N when signal N stopped the command.
/// `review` exits 1 when something changed and 2 when it could not review (`ReviewError`).
enum ExitStatus {
    static let usage: Int32 = 64
    static let failure: Int32 = 1
    static let reviewFailure: Int32 = 2

    /// The status for a command that ended with `error`.
    static func status(for error: Error) -> Int32 {
        if RootCommand.exitCode(for: error) == .validationFailure { return usage }
        switch error {
        case is RenderSettingsError, is CurveSpecError, is FilmstripError, is TraceError, is FontFileError, is ChunkError:
            return usage
        case let error as ReviewError:
            return error.isUsage ? usage : reviewFailure
        case let error as SceneError:
            switch error {
            case .scriptFailed, .resourceUnavailable: return failure
            case .unknownScene, .unknownVariant: return usage
            }
        case let error as MediaError:
            switch error {
            case .invalidOption, .unsupportedFormat: return usage
            case .ffmpeg, .invalidFrame, .invalidState, .io, .decoding: return failure
            }
        default:
            return failure
        }
    }
}
