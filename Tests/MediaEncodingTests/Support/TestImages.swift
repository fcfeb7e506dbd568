import MediaEncoding

/// An 8-bit straight-alpha RGBA colour used to build test frames.
struct RGBA: Equatable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255
}

/// Synthetic frames with known pixel values, built in Cairo's premultiplied BGRA layout.
enum TestImages {
    /// Twelve sRGB colours: primaries, secondaries, white, black, mid grey and three mixed tones.
    /// Saturated colours are where a BT.601/BT.709 or range mix-up shows most.
    static let chartColors: [RGBA] = [
        RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 255, b: 0), RGBA(r: 0, g: 0, b: 255), RGBA(r: 255, g: 255, b: 0),
        RGBA(r: 0, g: 255, b: 255), RGBA(r: 255, g: 0, b: 255), RGBA(r: 255, g: 255, b: 255), RGBA(r: 0, g: 0, b: 0),
        RGBA(r: 128, g: 128, b: 128), RGBA(r: 200, g: 120, b: 60), RGBA(r: 30, g: 90, b: 160), RGBA(r: 240, g: 200, b: 220),
    ]

    /// A 4×3 grid of `chartColors`, each patch (width/4)×(height/3) pixels; the right/bottom patches
    /// absorb any remainder.
    static func colorChart(width: Int, height: Int) -> [[RGBA]] {
        (0..<height).map { y in
            (0..<width).map { x in
                let column = min(3, x * 4 / width), row = min(2, y * 3 / height)
                return chartColors[row * 4 + column]
            }
        }
    }

    /// A `size`×`size` orange square on a dark blue background, its left edge at `x`.
    static func movingSquare(width: Int, height: Int, x: Int, size: Int = 12) -> [[RGBA]] {
        (0..<height).map { py in
            (0..<width).map { px in
                let inside = px >= x && px < x + size && py >= (height - size) / 2 && py < (height + size) / 2
                return inside ? RGBA(r: 255, g: 140, b: 20) : RGBA(r: 20, g: 30, b: 70)
            }
        }
    }

    /// Patches of straight colours at alpha 255, 192, 128, 64 and 0 in columns, colours varying by row.
    static func translucentPatches(width: Int, height: Int) -> [[RGBA]] {
        let alphas: [UInt8] = [255, 192, 128, 64, 0]
        let colors = [RGBA(r: 230, g: 40, b: 40), RGBA(r: 40, g: 200, b: 90), RGBA(r: 50, g: 80, b: 220)]
        return (0..<height).map { y in
            (0..<width).map { x in
                var color = colors[min(2, y * 3 / height)]
                color.a = alphas[min(4, x * 5 / width)]
                return color.a == 0 ? RGBA(r: 0, g: 0, b: 0, a: 0) : color
            }
        }
    }

    /// The image premultiplied (round(c·a/255)) in BGRA byte order with `padding` spare bytes per row.
    static func frame(_ image: [[RGBA]], padding: Int = 8) -> PixelFrame {
        let width = image[0].count, height = image.count, stride = 4 * width + padding
        var bytes = [UInt8](repeating: 0xEE, count: stride * height)
        for (y, row) in image.enumerated() {
            for (x, p) in row.enumerated() {
                let o = y * stride + 4 * x
                bytes[o] = premultiply(p.b, p.a); bytes[o + 1] = premultiply(p.g, p.a)
                bytes[o + 2] = premultiply(p.r, p.a); bytes[o + 3] = p.a
            }
        }
        return PixelFrame(width: width, height: height, bytesPerRow: stride, pixels: bytes)
    }

    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        UInt8((Int(c) * Int(a) + 127) / 255)
    }

    /// The straight colours a decoder should return for `image` after premultiplication, i.e. the
    /// image with each component replaced by un-premultiply(premultiply(c)) as documented.
    static func expectedStraight(_ image: [[RGBA]]) -> [[RGBA]] {
        image.map { row in
            row.map { p in
                RGBA(r: PixelConversion.straight(premultiply(p.r, p.a), alpha: p.a),
                     g: PixelConversion.straight(premultiply(p.g, p.a), alpha: p.a),
                     b: PixelConversion.straight(premultiply(p.b, p.a), alpha: p.a), a: p.a)
            }
        }
    }
}
