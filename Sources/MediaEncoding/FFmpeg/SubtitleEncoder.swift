import CFFmpeg

/// Owns an `AVCodecContext` for one text subtitle encoder (`mov_text` for MP4 and MOV, `webvtt`
/// for WebM), fed ASS dialogue lines as FFmpeg's text subtitle encoders take them.
final class SubtitleEncoder {
    let context: UnsafeMutablePointer<AVCodecContext>
    let codecName: String
    /// Cue times are whole milliseconds.
    static let timeBase = AVRational(num: 1, den: 1000)

    /// The smallest ASS script the encoders read styles from: one default style, white text.
    private static let assHeader = """
        [Script Info]
        ScriptType: v4.00+
        PlayResX: 384
        PlayResY: 288

        [V4+ Styles]
        Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
        Style: Default,Sans,16,&Hffffff,&Hffffff,&H0,&H0,0,0,0,0,100,100,0,0,1,1,0,2,10,10,10,0

        [Events]
        Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text

        """

    /// Opens the encoder called `codecName`.
    init(codecName: String) throws {
        let context = try EncoderContext.allocate(encoderNamed: codecName)
        self.context = context
        self.codecName = codecName
        context.pointee.time_base = Self.timeBase
        // The context frees its header with av_free: it must come from av_malloc.
        let header = Array(Self.assHeader.utf8)
        guard let copy = av_mallocz(header.count + 1)?.assumingMemoryBound(to: UInt8.self) else {
            throw MediaError.ffmpeg(call: "av_mallocz", code: zoe_averror(ENOMEM))
        }
        copy.update(from: header, count: header.count)
        context.pointee.subtitle_header = copy
        context.pointee.subtitle_header_size = Int32(header.count)
        try ffmpegCheck(avcodec_open2(context, context.pointee.codec, nil), "avcodec_open2(\(codecName))")
    }

    /// Encodes `cue` into `packet`: its text, at its start, lasting until its end, in `timeBase`.
    func encode(_ cue: SubtitleCue, into packet: MediaPacket) throws {
        // ASS's line break is \N; a dialogue line is its event fields after the timing ones.
        let text = cue.text.split(whereSeparator: \.isNewline).joined(separator: "\\N")
        var buffer = [UInt8](repeating: 0, count: 4 * text.utf8.count + 1024)
        let size = try "0,0,Default,,0,0,0,,\(text)".withCString { dialogue in
            var rect = AVSubtitleRect()
            rect.type = SUBTITLE_ASS
            rect.ass = UnsafeMutablePointer(mutating: dialogue)
            return try withUnsafeMutablePointer(to: &rect) { rectPointer in
                var rects: [UnsafeMutablePointer<AVSubtitleRect>?] = [rectPointer]
                return try rects.withUnsafeMutableBufferPointer { list in
                    var subtitle = AVSubtitle()
                    subtitle.num_rects = 1
                    subtitle.rects = list.baseAddress
                    subtitle.end_display_time = UInt32(cue.endMilliseconds - cue.startMilliseconds)
                    return Int(try ffmpegCheck(avcodec_encode_subtitle(context, &buffer, Int32(buffer.count), &subtitle),
                                               "avcodec_encode_subtitle(\(codecName))"))
                }
            }
        }
        packet.unreference()
        try ffmpegCheck(av_new_packet(packet.packet, Int32(size)), "av_new_packet")
        packet.packet.pointee.data.update(from: buffer, count: size)
        packet.packet.pointee.pts = Int64(cue.startMilliseconds)
        packet.packet.pointee.dts = Int64(cue.startMilliseconds)
        packet.packet.pointee.duration = Int64(cue.endMilliseconds - cue.startMilliseconds)
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&pointer)
    }
}
