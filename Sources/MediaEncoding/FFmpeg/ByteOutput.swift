import CFFmpeg
import Foundation

/// A file written through FFmpeg's buffered I/O layer (`AVIOContext`), for writers that produce
/// their bytes themselves: errors read like every other write error ("No space left on device").
/// Owns the context and closes it in `deinit` if `close()` was not reached.
final class ByteOutput {
    private var context: UnsafeMutablePointer<AVIOContext>?

    init(url: URL) throws {
        try ffmpegCheck(avio_open(&context, url.path, AVIO_FLAG_WRITE), "avio_open")
    }

    /// Queues `bytes`; a failure shows here or at `close()`.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard let context else { throw MediaError.invalidState("write after close") }
        avio_write(context, bytes.baseAddress, Int32(bytes.count))
        try ffmpegCheck(context.pointee.error, "avio_write")
    }

    /// Queues `bytes`; a failure shows here or at `close()`.
    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { try write($0) }
    }

    /// Flushes and closes, reporting any write error.
    func close() throws {
        guard let context else { return }
        avio_flush(context)
        let writeStatus = context.pointee.error
        let closeStatus = avio_closep(&self.context)
        try ffmpegCheck(writeStatus, "avio_write")
        try ffmpegCheck(closeStatus, "avio_closep")
    }

    deinit { avio_closep(&context) }
}
