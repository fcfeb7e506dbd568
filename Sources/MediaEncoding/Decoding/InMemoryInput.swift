import CFFmpeg
import Foundation

/// Bytes in memory read through FFmpeg's I/O layer: an `AVIOContext` whose callbacks read from
/// `data`, so a demuxer probes the content itself (never a file name's extension). Owns the
/// context and its buffer.
final class InMemoryInput {
    private let data: Data
    private var position = 0
    private(set) var context: UnsafeMutablePointer<AVIOContext>?

    init(_ data: Data) throws {
        self.data = data
        let bufferSize = 64 * 1024
        guard let buffer = av_malloc(bufferSize) else {
            throw MediaError.ffmpeg(call: "av_malloc", code: zoe_averror(ENOMEM))
        }
        let opaque = Unmanaged.passUnretained(self).toOpaque()
        guard let context = avio_alloc_context(buffer.assumingMemoryBound(to: UInt8.self), Int32(bufferSize), 0, opaque,
                                               Self.read, nil, Self.seek) else {
            av_free(buffer)
            throw MediaError.ffmpeg(call: "avio_alloc_context", code: zoe_averror(ENOMEM))
        }
        self.context = context
    }

    private static let read: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32 = {
        opaque, destination, size in
        let input = Unmanaged<InMemoryInput>.fromOpaque(opaque!).takeUnretainedValue()
        let count = min(Int(size), input.data.count - input.position)
        guard count > 0, let destination else { return zoe_averror_eof() }
        input.data.withUnsafeBytes { bytes in
            destination.update(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + input.position, count: count)
        }
        input.position += count
        return Int32(count)
    }

    private static let seek: @convention(c) (UnsafeMutableRawPointer?, Int64, Int32) -> Int64 = { opaque, offset, whence in
        let input = Unmanaged<InMemoryInput>.fromOpaque(opaque!).takeUnretainedValue()
        let size = Int64(input.data.count)
        if whence & AVSEEK_SIZE != 0 { return size }
        let target: Int64
        switch whence & ~AVSEEK_FORCE {
        case SEEK_SET: target = offset
        case SEEK_CUR: target = Int64(input.position) + offset
        case SEEK_END: target = size + offset
        default: return Int64(zoe_averror(EINVAL))
        }
        guard target >= 0, target <= size else { return Int64(zoe_averror(EINVAL)) }
        input.position = Int(target)
        return target
    }

    deinit {
        if let context { av_freep(&context.pointee.buffer) }
        avio_context_free(&context)
    }
}
