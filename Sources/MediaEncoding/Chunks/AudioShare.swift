import CFFmpeg

/// A chunk's share of the render's audio packets. Every chunk encodes the whole track from
/// sample 0 alike and keeps the packets that start in its share of the render — from the sample
/// of its first frame `ChunkJoiner` takes (`ChunkPlacement.joinedFrames`) up to the next chunk's,
/// the first chunk from the encoder's priming on, the last to the end — so each packet is kept
/// by exactly one chunk and the join holds the single render's packets. The file stores them
/// shifted to its own first frame's time; this value, in the file's metadata, says where the
/// first one lies in the render and how many there are.
struct AudioShare: Equatable {
    /// The first kept packet's pts in the whole render, in samples (`AudioEncoder.timeBase`).
    let firstSample: Int64
    /// Packets kept.
    let count: Int

    /// The container metadata key.
    static let metadataKey = "zoetrope_audio"

    /// The packets of `packets` (the whole track's) that `placement`'s chunk keeps.
    static func packets(_ packets: [MediaPacket], keptBy placement: ChunkPlacement) -> [MediaPacket] {
        let chunk = placement.chunk
        let start = chunk.index == 0 ? Int64.min : sample(ofFrame: placement.joinedFrames.lowerBound, placement)
        let end = chunk.index == chunk.count - 1 ? Int64.max : sample(ofFrame: placement.joinedFrames.upperBound, placement)
        return packets.filter { (start..<end).contains($0.packet.pointee.pts) }
    }

    private static func sample(ofFrame frame: Int, _ placement: ChunkPlacement) -> Int64 {
        Int64(AudioTrack.sample(ofFrame: frame, fps: placement.fps))
    }

    init(firstSample: Int64, count: Int) { self.firstSample = firstSample; self.count = count }

    /// `first=S;count=N`.
    var metadataValue: String { "first=\(firstSample);count=\(count)" }

    /// Reads `metadataValue`; nil for anything else.
    init?(metadataValue: String) {
        let fields = metadataValue.split(separator: ";").map { $0.split(separator: "=", maxSplits: 1) }
        guard fields.count == 2, fields[0].count == 2, fields[0][0] == "first", let first = Int64(fields[0][1]),
              fields[1].count == 2, fields[1][0] == "count", let count = Int(fields[1][1]), count >= 0 else { return nil }
        self.init(firstSample: first, count: count)
    }
}
