/// A chunk that does not exist, or chunk files that cannot be joined.
public enum ChunkError: Error, CustomStringConvertible, Equatable, CategorizedError {
    /// Chunk `index` of `count` does not exist: a render splits into at least one chunk, numbered from 0.
    case noSuchChunk(index: Int, count: Int)
    /// The text is not a chunk written `i/n`.
    case notChunkNotation(String)
    /// A render of `frames` frames cannot be split into as many chunks as `chunk` says.
    case moreChunksThanFrames(Chunk, frames: Int)
    /// The file at `path` was not written as a chunk of a render.
    case notAChunk(path: String)
    /// The chunk files cannot be joined; the message names the files and says why.
    case cannotJoin(String)

    public var category: ErrorCategory { .usage }

    public var description: String { message(chunkOption: nil) }

    /// The message; with `option`, a command line's flag for the chunk (`--chunk`), it names the
    /// flag ("--chunk 5/40: …", "not written with --chunk i/n") instead of the chunk.
    package func message(chunkOption option: String?) -> String {
        switch self {
        case let .noSuchChunk(_, count) where count < 1: "a render splits into at least 1 chunk (got \(count))"
        case let .noSuchChunk(index, count):
            "chunk \(index)/\(count) does not exist: chunks count from 0, so use 0…\(count - 1) (chunk i holds frames [i·N/n, (i+1)·N/n))"
        case .notChunkNotation(let text): "'\(text)' is not i/n (e.g. 0/4 for the first of four chunks)"
        case let .moreChunksThanFrames(chunk, frames):
            "\(option ?? "chunk") \(chunk): the render has only \(frames) frame\(frames == 1 ? "" : "s"); split it into at most \(frames) chunks"
        case .notAChunk(let path):
            "\(path) is not a chunk of a render (it was not written \(option.map { "with \($0) i/n" } ?? "as a chunk"))"
        case .cannotJoin(let message): message
        }
    }
}
