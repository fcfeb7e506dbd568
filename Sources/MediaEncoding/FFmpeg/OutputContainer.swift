import CFFmpeg
import Foundation

/// Owns an output `AVFormatContext` and its file: one video stream and, optionally, one audio
/// stream and one text subtitle stream; header, packets, trailer.
///
/// Audio packets are queued whole (`queueAudio`, ready or still being encoded) and muxed interleaved with the video by one
/// rule: before each video packet, the queued audio packets that start at or before its decode
/// time; the rest before the trailer. A single render and a join of its chunks make the same
/// calls in the same order, so the muxer writes the same bytes.
final class OutputContainer {
    private let context: UnsafeMutablePointer<AVFormatContext>
    private var stream: UnsafeMutablePointer<AVStream>?
    private var subtitleStream: UnsafeMutablePointer<AVStream>?
    private var audioStream: UnsafeMutablePointer<AVStream>?
    /// Audio packets not muxed yet, in order, timestamps in `AudioEncoder.timeBase`.
    private var pendingAudio: ArraySlice<MediaPacket> = []
    /// A track still being encoded; its packets join `pendingAudio` when the first are due.
    private var encodingAudio: AudioTrackEncoding?
    private var encoderTimeBase = AVRational(num: 1, den: 1)
    private(set) var headerWritten = false
    /// Video packets kept until the header is written (`holdPackets()`); nil: muxed as they come.
    private var heldPackets: PacketSpool?

    /// Creates the muxer called `formatName` (e.g. "mp4") and opens `url` for writing.
    init(url: URL, formatName: String) throws {
        var allocated: UnsafeMutablePointer<AVFormatContext>?
        try ffmpegCheck(avformat_alloc_output_context2(&allocated, nil, formatName, url.path),
                        "avformat_alloc_output_context2(\(formatName))")
        guard let context = allocated else {
            throw MediaError.ffmpeg(call: "avformat_alloc_output_context2", code: zoe_averror(ENOMEM))
        }
        self.context = context
        // No random identifiers (Matroska's SegmentUID) or version strings: same frames, same bytes.
        context.pointee.flags |= AVFMT_FLAG_BITEXACT
        if context.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0 {
            try ffmpegCheck(avio_open(&context.pointee.pb, url.path, AVIO_FLAG_WRITE), "avio_open")
        }
    }

    /// Whether encoders must put their parameter sets in extradata (MP4, MOV, WebM).
    var needsGlobalHeader: Bool { context.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 }

    /// Adds the single video stream, described by the opened `encoder`; `codecTag` is a four-character
    /// code such as "hvc1" that overrides the muxer's default tag.
    func addStream(for encoder: VideoEncoder, codecTag: String?) throws {
        let status = try newStream(timeBase: encoder.context.pointee.time_base, codecTag: codecTag) { parameters in
            avcodec_parameters_from_context(parameters, encoder.context)
        }
        try ffmpegCheck(status, "avcodec_parameters_from_context")
    }

    /// Adds the single video stream with a copy of `parameters` (another file's stream, for packets
    /// copied without re-encoding); packets are then written in `timeBase`. The codec tag is the
    /// muxer's default unless `codecTag` overrides it, as for an encoded stream. The other file's
    /// measured bit rate is dropped: the muxer measures this file's, as for an encoded stream.
    func addStream(copying parameters: UnsafePointer<AVCodecParameters>, timeBase: AVRational, codecTag: String?) throws {
        let status = try newStream(timeBase: timeBase, codecTag: codecTag) { copy in
            defer { copy.pointee.bit_rate = 0 }
            return avcodec_parameters_copy(copy, parameters)
        }
        try ffmpegCheck(status, "avcodec_parameters_copy")
    }

    /// Adds the subtitle stream, described by the opened `encoder`, after the video stream.
    func addSubtitleStream(for encoder: SubtitleEncoder) throws {
        subtitleStream = try addStream(describedBy: encoder.context, timeBase: SubtitleEncoder.timeBase)
    }

    /// Adds the audio stream, described by the opened `encoder` (before the header is written).
    func addAudioStream(for encoder: AudioEncoder) throws {
        audioStream = try addStream(describedBy: encoder.context, timeBase: AudioEncoder.timeBase)
    }

    /// A new stream with the parameters of the opened encoder `codec` and its packets' `timeBase`.
    private func addStream(describedBy codec: UnsafeMutablePointer<AVCodecContext>, timeBase: AVRational) throws
        -> UnsafeMutablePointer<AVStream> {
        guard let stream = avformat_new_stream(context, nil) else {
            throw MediaError.ffmpeg(call: "avformat_new_stream", code: zoe_averror(ENOMEM))
        }
        try ffmpegCheck(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "avcodec_parameters_from_context")
        stream.pointee.time_base = timeBase
        return stream
    }

    /// Queues `packets` (timestamps in `AudioEncoder.timeBase`, in order) for the audio stream.
    func queueAudio(_ packets: [MediaPacket]) {
        pendingAudio.append(contentsOf: packets)
    }

    /// Queues the packets of a track being encoded, waited for when the first video packet is muxed.
    func queueAudio(_ encoding: AudioTrackEncoding) {
        encodingAudio = encoding
    }

