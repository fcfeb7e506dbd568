/// One of `count` consecutive parts of a render's frames, numbered from 0 like the frames
/// themselves (and like Kubernetes' `JOB_COMPLETION_INDEX`): chunk `i` of `n` holds frames
/// `[i·N/n, (i+1)·N/n)` of a render of `N` frames, so the chunks are disjoint, in order, cover
/// every frame, and differ in length by at most one frame.
public struct Chunk: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Position among the chunks, 0 ..< count.
    public let index: Int
    /// How many chunks the render is split into.
    public let count: Int

    /// Throws `ChunkError` unless 0 ≤ index < count.
    public init(index: Int, count: Int) throws {
        guard count >= 1, (0..<count).contains(index) else { throw ChunkError.noSuchChunk(index: index, count: count) }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, e.g. `0/4` … `3/4`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ChunkError.notChunkNotation(text)
        }
        try self.init(index: index, count: count)
    }

    /// The frames of this chunk in a render of `total` frames.
    public func frames(ofTotal total: Int) -> Range<Int> {
        index * total / count ..< (index + 1) * total / count
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }
}
