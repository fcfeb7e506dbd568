import CairoRendering
import MediaEncoding

/// What an error says about a request: it asks for something that cannot be done (`usage`: an
/// unknown scene, a value out of range, a format that cannot hold what was asked), or doing it
/// failed (`failure`: a file that cannot be written, a failing scene, an encoder error). Command
/// lines turn the first into exit status 64 and the second into 1.
public enum ErrorCategory: Sendable, Equatable {
    case usage
    case failure
}

/// An error that knows its category. Errors that do not conform are failures.
public protocol CategorizedError: Error {
    var category: ErrorCategory { get }
}

extension SceneError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .scriptFailed, .resourceUnavailable: .failure
        case .unknownScene, .unknownVariant: .usage
        }
    }
}

extension RenderSettingsError: CategorizedError {
    public var category: ErrorCategory { .usage }
}

extension ShardError: CategorizedError {
    public var category: ErrorCategory { .usage }
}

extension FilmstripError: CategorizedError {
    public var category: ErrorCategory { .usage }
}

extension ExportError: CategorizedError {
    public var category: ErrorCategory { .failure }
}

extension ChunkError: CategorizedError {
    public var category: ErrorCategory { .usage }
}

extension MediaError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .invalidOption, .unsupportedFormat, .codecNotHeld: .usage
        case .ffmpeg, .invalidFrame, .invalidState, .io, .decoding: .failure
        }
    }
}

extension CairoError: CategorizedError {
    public var category: ErrorCategory { .failure }
}

extension SceneTraceError: CategorizedError {
    public var category: ErrorCategory { .usage }
}

extension RenderStopped: CategorizedError {
    public var category: ErrorCategory { .failure }
}
