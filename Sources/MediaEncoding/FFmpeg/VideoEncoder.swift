import CFFmpeg

/// Owns an `AVCodecContext` for one video encoder.
final class VideoEncoder {
    let context: UnsafeMutablePointer<AVCodecContext>
    let codecName: String

    /// Allocates the context of the encoder called `codecName` (e.g. "libx264").
    init(codecName: String) throws {
        context = try EncoderContext.allocate(encoderNamed: codecName)
        self.codecName = codecName
    }

    /// Opens the encoder; `options` go to the codec and its private options (x264's preset, …).
    /// An option the encoder does not know is an error.
    func open(options: [(key: String, value: String)]) throws {
        let dictionary = try OptionDictionary(options)
        try dictionary.consume(by: "avcodec_open2(\(codecName))") { avcodec_open2(context, context.pointee.codec, $0) }
    }

    /// Sends a frame, or `nil` to start flushing.
    func send(_ frame: MediaFrame?) throws {
        try ffmpegCheck(avcodec_send_frame(context, frame?.frame), "avcodec_send_frame(\(codecName))")
    }

    /// Hands every packet the encoder has ready to `body`; the packet is unreferenced afterwards.
    func drain(into packet: MediaPacket, _ body: (MediaPacket) throws -> Void) throws {
        while true {
            let status = avcodec_receive_packet(context, packet.packet)
            if status == zoe_averror_eagain() || status == zoe_averror_eof() { return }
            try ffmpegCheck(status, "avcodec_receive_packet(\(codecName))")
            defer { packet.unreference() }
            try body(packet)
        }
    }

    /// The opened encoder's global header (extradata: x264's SPS/PPS), which packets sharing one
    /// stream of a container must agree on.
    var parameterSets: [UInt8] {
        guard let extradata = context.pointee.extradata else { return [] }
        return Array(UnsafeBufferPointer(start: extradata, count: Int(context.pointee.extradata_size)))
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&pointer)
    }
}
