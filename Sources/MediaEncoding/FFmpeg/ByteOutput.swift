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

    /// Queues `bytes`; a failure shows at the next `write` or at `close()`.
    func write(_ bytes: [UInt8]) throws {
        guard let context else { throw MediaError.invalidState("write after close") }
        bytes.withUnsafeBufferPointer { avio_write(context, $0.baseAddress, Int32($0.count)) }
        try ffmpegCheck(context.pointee.error, "avio_write")
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
