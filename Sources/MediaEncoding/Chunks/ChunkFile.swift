import CFFmpeg
import Foundation

/// One chunk's video file opened for joining: its placement in the render and its video stream.
final class ChunkFile {
    let input: MediaInput
    let placement: ChunkPlacement
    let stream: UnsafeMutablePointer<AVStream>
    /// The whole render's subtitle cues the chunk keeps for the join; none when it has none.
    let subtitles: [SubtitleCue]
    /// The chunk's share of the render's audio packets; nil when the render has no audio.
    let audioShare: AudioShare?

    /// Opens `path`; throws `ChunkError.notAChunk` unless it is a video file written as a chunk (its `ChunkPlacement` in the metadata).
    init(path: String) throws {
        // Every packet, lead-in included: with the edit list applied the MP4 demuxer would start at
        // the last key frame before the chunk's first frame and drop the packets before it.
        input = try MediaInput(path: path, demuxerOptions: [("ignore_editlist", "1")])
        stream = try input.videoStream()
        try Self.checkWhole(input)
        let entry = av_dict_get(input.context.pointee.metadata, ChunkPlacement.metadataKey, nil, 0)
        guard let value = entry?.pointee.value, let placement = ChunkPlacement(metadataValue: String(cString: value)) else {
            throw ChunkError.notAChunk(path: path)
        }
        self.placement = placement
        if let value = av_dict_get(input.context.pointee.metadata, SubtitleCue.metadataKey, nil, 0)?.pointee.value {
            guard let cues = SubtitleCue.cues(metadataValue: String(cString: value)) else {
                throw ChunkError.cannotJoin("\(path) has unreadable subtitle cues; render the chunk again")
            }
            subtitles = cues
        } else {
            subtitles = []
        }
        if let value = av_dict_get(input.context.pointee.metadata, AudioShare.metadataKey, nil, 0)?.pointee.value {
            guard let share = AudioShare(metadataValue: String(cString: value)) else {
                throw ChunkError.cannotJoin("\(path) has an unreadable audio share; render the chunk again")
            }
            audioShare = share
        } else {
            audioShare = nil
        }
    }

    /// The chunk's audio packets with their timestamps in the whole render (`AudioEncoder.timeBase`):
    /// the stored ones moved so the first lies at the share's first sample. Throws unless the file
    /// holds every packet of its share.
    func audioPackets() throws -> [MediaPacket] {
        guard let share = audioShare, share.count > 0 else { return [] }
        // A second reader: the packets must be queued before the video's are copied.
        let audio = try MediaInput(path: path, demuxerOptions: [("ignore_editlist", "1")])
        let index = av_find_best_stream(audio.context, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0)
        guard index >= 0, let stream = audio.context.pointee.streams[Int(index)] else {
            throw ChunkError.cannotJoin("\(path) has lost its audio stream; render the chunk again")
        }
        var packets: [MediaPacket] = []
        var shift: Int64?
        let packet = try MediaPacket()
        while try audio.readPacket(into: packet) {
            guard packet.packet.pointee.stream_index == index else { continue }
            av_packet_rescale_ts(packet.packet, stream.pointee.time_base, AudioEncoder.timeBase)
            let stored = packet.packet.pointee.pts
            if shift == nil { shift = share.firstSample - stored }
            let copy = try MediaPacket(referencing: packet)
            copy.packet.pointee.pts = stored + shift!
            copy.packet.pointee.dts = copy.packet.pointee.pts
            copy.packet.pointee.flags = AV_PKT_FLAG_KEY
            copy.packet.pointee.pos = -1
            packets.append(copy)
        }
        guard packets.count == share.count else {
            throw ChunkError.cannotJoin("\(path) holds \(packets.count) of the \(share.count) audio packets of its share; render it again")
        }
        return packets
    }

    /// Throws unless the file ends exactly where its container says (`ContainerExtent`): a chunk
    /// cut short, by even a byte, has lost its index, its last frame's data or its cues, which
    /// the demuxers do not say.
    private static func checkWhole(_ input: MediaInput) throws {
        let path = input.name, demuxer = String(cString: input.context.pointee.iformat.pointee.name)
        guard let layout = ContainerExtent.Layout(demuxerName: demuxer) else {
            throw ChunkError.cannotJoin("\(path) is not MP4, MOV or WebM (\(demuxer)); only those are joined")
        }
        let end: UInt64?, size: UInt64
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            size = try handle.seekToEnd()
            end = try ContainerExtent.declaredEnd(of: handle, size: size, layout: layout)
        } catch {
            throw ChunkError.cannotJoin("cannot read \(path): \(error.localizedDescription)")
        }
        guard let end else {
            throw ChunkError.cannotJoin("\(path) is not whole: it ends inside a container header; render the chunk again")
        }
        guard end == size else {
            throw ChunkError.cannotJoin("\(path) is cut short: its container runs to byte \(end) of a \(size)-byte file; render the chunk again")
        }
    }

    var path: String { input.name }

    var parameters: UnsafeMutablePointer<AVCodecParameters> { stream.pointee.codecpar }

    /// Whether this file's video can be copied into the same stream as `other`'s: same codec,
    /// size, pixel format and codec setup (extradata: x264's SPS/PPS, VP9's configuration).
    func hasSameEncoding(as other: ChunkFile) -> Bool {
        let mine = parameters.pointee, theirs = other.parameters.pointee
        guard mine.codec_id == theirs.codec_id, mine.width == theirs.width, mine.height == theirs.height,
              mine.format == theirs.format, mine.extradata_size == theirs.extradata_size else { return false }
        guard mine.extradata_size > 0 else { return true }
        return memcmp(mine.extradata, theirs.extradata, Int(mine.extradata_size)) == 0
    }

    /// The video's codec name for messages ("h264").
    var codecName: String { String(cString: avcodec_get_name(parameters.pointee.codec_id)) }
}
