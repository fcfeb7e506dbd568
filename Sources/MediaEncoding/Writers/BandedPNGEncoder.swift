import CZlib
import Dispatch

/// PNG files made fast, for the preview's frames: straight-alpha RGBA rows with PNG's Sub filter
/// (flat colour becomes runs of zeros), deflated with zlib's run-length strategy in bands of rows
/// on every core and joined into one zlib stream the way pigz joins its blocks — each band's
/// deflate data ends in a sync flush, and the bands' Adler-32 checksums are combined.
///
/// libavcodec's PNG encoder (and libpng, and Cairo's writer) deflate one stream on one thread
/// with a full match search; the container around the deflate data — signature, IHDR, one IDAT,
/// IEND, each chunk's CRC-32 — is the few lines here. The bands are fixed at `rowsPerBand` rows,
/// so the file is the same on any number of cores. Pixels decode exactly as
/// `PixelConversion.straight` gives them.
public enum BandedPNGEncoder {
    /// Rows deflated together: small enough to spread a 1080p frame over the cores, large enough
    /// that each band's flush and window restart cost nothing measurable.
    static let rowsPerBand = 64

    /// The PNG file of `frame` (premultiplied B, G, R, A bytes).
    public static func encode(_ frame: PixelFrame) throws -> [UInt8] {
        guard frame.width > 0, frame.height > 0, frame.bytesPerRow >= 4 * frame.width,
              frame.pixels.count >= frame.height * frame.bytesPerRow else {
            throw MediaError.invalidFrame("a \(frame.width)×\(frame.height) frame of \(frame.pixels.count) bytes, \(frame.bytesPerRow) a row")
        }
        let rowLength = 1 + 4 * frame.width
        let bandCount = max(1, (frame.height + rowsPerBand - 1) / rowsPerBand)
        var bands = [Result<(data: [UInt8], adler: uLong, length: Int), Error>](repeating: .failure(MediaError.invalidState("band not deflated")),
                                                                                 count: bandCount)
        bands.withUnsafeMutableBufferPointer { results in
            let results = UncheckedSendable(results)
            DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                let rows = band * rowsPerBand..<min(frame.height, (band + 1) * rowsPerBand)
                results.value[band] = Result {
                    var scanlines = [UInt8](repeating: 0, count: rows.count * rowLength)
                    scanlines.withUnsafeMutableBufferPointer { PNGScanlines.fill($0, with: frame, rows: rows) }
                    let data = try scanlines.withUnsafeBufferPointer { try RawDeflater().deflate($0, isLast: band == bandCount - 1) }
                    let adler = scanlines.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
                    return (data, adler, scanlines.count)
                }
            }
        }
        var zlibStream: [UInt8] = [0x78, 0x01]
        var adler: uLong = 1
        for band in bands {
            let (data, bandAdler, length) = try band.get()
            zlibStream += data
            adler = adler32_combine(adler, bandAdler, off_t(length))
        }
        zlibStream += bigEndian(UInt32(adler))
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // IHDR: width, height, 8 bits a sample, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        appendChunk("IHDR", bigEndian(UInt32(frame.width)) + bigEndian(UInt32(frame.height)) + [8, 6, 0, 0, 0], to: &file)
        appendChunk("IDAT", zlibStream, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Appends a chunk: its length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        file += bigEndian(UInt32(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// A value handed to concurrent iterations that each touch their own part of it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
