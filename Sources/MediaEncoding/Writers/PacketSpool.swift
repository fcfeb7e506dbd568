import CFFmpeg
import Glibc

/// Encoded packets kept in order, outside memory, until their container's header can be written,
/// then read back exactly as they were handed in: timestamps, duration, flags, time base, payload
/// and side data. A `VideoFileWriter` whose tracks follow its frames
/// (`makeWriter`'s `tracksFollowFrames`) holds its video here, so the muxer receives the same
/// packets in the same order as when the tracks were known first, and writes the same bytes.
///
/// The file is `tmpfile()`'s: it has no name, so nothing is left behind however the process ends.
final class PacketSpool {
    private let file: UnsafeMutablePointer<FILE>
    /// The packets appended so far.
    private(set) var count = 0

    init() throws {
        guard let file = tmpfile() else { throw MediaError.io("cannot create a temporary file for the video's packets: \(String(cString: strerror(errno)))") }
        self.file = file
    }

    /// Appends a copy of `packet`'s contents; `packet` is left as it was.
    func append(_ packet: MediaPacket) throws {
        let raw = packet.packet.pointee
        try write([raw.pts, raw.dts, raw.duration, Int64(raw.flags), Int64(raw.time_base.num), Int64(raw.time_base.den),
                   Int64(raw.size), Int64(raw.side_data_elems)])
        try write(raw.data, count: Int(raw.size))
        for index in 0..<Int(raw.side_data_elems) {
            let side = raw.side_data[index]
            try write([Int64(side.type.rawValue), Int64(side.size)])
            try write(side.data, count: side.size)
        }
        count += 1
    }

    /// Hands every packet to `body` in the order appended, each in `packet` (whose contents `body`
    /// may take, as `av_interleaved_write_frame` does).
    func replay(into packet: MediaPacket, _ body: (MediaPacket) throws -> Void) throws {
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else { throw Self.failure("rewind") }
        for _ in 0..<count {
            let fields = try read(8)
            av_packet_unref(packet.packet)
            try ffmpegCheck(av_new_packet(packet.packet, Int32(fields[6])), "av_new_packet")
            try read(into: packet.packet.pointee.data, count: Int(fields[6]))
            for _ in 0..<Int(fields[7]) {
                let side = try read(2)
                guard let data = av_packet_new_side_data(packet.packet, AVPacketSideDataType(rawValue: UInt32(side[0])), Int(side[1])) else {
                    throw MediaError.ffmpeg(call: "av_packet_new_side_data", code: zoe_averror(ENOMEM))
                }
                try read(into: data, count: Int(side[1]))
            }
            packet.packet.pointee.pts = fields[0]
            packet.packet.pointee.dts = fields[1]
            packet.packet.pointee.duration = fields[2]
            packet.packet.pointee.flags = Int32(fields[3])
            packet.packet.pointee.time_base = AVRational(num: Int32(fields[4]), den: Int32(fields[5]))
            try body(packet)
        }
        av_packet_unref(packet.packet)
    }

    private func write(_ fields: [Int64]) throws {
        try fields.withUnsafeBytes { try write($0.baseAddress, count: $0.count) }
    }

    private func write(_ bytes: UnsafeRawPointer?, count: Int) throws {
        guard count > 0 else { return }
        guard let bytes, fwrite(bytes, 1, count, file) == count else { throw Self.failure("write") }
    }

    private func read(_ fieldCount: Int) throws -> [Int64] {
        var fields = [Int64](repeating: 0, count: fieldCount)
        try fields.withUnsafeMutableBytes { try read(into: $0.baseAddress, count: $0.count) }
        return fields
    }

    private func read(into bytes: UnsafeMutableRawPointer?, count: Int) throws {
        guard count > 0 else { return }
        guard let bytes, fread(bytes, 1, count, file) == count else { throw Self.failure("read") }
    }

    private static func failure(_ operation: String) -> MediaError {
        MediaError.io("cannot \(operation) the temporary file of the video's packets: \(String(cString: strerror(errno)))")
    }

    deinit { fclose(file) }
}
