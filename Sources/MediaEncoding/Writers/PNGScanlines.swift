/// PNG scanlines of premultiplied B, G, R, A pixels: each row a filter-type byte 1 (Sub), then
/// the straight R, G, B, A bytes (`PixelConversion.straight`), each less the same byte of the
/// pixel before it, modulo 256 — so a run of one colour becomes a run of zeros.
enum PNGScanlines {
    /// Writes the scanlines of `frame`'s `rows` into `output`, one after another.
    static func fill(_ output: UnsafeMutableBufferPointer<UInt8>, with frame: PixelFrame, rows: Range<Int>) {
        let rowLength = 1 + 4 * frame.width
        PixelConversion.straightTable.withUnsafeBufferPointer { table in
            frame.pixels.withUnsafeBufferPointer { pixels in
                for (index, y) in rows.enumerated() {
                    let source = pixels.baseAddress! + y * frame.bytesPerRow
                    let target = output.baseAddress! + index * rowLength
                    target[0] = 1
                    var previous: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
                    for x in 0..<frame.width {
                        let pixel = source + 4 * x
                        let alpha = pixel[3]
                        var current = (r: pixel[2], g: pixel[1], b: pixel[0], a: alpha)
                        if alpha != 255 {
                            let row = Int(alpha) << 8
                            current = (table[row | Int(pixel[2])], table[row | Int(pixel[1])], table[row | Int(pixel[0])], alpha)
                        }
                        let out = target + 1 + 4 * x
                        out[0] = current.r &- previous.r
                        out[1] = current.g &- previous.g
                        out[2] = current.b &- previous.b
                        out[3] = current.a &- previous.a
                        previous = current
                    }
                }
            }
        }
    }
}
