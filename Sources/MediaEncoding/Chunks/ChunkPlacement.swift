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

    /// Throws `ChunkError` when the render has fewer frames than chunks.
    public init(chunk: Chunk, totalFrames: Int, fps: Int, render: String) throws {
        guard chunk.count <= totalFrames else {
            throw ChunkError("\(chunk.count) chunks of a render of \(totalFrames) frame\(totalFrames == 1 ? "" : "s"): "
                + "use at most \(totalFrames) chunks")
        }
        self.chunk = chunk
        self.totalFrames = totalFrames
        self.fps = fps
        self.render = render
    }

    /// The frames this chunk holds, numbered in the whole render.
    public var frames: Range<Int> { chunk.frames(ofTotal: totalFrames) }

    /// The container metadata key.
    static let metadataKey = "zoetrope_chunk"

    /// `chunk=i/n;frames=N;fps=F;render=R`: the value stored under `metadataKey`.
    var metadataValue: String {
        "chunk=\(chunk);frames=\(totalFrames);fps=\(fps);render=\(render)"
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
              let render = fields["render"],
              let placement = try? ChunkPlacement(chunk: chunk, totalFrames: total, fps: fps, render: String(render)) else { return nil }
        self = placement
    }
}
