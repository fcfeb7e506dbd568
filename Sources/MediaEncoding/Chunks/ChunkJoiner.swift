import CFFmpeg
import Foundation

/// Joins the chunk files of one render (`EncodingOptions.chunk`) into the file a single render
/// would have written, without re-encoding: the packets are copied in chunk order into a new
/// container written with the single render's muxer options (MP4: faststart), each chunk's
/// timestamps moved from its own start (every chunk plays alone from 0) to its first frame's
/// place in the whole render, in whole frames, so they are exactly the single render's.
///
/// H.264 and HEVC chunks are made of closed segments (`EncoderSegments`) that every render encodes
/// alike; each segment is taken from the one chunk that encodes it whole, so the joined stream is
/// the single render's bit for bit. Other chunks (VP9) are encodes of their own frames, each
/// starting with a key frame and referencing nothing outside itself, so the joined stream
/// decodes everywhere. Every chunk keeps its share of the render's audio packets (`AudioShare`),
/// which are queued whole and muxed as the single render muxes them. A render's subtitle track
/// is encoded again from the cues the chunks keep (`SubtitleCue+Chunks`), as the single render
/// encodes it. The parts are checked first: all
/// chunks of one render, each exactly once, none missing, all encoded alike with the same cues,
/// each holding all its frames.
public enum ChunkJoiner {
    /// What a join wrote.
    public struct Summary: Equatable, Sendable {
        /// Chunks joined (chunk files, or PNG sequence patterns gathered).
        public let chunks: Int
        /// Frames in the joined output.
        public let frames: Int

        public init(chunks: Int, frames: Int) { self.chunks = chunks; self.frames = frames }
    }

    /// Joins the chunk files at `paths` (any order) into `url` as `format`, which must be the
    /// format the chunks were rendered in. Throws `ChunkError` naming the problem
    /// (a missing or repeated chunk, parts of different renders or encodings).
    @discardableResult
    public static func join(_ paths: [String], into url: URL, format: OutputFormat) throws -> Summary {
        guard !paths.isEmpty else { throw ChunkError.cannotJoin("no chunks to join") }
        let files = try ordered(try paths.map(ChunkFile.init(path:)))
        let settings = try VideoEncoderSettings(format: Self.format(holding: files[0], like: format),
                                                options: EncodingOptions(fps: files[0].placement.fps))
        try check(files, hold: settings)
        let container = try OutputContainer(url: url, formatName: settings.containerFormat)
        let frameTime = AVRational(num: 1, den: Int32(files[0].placement.fps))
        try container.addStream(copying: files[0].parameters, timeBase: frameTime, codecTag: settings.encoding.codecTag)
        if files[0].audioShare != nil {
            // The single render's audio stream, described by the same encoder opened alike, and
            // the packets the chunks share, queued as the single render queues them.
            guard let codecName = settings.encoding.audioEncoder else {
                throw ChunkError.cannotJoin("\(settings.format.name) cannot carry the audio the chunks keep")
            }
            try container.addAudioStream(for: try AudioEncoder(codecName: codecName, bitRate: files[0].audioShare?.bitRate,
                                                               globalHeader: container.needsGlobalHeader))
            for file in files { container.queueAudio(try file.audioPackets()) }
        }
        // The single render's subtitle track, encoded again from the cues every chunk keeps.
        var subtitles: SubtitleTrack?
        if !files[0].subtitles.isEmpty {
            guard let codecName = settings.encoding.subtitleEncoder else {
                throw ChunkError.cannotJoin("\(settings.format.name) cannot carry the subtitles the chunks keep")
            }
            subtitles = try SubtitleTrack(cues: files[0].subtitles, codecName: codecName, container: container)
        }
        try container.writeHeader(options: settings.muxerOptions)
        try subtitles?.write()
        let packet = try MediaPacket()
        for file in files { try copyPackets(of: file, into: container, frameTime: frameTime, using: packet) }
        try container.finish()
        return Summary(chunks: files.count, frames: files[0].placement.totalFrames)
    }

    /// The files sorted by chunk, after checking they are the chunks of one render, each once.
    private static func ordered(_ files: [ChunkFile]) throws -> [ChunkFile] {
        let first = files[0]
        for file in files.dropFirst() where file.placement.render != first.placement.render
            || file.placement.chunk.count != first.placement.chunk.count || file.placement.totalFrames != first.placement.totalFrames {
            throw ChunkError.cannotJoin("\(file.path) and \(first.path) are chunks of different renders (scene or settings differ)")
        }
        var byIndex: [Int: ChunkFile] = [:]
        for file in files {
            if let earlier = byIndex[file.placement.chunk.index] {
                throw ChunkError.cannotJoin("\(earlier.path) and \(file.path) are both chunk \(file.placement.chunk)")
            }
            byIndex[file.placement.chunk.index] = file
        }
        let count = first.placement.chunk.count
        let missing = (0..<count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw ChunkError.cannotJoin("chunk\(missing.count == 1 ? "" : "s") "
                + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " missing: give all \(count) chunks of the render")
        }
        return (0..<count).map { byIndex[$0]! }
    }

