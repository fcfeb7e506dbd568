import CFFmpeg
import Foundation

/// An opened media file (its streams probed) or in-memory picture (`AVFormatContext`).
/// Owns the context (and the in-memory reader it reads through).
final class MediaInput {
    let context: UnsafeMutablePointer<AVFormatContext>
    /// The name errors use: the path, or what the caller called the bytes.
    let name: String
    private let memory: InMemoryInput?

    /// Opens the file at `path` (the demuxer is chosen by probing, as FFmpeg's CLI does).
    /// `demuxerOptions` apply where the chosen demuxer has them (e.g. the MP4 demuxer's
    /// `ignore_editlist`) and are ignored elsewhere. With a `sizeLimit`, a video stream whose
    /// header declares a larger picture is refused before anything is decoded, and probing the
    /// streams (which decodes a frame where the header has no size) decodes nothing larger.
    convenience init(path: String, demuxerOptions: [(key: String, value: String)] = [],
                     sizeLimit: PictureSizeLimit? = nil) throws {
        if let problem = InputFile.problem(at: path) { throw MediaError.decoding("cannot read \(path): \(problem)") }
        try self.init(name: path, memory: nil, demuxerOptions: demuxerOptions, probesStreams: true, sizeLimit: sizeLimit)
    }

    /// Opens `data`, a still picture decoded right away; the demuxer is chosen from the content
    /// alone. Its stream is not probed (`avformat_find_stream_info`), which for a picture means
    /// decoding it to learn its size: the decoder learns it anyway, and the picture is decoded once.
    convenience init(data: Data, name: String) throws {
        guard !data.isEmpty else { throw MediaError.decoding("\(name): empty file") }
        try self.init(name: name, memory: try InMemoryInput(data), demuxerOptions: [], probesStreams: false, sizeLimit: nil)
    }

    /// The most streams a file may hold (FFmpeg's `max_streams`, 1000 unless set): probing opens a
    /// decoder for each, and a 9 MB file of 900 small H.264 streams took 1.4 GB to probe.
    /// A picture, clip or sound holds a handful.
    static let maximumStreams: Int32 = 32

    private init(name: String, memory: InMemoryInput?, demuxerOptions: [(key: String, value: String)],
                 probesStreams: Bool, sizeLimit: PictureSizeLimit?) throws {
        self.name = name
        self.memory = memory
        guard var context = avformat_alloc_context() else {
            throw MediaError.ffmpeg(call: "avformat_alloc_context", code: zoe_averror(ENOMEM))
        }
        if let memory {
            context.pointee.pb = memory.context
            context.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        }
        context.pointee.max_streams = Self.maximumStreams
        var opened: UnsafeMutablePointer<AVFormatContext>? = context
        var status: Int32 = 0
        let options = try OptionDictionary(demuxerOptions)
        // Unused options are allowed; a failed open is reported below, in the file's terms.
        try options.consume(by: "avformat_open_input", allowingUnused: true) { dictionary in
            status = StalledReads.guarding(name) { avformat_open_input(&opened, memory == nil ? name : nil, nil, dictionary) }
            return 0
        }
        // On failure avformat_open_input frees the context itself.
        guard status >= 0, let openedContext = opened else {
            let reason = status == zoe_averror(ENOMEM)
                ? "out of memory, or more than \(Self.maximumStreams) streams, the most Zoetrope reads" : ffmpegErrorMessage(status)
            throw MediaError.decoding("\(name): not a picture or video FFmpeg can read (\(reason))")
        }
        context = openedContext
        self.context = context
        guard probesStreams else { return }
        var probeOptions: [OptionDictionary] = []
        if let sizeLimit {
            try checkDeclaredSizes(against: sizeLimit)
            // Probing decodes a frame of a stream whose header has no size (a picture, a raw
            // stream). Its decoders refuse pictures over the limit's pixel count before allocating
            // them, and, without a declared size, any picture of more pixels than a side may hold
            // (which could be too wide): the first picture's own decoder then reads the size.
            probeOptions = try (0..<Int(context.pointee.nb_streams)).map { index in
                let declared = (context.pointee.streams[index]?.pointee.codecpar.pointee.width ?? 0) > 0
                let pixels = declared ? sizeLimit.maximumPixelCount : sizeLimit.maximumSide
                return try OptionDictionary([("max_pixels", String(min(pixels, Int(Int32.max))))])
            }
        }
        let found = StalledReads.guarding(name) {
            OptionDictionary.consume(probeOptions) { avformat_find_stream_info(context, probeOptions.isEmpty ? nil : $0) }
        }
        guard found >= 0 else {
            throw MediaError.decoding("\(name): cannot read its streams (\(ffmpegErrorMessage(found)))")
        }
    }

    /// Refuses a video stream whose header declares a picture over `limit`.
    func checkDeclaredSizes(against limit: PictureSizeLimit) throws {
        for index in 0..<Int(context.pointee.nb_streams) {
            guard let parameters = context.pointee.streams[index]?.pointee.codecpar.pointee,
                  parameters.codec_type == AVMEDIA_TYPE_VIDEO, parameters.width > 0, parameters.height > 0 else { continue }
            try limit.check(width: Int(parameters.width), height: Int(parameters.height), name: name)
        }
    }

    /// The best video stream.
    func videoStream() throws -> UnsafeMutablePointer<AVStream> {
        let index = av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = context.pointee.streams[Int(index)] else {
            throw MediaError.decoding("\(name): holds no picture or video stream")
        }
        return stream
    }

    /// Reads the next packet of any stream into `packet`; false at the end of the input.
    func readPacket(into packet: MediaPacket) throws -> Bool {
        packet.unreference()
        let status = StalledReads.guarding(name) { av_read_frame(context, packet.packet) }
        if status == zoe_averror_eof() { return false }
        guard status >= 0 else { throw MediaError.decoding("\(name): cannot read (\(ffmpegErrorMessage(status)))") }
        return true
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVFormatContext>? = context
        avformat_close_input(&pointer)
    }
}
