import CFFmpeg
import Foundation

/// One chunk's video file opened for joining: its placement in the render and its video stream.
final class ChunkFile {
    let input: MediaInput
    let placement: ChunkPlacement
    let stream: UnsafeMutablePointer<AVStream>
    /// The whole render's subtitle cues the chunk keeps for the join; none when it has none.
    let subtitles: [SubtitleCue]

    /// Opens `path`; throws unless it is a video file written as a chunk (`--chunk i/n`).
    init(path: String) throws {
        // Every packet, lead-in included: with the edit list applied the MP4 demuxer would start at
        // the last key frame before the chunk's first frame and drop the packets before it.
        input = try MediaInput(path: path, demuxerOptions: [("ignore_editlist", "1")])
        stream = try input.videoStream()
        let entry = av_dict_get(input.context.pointee.metadata, ChunkPlacement.metadataKey, nil, 0)
        guard let value = entry?.pointee.value, let placement = ChunkPlacement(metadataValue: String(cString: value)) else {
            throw ChunkError("\(path) is not a chunk of a render (it was not written with --chunk i/n)")
        }
        self.placement = placement
        if let value = av_dict_get(input.context.pointee.metadata, SubtitleCue.metadataKey, nil, 0)?.pointee.value {
            guard let cues = SubtitleCue.cues(metadataValue: String(cString: value)) else {
                throw ChunkError("\(path) has unreadable subtitle cues; render the chunk again")
            }
            subtitles = cues
        } else {
            subtitles = []
        }
        try checkSamplesArePresent()
    }

    /// Throws unless every sample the container indexes lies wholly within the file: a file cut
    /// short loses its last samples' bytes, which the MP4 demuxer would hand out shortened.
    private func checkSamplesArePresent() throws {
        var status = stat()
        guard stat(path, &status) == 0 else { throw ChunkError("cannot read \(path): \(String(cString: strerror(errno)))") }
        let fileSize = Int64(status.st_size)
        for index in 0..<avformat_index_get_entries_count(stream) {
            guard let entry = avformat_index_get_entry(stream, index) else { continue }
            let end = entry.pointee.pos + Int64(entry.pointee.size)
            guard end <= fileSize else {
                throw ChunkError("\(path) is cut short: frame data ends at byte \(end) of a \(fileSize)-byte file; render the chunk again")
            }
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
