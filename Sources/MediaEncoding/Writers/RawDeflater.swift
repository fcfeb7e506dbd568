import CZlib

/// One zlib deflate stream writing raw deflate data (no zlib header or checksum) with the
/// run-length strategy, which finds the runs that PNG's Sub filter makes of flat colour at a
/// fraction of the time of a full match search. Owns its `z_stream` and ends it in deinit.
final class RawDeflater {
    private var stream = z_stream()

    init() throws {
        let status = zoetrope_deflate_init_raw(&stream, 1, Z_RLE)
        guard status == Z_OK else { throw MediaError.invalidState("zlib's deflateInit2 failed (\(status))") }
    }

    deinit { deflateEnd(&stream) }

    /// `input` deflated. With `isLast` false the output ends in a sync flush, on a byte boundary,
    /// so the next deflater's output may follow it in one stream (as pigz joins its blocks);
    /// with `isLast` true it ends the stream.
    func deflate(_ input: UnsafeBufferPointer<UInt8>, isLast: Bool) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        let flush = isLast ? Z_FINISH : Z_SYNC_FLUSH
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        let written: Int = try output.withUnsafeMutableBufferPointer { buffer in
            stream.next_out = buffer.baseAddress
            stream.avail_out = uInt(buffer.count)
            let status = CZlib.deflate(&stream, flush)
            let expected = isLast ? Z_STREAM_END : Z_OK
            guard status == expected, stream.avail_in == 0 else {
                throw MediaError.invalidState("zlib's deflate stopped early (\(status))")
            }
            return buffer.count - Int(stream.avail_out)
        }
        output.removeLast(output.count - written)
        return output
    }
}
