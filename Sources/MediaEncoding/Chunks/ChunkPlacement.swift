/// Where a chunk's file sits in the whole render, written into the file's metadata by the
/// chunk's writer and read back by `ChunkJoiner`, so parts are joined in the right order, none
/// missing, none twice, and only parts of the same render.
public struct ChunkPlacement: Equatable, Sendable {
    /// Which chunk this is.
    public let chunk: Chunk
    /// Frames in the whole render.
    public let totalFrames: Int
    /// Frames per second of the whole render.
    public let fps: Int
    /// Identifies the render (scene and settings): parts of different renders are never joined.
    public let render: String
    /// The closed segments the format's encoder cuts the render into (`EncodingOptions.encoderSegments(for:)`);
    /// nil when the chunk is encoded as a video of its own frames only.
    public let segments: EncoderSegments?

    /// Throws `ChunkError.moreChunksThanFrames` when the render has fewer frames than chunks.
    public init(chunk: Chunk, totalFrames: Int, fps: Int, render: String, segments: EncoderSegments? = nil) throws {
        guard chunk.count <= totalFrames else {
            throw ChunkError.moreChunksThanFrames(chunk, frames: totalFrames)
        }
        self.chunk = chunk
        self.totalFrames = totalFrames
        self.fps = fps
        self.render = render
        self.segments = segments
    }

    /// The frames this chunk holds (and its file shows), numbered in the whole render: whole
    /// segments when the render has as many as it has chunks (`Chunk.frames(ofTotal:segments:)`).
    public var frames: Range<Int> { chunk.frames(ofTotal: totalFrames, segments: segments) }

    /// The frames the chunk's file encodes: with segments, its own frames preceded by the start of
    /// the segment its first frame falls in, a lead-in the file holds but does not show (an MP4
    /// edit list starts it at the chunk's first frame), so that segment is encoded from its
    /// start, exactly as the single render encodes it. Chunks of whole segments have no lead-in;
    /// only a render with fewer segments than chunks needs one.
    public var encodedFrames: Range<Int> {
        (segments?.start(ofSegmentContaining: frames.lowerBound) ?? frames.lowerBound) ..< frames.upperBound
    }

    /// The frames `ChunkJoiner` takes from this chunk's file. Without segments: all its frames.
    /// With segments: the whole segments that end in this chunk, encoded here from their start,
    /// so each segment of the render is taken from exactly one chunk, complete and bit for bit the
    /// single render's; the frames after the last of them belong to a segment the next chunk
    /// completes (possibly empty, for a chunk shorter than a segment).
    var joinedFrames: Range<Int> {
        guard let segments else { return frames }
        let start = encodedFrames.lowerBound
        let end = frames.upperBound == totalFrames ? totalFrames : segments.start(ofSegmentContaining: frames.upperBound)
        return start ..< max(start, end)
    }

    /// The container metadata key.
    static let metadataKey = "zoetrope_chunk"

    /// `chunk=i/n;frames=N;fps=F;render=R` (and `;segment=L` with segments): the value stored under `metadataKey`.
    var metadataValue: String {
        "chunk=\(chunk);frames=\(totalFrames);fps=\(fps);render=\(render)" + (segments.map { ";segment=\($0.length)" } ?? "")
    }

    /// Reads `metadataValue`; nil for anything else.
    init?(metadataValue: String) {
        var fields: [Substring: Substring] = [:]
        for field in metadataValue.split(separator: ";") {
            guard let equals = field.firstIndex(of: "=") else { return nil }
            fields[field[..<equals]] = field[field.index(after: equals)...]
        }
        guard let chunkText = fields["chunk"], let chunk = try? Chunk(parsing: String(chunkText)),
              let total = fields["frames"].flatMap({ Int($0) }), let fps = fields["fps"].flatMap({ Int($0) }), fps > 0,
              let render = fields["render"] else { return nil }
        var segments: EncoderSegments?
        if let length = fields["segment"] {
            guard let length = Int(length), length > 0 else { return nil }
            segments = EncoderSegments(length: length)
        }
        guard let placement = try? ChunkPlacement(chunk: chunk, totalFrames: total, fps: fps, render: String(render),
                                                  segments: segments) else { return nil }
        self = placement
    }
}
