import CFFmpeg
import Foundation

/// Refuses, on behalf of a decoder, pictures over a `PictureSizeLimit` at the moment the decoder
/// asks for their memory (its `get_buffer2` callback), before a single row is decoded: the size
/// is in the picture's header, the memory it needs is not allocated. Installed on one
/// `AVCodecContext` by `StreamDecoder`, which owns it; thread-safe, since frame threads call it too.
final class PictureSizeGuard {
    private let limit: PictureSizeLimit
    private let name: String
    private let lock = NSLock()
    private var refused: MediaError?

    init(limit: PictureSizeLimit, name: String) {
        self.limit = limit
        self.name = name
    }

    /// Makes `context` ask this guard for every picture's memory; the guard must outlive the context's use.
    func install(on context: UnsafeMutablePointer<AVCodecContext>) {
        context.pointee.opaque = Unmanaged.passUnretained(self).toOpaque()
        context.pointee.get_buffer2 = Self.getBuffer
    }

    /// The error for a picture this guard refused, if it refused one: the decoder's own error
    /// then only says that getting a buffer failed.
    var refusal: MediaError? {
        lock.lock(); defer { lock.unlock() }
        return refused
    }

    private func admits(width: Int, height: Int) -> Bool {
        guard let reason = limit.refusal(width: width, height: height) else { return true }
        lock.lock(); defer { lock.unlock() }
        refused = refused ?? .decoding("\(name) is too large: \(reason)")
        return false
    }

    private static let getBuffer: @convention(c) (UnsafeMutablePointer<AVCodecContext>?, UnsafeMutablePointer<AVFrame>?, Int32) -> Int32 = {
        context, frame, flags in
        guard let context, let frame, let opaque = context.pointee.opaque else { return zoe_averror(EINVAL) }
        let sizeGuard = Unmanaged<PictureSizeGuard>.fromOpaque(opaque).takeUnretainedValue()
        guard sizeGuard.admits(width: Int(frame.pointee.width), height: Int(frame.pointee.height)) else { return zoe_averror(EINVAL) }
        return avcodec_default_get_buffer2(context, frame, flags)
    }
}
