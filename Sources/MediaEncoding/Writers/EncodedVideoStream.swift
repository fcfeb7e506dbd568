import CFFmpeg

/// The encoding half of a `VideoFileWriter`: one encoder feeding one container. After the header
/// is written, it is used only on the writer's encoding thread.
final class EncodedVideoStream {
    let encoder: VideoEncoder
    let container: OutputContainer
    private let packet: MediaPacket
    /// When set, decode timestamps are `packet index − this delay` instead of the encoder's
    /// (see `VideoEncoderSettings.reorderDelayForDecodeTimestamps`).
    private let reorderDelay: Int64?
    private var packetsWritten: Int64 = 0

    init(encoder: VideoEncoder, container: OutputContainer, reorderDelay: Int64?) throws {
        self.encoder = encoder
        self.container = container
        self.reorderDelay = reorderDelay
        packet = try MediaPacket()
    }

    /// Encodes `frame` and muxes every packet the encoder has ready.
    func encode(_ frame: MediaFrame) throws {
        try encoder.send(frame)
        try writePendingPackets()
    }

    /// Flushes the encoder, writes the trailer and closes the file.
    func finish() throws {
        try encoder.send(nil)
        try writePendingPackets()
        try container.finish()
    }

    private func writePendingPackets() throws {
        try encoder.drain(into: packet) { packet in
            if let reorderDelay {
                // Packets arrive in decode order and frame pts are 0, 1, 2, …; when no frame is held
                // back more than `delay` frames, dts = k − delay is ≤ pts and strictly increasing.
                packet.packet.pointee.dts = packetsWritten - reorderDelay
            }
            try container.write(packet, defaultDuration: 1)
            packetsWritten += 1
        }
    }
}
