import CFFmpeg

/// Owns one `AVPacket`, reused for every packet an encoder produces.
final class MediaPacket {
    let packet: UnsafeMutablePointer<AVPacket>

    init() throws {
        guard let packet = av_packet_alloc() else {
            throw MediaError.ffmpeg(call: "av_packet_alloc", code: zoe_averror(ENOMEM))
        }
        self.packet = packet
    }

    /// The packet's payload as bytes.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: packet.pointee.data, count: Int(packet.pointee.size))
    }

    func unreference() { av_packet_unref(packet) }

    deinit {
        var pointer: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&pointer)
    }
}

extension MediaPacket {
    /// A new packet referring to `other`'s data, with its timestamps, flags and side data.
    convenience init(referencing other: MediaPacket) throws {
        try self.init()
        try ffmpegCheck(av_packet_ref(packet, other.packet), "av_packet_ref")
    }
}
