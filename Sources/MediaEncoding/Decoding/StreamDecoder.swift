import CFFmpeg

/// A decoder for one video stream of a `MediaInput` (`AVCodecContext`). Owns the context.
final class StreamDecoder {
    let context: UnsafeMutablePointer<AVCodecContext>
    let streamIndex: Int32
    private let name: String
    /// Refuses pictures over the size limit before they are allocated; nil without a limit.
    private let sizeGuard: PictureSizeGuard?

    /// A decoder for `stream`, using `threads` threads (0: FFmpeg's choice), that refuses
    /// pictures over `sizeLimit` before decoding them.
    init(stream: UnsafeMutablePointer<AVStream>, name: String, threads: Int32 = 1, sizeLimit: PictureSizeLimit? = nil) throws {
        self.name = name
        sizeGuard = sizeLimit.map { PictureSizeGuard(limit: $0, name: name) }
        streamIndex = stream.pointee.index
        let parameters = stream.pointee.codecpar!
        guard let codec = Self.decoder(for: stream) else {
            let codecName = String(cString: avcodec_get_name(parameters.pointee.codec_id))
            throw MediaError.decoding("\(name): no decoder for its \(codecName) stream")
        }
        guard let context = avcodec_alloc_context3(codec) else {
            throw MediaError.ffmpeg(call: "avcodec_alloc_context3", code: zoe_averror(ENOMEM))
        }
        self.context = context
        try ffmpegCheck(avcodec_parameters_to_context(context, parameters), "avcodec_parameters_to_context")
        context.pointee.thread_count = threads
        context.pointee.pkt_timebase = stream.pointee.time_base
        sizeGuard?.install(on: context)
        let status = avcodec_open2(context, codec, nil)
        guard status >= 0 else {
            throw MediaError.decoding("\(name): cannot open its decoder (\(ffmpegErrorMessage(status)))")
        }
    }

    /// FFmpeg's decoder for the stream's codec, except for VP9 with alpha (WebM's `alpha_mode`
    /// tag): FFmpeg's own VP9 decoder drops the alpha plane, libvpx's keeps it.
    private static func decoder(for stream: UnsafeMutablePointer<AVStream>) -> UnsafePointer<AVCodec>? {
        let codecID = stream.pointee.codecpar.pointee.codec_id
        if codecID == AV_CODEC_ID_VP9, let tag = av_dict_get(stream.pointee.metadata, "alpha_mode", nil, 0),
           String(cString: tag.pointee.value) == "1", let libvpx = avcodec_find_decoder_by_name("libvpx-vp9") {
            return libvpx
        }
        return avcodec_find_decoder(codecID)
    }

    /// Gives the decoder a packet, or nil to drain it at the end of the stream.
    /// A packet the decoder is not ready for yet returns false (receive frames first).
    func send(_ packet: MediaPacket?) throws -> Bool {
        let status = avcodec_send_packet(context, packet?.packet)
        if status == zoe_averror_eagain() { return false }
        if status == zoe_averror_eof() { return true }
        guard status >= 0 else { throw failure(status) }
        return true
    }

    /// The next decoded frame into `frame`; false when the decoder needs input (or is drained).
    func receive(into frame: MediaFrame) throws -> Bool {
        frame.unreference()
        let status = avcodec_receive_frame(context, frame.frame)
        if status == zoe_averror_eagain() || status == zoe_averror_eof() { return false }
        guard status >= 0 else { throw failure(status) }
        return true
    }

    /// The error for a failed decode: the size guard's refusal, or FFmpeg's complaint about the data.
    private func failure(_ status: Int32) -> MediaError {
        sizeGuard?.refusal ?? .decoding("\(name): corrupt data (\(ffmpegErrorMessage(status)))")
    }

    /// Forgets buffered frames, after a seek.
    func flush() { avcodec_flush_buffers(context) }

    deinit {
        var pointer: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&pointer)
    }
}
