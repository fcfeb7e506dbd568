/// Conversions from Cairo's premultiplied pixels to the straight-alpha or opaque pixels encoders take.
/// All results are tightly packed 8-bit BGRA (4 × width bytes per row), the byte order of Cairo's
/// ARGB32 on little-endian machines.
public enum PixelConversion {
    /// The straight (un-premultiplied) value of a premultiplied component:
    /// `round(c × 255 / a)` for `a > 0`, halves rounded up, computed exactly in integers as
    /// `(c × 255 + a / 2) / a` and clamped to 255 (only reachable by invalid input with `c > a`);
    /// 0 when `a == 0` (a fully transparent pixel has no colour).
    @inline(__always)
    public static func straight(_ component: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha > 0 else { return 0 }
        let a = Int(alpha)
        return UInt8(min(255, (Int(component) * 255 + a / 2) / a))
    }

    /// A premultiplied component composited over an opaque background component:
    /// `c + round(background × (255 − a) / 255)`, clamped to 255.
    @inline(__always)
    public static func composited(_ component: UInt8, alpha: UInt8, over background: UInt8) -> UInt8 {
        let uncovered = Int(background) * (255 - Int(alpha))
        return UInt8(min(255, Int(component) + (uncovered + 127) / 255))
    }

    /// The frame with straight alpha (see `straight(_:alpha:)`); alpha bytes are unchanged.
    public static func unpremultiplied(_ frame: PixelFrame) -> [UInt8] {
        map(frame) { b, g, r, a in (straight(b, alpha: a), straight(g, alpha: a), straight(r, alpha: a), a) }
    }

    /// The frame composited onto `background` (see `composited(_:alpha:over:)`); every alpha byte is 255.
    public static func composited(_ frame: PixelFrame, over background: BackgroundColor) -> [UInt8] {
        map(frame) { b, g, r, a in
            (composited(b, alpha: a, over: background.blue), composited(g, alpha: a, over: background.green),
             composited(r, alpha: a, over: background.red), 255)
        }
    }

    private static func map(_ frame: PixelFrame,
                            _ transform: (UInt8, UInt8, UInt8, UInt8) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        let rowBytes = 4 * frame.width
        var output = [UInt8](repeating: 0, count: rowBytes * frame.height)
        frame.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                for y in 0..<frame.height {
                    var from = y * frame.bytesPerRow
                    var to = y * rowBytes
                    for _ in 0..<frame.width {
                        let pixel = transform(source[from], source[from + 1], source[from + 2], source[from + 3])
                        destination[to] = pixel.0; destination[to + 1] = pixel.1
                        destination[to + 2] = pixel.2; destination[to + 3] = pixel.3
                        from += 4; to += 4
                    }
                }
            }
        }
        return output
    }
}
