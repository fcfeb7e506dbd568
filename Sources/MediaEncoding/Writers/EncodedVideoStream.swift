import CFFmpeg
import Glibc

/// The encoding half of a `VideoFileWriter`: the encoder of the current segment feeding one
/// container. After the header is written, it is used only on the writer's encoding thread.
///
/// Frames reach the encoder with their number in the whole render as pts; packets reach the
/// container moved by `timestampShift`, so the file shows its first shown frame at 0 (a chunk's
/// lead-in before it gets negative times, which an MP4 edit list hides).
final class EncodedVideoStream {
    /// The current segment's encoder; nil only between segments, or after opening one failed.
    private var encoder: VideoEncoder?
    /// The first encoder's global header, which every segment's must repeat.
    private let parameterSets: [UInt8]
    let container: OutputContainer
    private let makeEncoder: () throws -> VideoEncoder
    private let packet: MediaPacket
    /// When set, decode timestamps are `frame number − this delay` instead of the encoder's
    /// (see `VideoEncoding.reorderDelayForDecodeTimestamps`).
    private let reorderDelay: Int64?
    /// The number of the first frame encoded, in the whole render.
    private let firstFrame: Int64
    /// Added to every packet's timestamps.
    private let timestampShift: Int64
    private var packetsWritten: Int64 = 0

    /// `makeEncoder` opens a fresh encoder, the same way each time; the first one describes the
    /// container's stream (tagged `codecTag` when given). Frame `shownFrom` of the render is shown
    /// at time 0.
    init(container: OutputContainer, codecTag: String?, firstFrame: Int, shownFrom: Int, reorderDelay: Int64?,
         makeEncoder: @escaping () throws -> VideoEncoder) throws {
        let encoder = try makeEncoder()
        try container.addStream(for: encoder, codecTag: codecTag)
        self.encoder = encoder
        parameterSets = encoder.parameterSets
        self.container = container
        self.makeEncoder = makeEncoder
        self.firstFrame = Int64(firstFrame)
        timestampShift = -Int64(shownFrom)
        self.reorderDelay = reorderDelay
        packet = try MediaPacket()
    }

    /// Encodes `frame` and muxes every packet the encoder has ready.
    func encode(_ frame: MediaFrame) throws {
        try currentEncoder().send(frame)
        try writePendingPackets()
    }

    /// Ends the current segment (`EncoderSegments`): flushes its encoder, muxes the rest of its
    /// packets and continues with a fresh encoder, whose first frame is therefore a key frame
    /// that nothing before it is referenced from.
    func startSegment() throws {
        try currentEncoder().send(nil)
        try writePendingPackets()
        // Freed, and its memory handed back to the system, before the next one opens: otherwise
        // the peak grew by 87 MB at 780×1688 (two encoders at once), and by 42 MB with the old one
        // freed but kept in the heap; now by 13–16 MB (city-guide --scale 2: 484–487 MB against
        // 470–472 MB in one encoder run).
        encoder = nil
        malloc_trim(0)
        let next = try makeEncoder()
        guard next.parameterSets == parameterSets else {
            throw MediaError.invalidState("\(next.codecName) set up a segment differently from the first one")
        }
        encoder = next
    }

    /// Flushes the encoder, writes the trailer and closes the file.
    func finish() throws {
        try flush()
        try container.finish()
    }

    /// Flushes the encoder and hands the container its last packets.
    func flush() throws {
        try currentEncoder().send(nil)
        try writePendingPackets()
    }

    private func currentEncoder() throws -> VideoEncoder {
        guard let encoder else { throw MediaError.invalidState("no encoder: opening the segment's encoder failed") }
        return encoder
    }

    private func writePendingPackets() throws {
        try currentEncoder().drain(into: packet) { packet in
            let raw = packet.packet
            if let reorderDelay {
                // Packets arrive in decode order and frame pts are consecutive; when no frame is held
                // back more than `delay` frames, dts = frame number − delay is ≤ pts and strictly increasing.
                raw.pointee.dts = firstFrame + packetsWritten - reorderDelay
            }
            raw.pointee.pts += timestampShift
            raw.pointee.dts += timestampShift
            try container.write(packet, defaultDuration: 1)
            packetsWritten += 1
        }
    }
}