    /// `format`, or the format of the same container whose codec `file` holds: HEVC chunks joined
    /// into a name ending in .mp4 are joined as HEVC.
    private static func format(holding file: ChunkFile, like format: OutputFormat) -> OutputFormat {
        format.sameContainer.first { candidate in
            guard let encoder = candidate.descriptor.video?.encoder else { return false }
            return avcodec_find_encoder_by_name(encoder)?.pointee.id == file.parameters.pointee.codec_id
        } ?? format
    }

    /// Checks the files hold the codec `settings` writes and were all encoded alike.
    private static func check(_ files: [ChunkFile], hold settings: VideoEncoderSettings) throws {
        let expected = avcodec_find_encoder_by_name(settings.encoding.encoder)?.pointee.id
        for file in files where file.parameters.pointee.codec_id != expected {
            throw ChunkError.cannotJoin("\(file.path) holds \(file.codecName) video, but a \(settings.format.name) file holds "
                + String(cString: avcodec_get_name(expected ?? AV_CODEC_ID_NONE)) + ": give the output the chunks' extension")
        }
        for file in files.dropFirst() where !file.hasSameEncoding(as: files[0]) {
            throw ChunkError.cannotJoin("\(file.path) and \(files[0].path) were encoded with different settings; render every chunk alike")
        }
        for file in files.dropFirst() where file.audioShare?.track != files[0].audioShare?.track {
            throw ChunkError.cannotJoin("\(file.path) and \(files[0].path) carry different sound (a sound file changed between them?); "
                + "render every chunk alike")
        }
        for file in files.dropFirst() where file.subtitles != files[0].subtitles {
            throw ChunkError.cannotJoin("\(file.path) and \(files[0].path) carry different subtitles; render every chunk alike")
        }
    }

    /// Copies the packets of the frames `file` contributes (`ChunkPlacement.joinedFrames`: all its
    /// frames, or with segments the whole segments that end in it), timestamps in frames of the
    /// whole render. The file's packets are read as stored (edit list ignored): the first is the key
    /// frame of the first frame encoded (`ChunkPlacement.encodedFrames`), which places the rest.
    private static func copyPackets(of file: ChunkFile, into container: OutputContainer, frameTime: AVRational,
                                    using packet: MediaPacket) throws {
        let streamIndex = file.stream.pointee.index, timeBase = file.stream.pointee.time_base
        let placement = file.placement, wanted = placement.joinedFrames
        var shift: Int64?
        var copied = 0
        while try file.input.readPacket(into: packet) {
            let raw = packet.packet
            guard raw.pointee.stream_index == streamIndex else { continue }
            guard raw.pointee.flags & AV_PKT_FLAG_CORRUPT == 0 else {
                throw ChunkError.cannotJoin("\(file.path) has a damaged frame; render the chunk again")
            }
            guard let stored = frames(raw.pointee.pts, timeBase, frameTime) else {
                throw ChunkError.cannotJoin("\(file.path) has a frame without a time; it cannot be joined")
            }
            if shift == nil {
                // A closed group of pictures starts with a key frame, shown first.
                guard raw.pointee.flags & AV_PKT_FLAG_KEY != 0 else {
                    throw ChunkError.cannotJoin("\(file.path) does not start with a key frame; it cannot be joined")
                }
                shift = Int64(placement.encodedFrames.lowerBound) - stored
            }
            let pts = stored + shift!
            guard wanted.contains(Int(pts)) else { continue }
            // Each taken run starts with a segment, and so with a key frame.
            guard copied > 0 || raw.pointee.flags & AV_PKT_FLAG_KEY != 0 else {
                throw ChunkError.cannotJoin("\(file.path) has no key frame at frame \(pts); it cannot be joined")
            }
            raw.pointee.pts = pts
            raw.pointee.dts = frames(raw.pointee.dts, timeBase, frameTime).map { $0 + shift! } ?? zoe_av_nopts_value()
            raw.pointee.duration = frames(raw.pointee.duration, timeBase, frameTime) ?? 0
            raw.pointee.pos = -1
            try container.write(packet, defaultDuration: 1)
            copied += 1
        }
        guard copied == wanted.count else {
            throw ChunkError.cannotJoin("\(file.path) holds \(copied) of the \(wanted.count) frames chunk \(placement.chunk) gives the join; "
                + "render it again")
        }
    }

    /// `value` (in `timeBase`) in whole frames of `frameTime`; nil for FFmpeg's "no timestamp".
    private static func frames(_ value: Int64, _ timeBase: AVRational, _ frameTime: AVRational) -> Int64? {
        guard value != zoe_av_nopts_value() else { return nil }
        return av_rescale_q_rnd(value, timeBase, frameTime, AVRounding(rawValue: AV_ROUND_NEAR_INF.rawValue | AV_ROUND_PASS_MINMAX.rawValue))
    }
}
