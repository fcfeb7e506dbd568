import CZlib

/// One zlib inflate stream reading raw deflate data (a ZIP entry's), handing out what it
/// inflates a chunk at a time so the caller can stop early. Owns its `z_stream` and ends it in deinit.
final class RawInflater {
    private var stream = z_stream()

    init() throws(ZipArchiveError) {
        guard zoetrope_inflate_init_raw(&stream) == Z_OK else { throw .damaged("zlib's inflateInit2 failed") }
    }

    deinit { inflateEnd(&stream) }

    /// Inflates `input` (a whole deflate stream), passing each chunk of output to `consume`;
    /// throws when the stream is damaged or ends before its end, or when `consume` throws.
    func inflate(_ input: UnsafeRawBufferPointer, consume: ([UInt8]) throws -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: UInt8.self).baseAddress)
        stream.avail_in = uInt(input.count)
        while true {
            let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                return (status, buffer.count - Int(stream.avail_out))
            }
            if produced > 0 { try consume(Array(chunk[..<produced])) }
            if status == Z_STREAM_END { return }
            guard status == Z_OK, produced > 0 || stream.avail_in > 0 else {
                throw ZipArchiveError.damaged(status == Z_OK || status == Z_BUF_ERROR ? "its deflate data ends early" : "its deflate data is damaged (zlib \(status))")
            }
        }
    }
}
