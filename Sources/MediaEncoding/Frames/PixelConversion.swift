/// Conversions from Cairo's premultiplied pixels to the straight-alpha or opaque pixels encoders take.
/// All results are 8-bit BGRA, the byte order of Cairo's ARGB32 on little-endian machines.
public enum PixelConversion {
    /// The straight (un-premultiplied) value of a premultiplied component:
    /// `round(c × 255 / a)` for `a > 0`, halves rounded up, computed exactly in integers as
    /// `(c × 255 + a / 2) / a` and clamped to 255 (only reachable by invalid input with `c > a`);
    /// 0 when `a == 0` (a fully transparent pixel has no colour).
    public static func straight(_ component: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha > 0 else { return 0 }
        let a = Int(alpha)
        return UInt8(min(255, (Int(component) * 255 + a / 2) / a))
    }

    /// A premultiplied component composited over an opaque background component:
    /// `c + round(background × (255 − a) / 255)`, clamped to 255.
    public static func composited(_ component: UInt8, alpha: UInt8, over background: UInt8) -> UInt8 {
        let uncovered = Int(background) * (255 - Int(alpha))
        return UInt8(min(255, Int(component) + (uncovered + 127) / 255))
    }

    /// The frame with straight alpha (see `straight(_:alpha:)`), tightly packed (4 × width bytes
    /// per row); alpha bytes are unchanged.
    public static func unpremultiplied(_ frame: PixelFrame) -> [UInt8] {
        packed(frame) { unpremultiply(frame, into: $0, bytesPerRow: $1) }
    }

    /// The frame composited onto `background` (see `composited(_:alpha:over:)`), tightly packed;
    /// every alpha byte is 255.
    public static func composited(_ frame: PixelFrame, over background: BackgroundColor) -> [UInt8] {
        packed(frame) { composite(frame, over: background, into: $0, bytesPerRow: $1) }
    }

    private static func packed(_ frame: PixelFrame, _ fill: (UnsafeMutablePointer<UInt8>, Int) -> Void) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: 4 * frame.width * frame.height)
        output.withUnsafeMutableBufferPointer { fill($0.baseAddress!, 4 * frame.width) }
        return output
    }
}
