/// One of `count` consecutive parts of a render's frames, numbered from 0 like the frames
/// themselves (and like Kubernetes' `JOB_COMPLETION_INDEX`). The chunks are disjoint, in order and
/// cover every frame: a render encoded in closed segments (`EncoderSegments`) of `L` frames, `S`
/// of them, gives chunk `i` of `n` the whole segments `[i·S/n, (i+1)·S/n)` when it has at least as
/// many segments as chunks, so no frame is drawn or encoded by two chunks and the chunks differ by
/// at most one segment; otherwise (fewer segments than chunks, or no segments) chunk `i` holds
/// frames `[i·N/n, (i+1)·N/n)` of a render of `N` frames, and the chunks differ by at most one frame.
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

    /// The frames of this chunk in a render of `total` frames, encoded in `segments` (nil: a
    /// format encoded as a whole, or frame by frame).
    public func frames(ofTotal total: Int, segments: EncoderSegments? = nil) -> Range<Int> {
        if let segments, case let segmentCount = segments.count(inTotal: total), segmentCount >= count {
            let first = index * segmentCount / count, end = (index + 1) * segmentCount / count
            return first * segments.length ..< min(total, end * segments.length)
        }
        return index * total / count ..< (index + 1) * total / count
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }
}
