import CFFmpeg

/// A chunk's share of the render's audio packets. Every chunk encodes the whole track from
/// sample 0 alike and keeps the packets that start in its share of the render — from the sample
/// of its first frame `ChunkJoiner` takes (`ChunkPlacement.joinedFrames`) up to the next chunk's,
/// the first chunk from the encoder's priming on, the last to the end — so each packet is kept
/// by exactly one chunk and the join holds the single render's packets. The file stores them
/// shifted to its own first frame's time; this value, in the file's metadata, says where the
/// first one lies in the render, how many there are, and which track they are shares of.
struct AudioShare: Equatable {
    /// The first kept packet's pts in the whole render, in samples (`AudioEncoder.timeBase`).
    let firstSample: Int64
    /// Packets kept.
    let count: Int
    /// A digest of the whole encoded track (`digest(of:)`), the same in every chunk of a render:
    /// chunks whose sounds differ (a file changed between their renders) are never joined.
    let track: String
    /// The track's bit rate (`EncodingOptions.audioBitRate`), so the join describes its audio
    /// stream as the single render does; nil: the encoder's default.
    let bitRate: Int?

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

    init(firstSample: Int64, count: Int, track: String, bitRate: Int? = nil) {
        self.firstSample = firstSample; self.count = count; self.track = track; self.bitRate = bitRate
    }

    /// FNV-1a of every packet's pts and bytes, in order.
    static func digest(of packets: [MediaPacket]) -> String {
        var hash = FNV1a()
        for packet in packets {
            withUnsafeBytes(of: packet.packet.pointee.pts.littleEndian) { hash.combine($0) }
            hash.combine(packet.bytes)
        }
        return hash.hex
    }

    /// `first=S;count=N;track=D`, and `;bitrate=B` for a bit rate of the options'.
    var metadataValue: String { "first=\(firstSample);count=\(count);track=\(track)" + (bitRate.map { ";bitrate=\($0)" } ?? "") }

    /// Reads `metadataValue`; nil for anything else.
    init?(metadataValue: String) {
        var fields: [Substring: Substring] = [:]
        for field in metadataValue.split(separator: ";") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            fields[parts[0]] = parts[1]
        }
        let bitRate = fields["bitrate"].map { Int($0) }
        guard fields.count == (bitRate == nil ? 3 : 4), let first = fields["first"].flatMap({ Int64($0) }),
              let count = fields["count"].flatMap({ Int($0) }), count >= 0, let track = fields["track"], !track.isEmpty,
              bitRate.map({ ($0 ?? 0) > 0 }) ?? true else { return nil }
        self.init(firstSample: first, count: count, track: String(track), bitRate: bitRate ?? nil)
    }
}