    /// Muxes the queued audio packets that start at or before `time` (in `timeBase`); all of them for nil.
    private func writeAudio(upTo time: Int64?, in timeBase: AVRational) throws {
        guard let audioStream else { return }
        if let encoding = encodingAudio {
            encodingAudio = nil
            pendingAudio.append(contentsOf: try encoding.packets())
        }
        while let packet = pendingAudio.first {
            if let time, av_compare_ts(packet.packet.pointee.pts, AudioEncoder.timeBase, time, timeBase) > 0 { return }
            pendingAudio.removeFirst()
            packet.packet.pointee.stream_index = audioStream.pointee.index
            av_packet_rescale_ts(packet.packet, AudioEncoder.timeBase, audioStream.pointee.time_base)
            try ffmpegCheck(av_interleaved_write_frame(context, packet.packet), "av_interleaved_write_frame")
        }
    }

    /// Muxes one subtitle packet whose timestamps are in `SubtitleEncoder.timeBase`.
    func writeSubtitle(_ packet: MediaPacket) throws {
        guard let subtitleStream else { throw MediaError.invalidState("subtitle packet written before the stream was added") }
        packet.packet.pointee.stream_index = subtitleStream.pointee.index
        av_packet_rescale_ts(packet.packet, SubtitleEncoder.timeBase, subtitleStream.pointee.time_base)
        try ffmpegCheck(av_interleaved_write_frame(context, packet.packet), "av_interleaved_write_frame")
    }

    /// Creates the video stream, fills its parameters with `fill` and returns what `fill` returned.
    private func newStream(timeBase: AVRational, codecTag: String?,
                           fill: (UnsafeMutablePointer<AVCodecParameters>) -> Int32) throws -> Int32 {
        guard let stream = avformat_new_stream(context, nil) else {
            throw MediaError.ffmpeg(call: "avformat_new_stream", code: zoe_averror(ENOMEM))
        }
        let status = fill(stream.pointee.codecpar)
        stream.pointee.codecpar.pointee.codec_tag = codecTag.map { $0.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) } } ?? 0
        stream.pointee.time_base = timeBase
        self.stream = stream
        encoderTimeBase = timeBase
        return status
    }

    /// Adds a container-level metadata tag (before the header is written).
    func setMetadata(_ key: String, _ value: String) {
        av_dict_set(&context.pointee.metadata, key, value, 0)
    }

    /// Writes the header; `options` are the muxer's private options (movflags, loop, …).
    func writeHeader(options: [(key: String, value: String)]) throws {
        let dictionary = try OptionDictionary(options)
        try dictionary.consume(by: "avformat_write_header") { avformat_write_header(context, $0) }
        headerWritten = true
    }

    /// Keeps the video packets `write` is given from now until the header is written in a
    /// `PacketSpool`, for a file whose other streams are known only after its frames are encoded;
    /// `writeHeldPackets()` muxes them after the header, as `write` would have.
    func holdPackets() throws {
        guard !headerWritten else { throw MediaError.invalidState("packets held after the header was written") }
        heldPackets = try PacketSpool()
    }

    /// Muxes the packets held since `holdPackets()`, in order, with the queued audio interleaved as
    /// `write` interleaves it (after the header and any subtitle packets, as they come first).
    func writeHeldPackets() throws {
        guard let held = heldPackets else { return }
        guard headerWritten else { throw MediaError.invalidState("held packets written before the header") }
        heldPackets = nil
        try held.replay(into: try MediaPacket()) { try write($0, defaultDuration: 1) }
    }

    /// Muxes one encoded packet whose timestamps are in the time base given to `addStream` (or
    /// keeps it, before the header, after `holdPackets()`). A packet without a duration gets
    /// `defaultDuration` (in those ticks), so the last frame's length is exact.
    func write(_ packet: MediaPacket, defaultDuration: Int64) throws {
        guard let stream else { throw MediaError.invalidState("packet written before the stream was added") }
        let raw = packet.packet
        if raw.pointee.duration <= 0 { raw.pointee.duration = defaultDuration }
        if !headerWritten, let heldPackets { return try heldPackets.append(packet) }
        try writeAudio(upTo: raw.pointee.dts == zoe_av_nopts_value() ? raw.pointee.pts : raw.pointee.dts, in: encoderTimeBase)
        raw.pointee.stream_index = stream.pointee.index
        av_packet_rescale_ts(raw, encoderTimeBase, stream.pointee.time_base)
        try ffmpegCheck(av_interleaved_write_frame(context, raw), "av_interleaved_write_frame")
    }

    /// Muxes the audio still queued, writes the trailer and closes the file.
    func finish() throws {
        try writeAudio(upTo: nil, in: encoderTimeBase)
        try ffmpegCheck(av_write_trailer(context), "av_write_trailer")
        try closeFile()
    }

    private func closeFile() throws {
        guard context.pointee.pb != nil, context.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0 else { return }
        try ffmpegCheck(avio_closep(&context.pointee.pb), "avio_closep")
    }

    deinit {
        try? closeFile()
        avformat_free_context(context)
    }
}
