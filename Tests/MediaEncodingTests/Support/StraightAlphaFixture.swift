@testable import MediaEncoding

/// A premultiplied B, G, R, A frame for the preview's image formats — a flat opaque band on top,
/// then every alpha over ramps, rows padded past their pixels — and the straight R, G, B, A bytes
/// its file must decode to, by the formula `round(c × 255 / a)` (0 where a is 0).
struct StraightAlphaFixture {
    let width: Int, height: Int

    /// 301×197: four bands of up to 64 rows for the PNG encoder, the last partial.
    init(width: Int = 301, height: Int = 197) {
        self.width = width; self.height = height
    }

    var frame: PixelFrame {
        let bytesPerRow = 4 * width + 12
        var pixels = [UInt8](repeating: 0xEE, count: bytesPerRow * height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = y < 40 ? 255 : (x * 7 + y) % 256
                let straight = [(x * 3) % 256, (y * 5) % 256, (x + y) % 256]
                let offset = y * bytesPerRow + 4 * x
                for (index, level) in straight.enumerated() {
                    pixels[offset + index] = y < 40 ? 0x5A : UInt8((level * alpha + 127) / 255)
                }
                pixels[offset + 3] = UInt8(alpha)
            }
        }
        return PixelFrame(width: width, height: height, bytesPerRow: bytesPerRow, pixels: pixels)
    }

    /// What a file of `frame` must decode to: R, G, B straight by the formula, A as it is.
    func expectedRGBA(_ frame: PixelFrame) -> [UInt8] {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * frame.bytesPerRow + 4 * x
                let alpha = Int(frame.pixels[offset + 3])
                func straight(_ component: UInt8) -> UInt8 {
                    alpha == 0 ? 0 : UInt8(min(255, (Int(component) * 255 + alpha / 2) / alpha))
                }
                rgba += [straight(frame.pixels[offset + 2]), straight(frame.pixels[offset + 1]), straight(frame.pixels[offset]), UInt8(alpha)]
            }
        }
        return rgba
    }
}
