import CFFmpeg

/// Owns one `AVFrame` with its own picture buffer.
final class MediaFrame {
    let frame: UnsafeMutablePointer<AVFrame>

    /// An empty frame, to be filled by a decoder, filter or `av_frame_ref`.
    init() throws {
        guard let frame = av_frame_alloc() else {
            throw MediaError.ffmpeg(call: "av_frame_alloc", code: zoe_averror(ENOMEM))
        }
        self.frame = frame
    }

    /// A frame with an allocated picture of the given size and pixel format.
    convenience init(width: Int, height: Int, format: AVPixelFormat) throws {
        try self.init()
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.format = format.rawValue
        try ffmpegCheck(av_frame_get_buffer(frame, 0), "av_frame_get_buffer")
    }

    /// Makes the picture safe to overwrite while an encoder may still hold a reference to it.
    func makeWritable() throws {
        try ffmpegCheck(av_frame_make_writable(frame), "av_frame_make_writable")
    }

    /// Drops the picture, keeping the frame for reuse.
    func unreference() { av_frame_unref(frame) }

    var presentationTime: Int64 {
        get { frame.pointee.pts }
        set { frame.pointee.pts = newValue }
    }

    /// The first plane's start and stride.
    var firstPlane: (base: UnsafeMutablePointer<UInt8>, stride: Int) {
        (frame.pointee.data.0!, Int(frame.pointee.linesize.0))
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&pointer)
    }
}

extension MediaFrame {
    /// Makes this frame another reference to `other`'s picture and properties.
    func reference(_ other: MediaFrame) throws {
        unreference()
        try ffmpegCheck(av_frame_ref(frame, other.frame), "av_frame_ref")
    }
}

extension MediaFrame {
    /// Labels the picture BT.709 primaries, transfer and matrix, limited ("tv") range.
    func tagBT709LimitedRange() {
        frame.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointee.color_trc = AVCOL_TRC_BT709
        frame.pointee.colorspace = AVCOL_SPC_BT709
        frame.pointee.color_range = AVCOL_RANGE_MPEG
    }
}

extension MediaFrame {
    /// A frame whose picture is `pixels`' own BGRA memory, not a copy: a read-only FFmpeg buffer
    /// that keeps the pixels alive for as long as any frame or filter references it.
    convenience init(sharing pixels: PixelFrame) throws {
        try self.init()
        let storage = SharedPixels(pixels.pixels)
        let retained = Unmanaged.passRetained(storage)
        guard let buffer = av_buffer_create(storage.base, storage.count, { opaque, _ in
            opaque.map { Unmanaged<SharedPixels>.fromOpaque($0).release() }
        }, retained.toOpaque(), AV_BUFFER_FLAG_READONLY) else {
            retained.release()
            throw MediaError.ffmpeg(call: "av_buffer_create", code: zoe_averror(ENOMEM))
        }
        frame.pointee.buf.0 = buffer
        frame.pointee.data.0 = storage.base
        frame.pointee.linesize.0 = Int32(pixels.bytesPerRow)
        frame.pointee.width = Int32(pixels.width)
        frame.pointee.height = Int32(pixels.height)
        frame.pointee.format = AV_PIX_FMT_BGRA.rawValue
    }
}

/// Pixel bytes kept alive by an FFmpeg buffer (`MediaFrame(sharing:)`); never mutated, so the
/// array's storage stays where `base` points.
private final class SharedPixels {
    let pixels: [UInt8]
    let base: UnsafeMutablePointer<UInt8>
    var count: Int { pixels.count }

    init(_ pixels: [UInt8]) {
        self.pixels = pixels
        base = UnsafeMutablePointer(mutating: pixels.withUnsafeBufferPointer { $0.baseAddress! })
    }
}
