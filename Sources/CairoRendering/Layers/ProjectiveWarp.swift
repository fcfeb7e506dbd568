import MotionCore

/// Pulls a flat offscreen image through an inverse projective map, pixel by pixel, with
/// bilinear sampling of premultiplied ARGB32 (transparent outside the source).
struct ProjectiveWarp {
    let source: Canvas
    /// The point, in the source's point space, of the source's top left pixel corner.
    let sourceOrigin: Point
    /// Device space → source point space.
    let inverse: Homography

    /// Fills `target`, whose top left pixel is device pixel `origin`.
    func draw(into target: Canvas, at origin: (x: Int, y: Int)) {
        let scale = source.scale
        let (width, height) = (source.pixelWidth, source.pixelHeight)
        source.withPremultipliedBGRA { sourceBytes, sourceStride in
            target.withMutablePremultipliedBGRA { targetBytes, targetStride in
                for row in 0..<target.pixelHeight {
                    for column in 0..<target.pixelWidth {
                        let device = Point(x: Double(origin.x + column) + 0.5, y: Double(origin.y + row) + 0.5)
                        guard let local = inverse.apply(device) else { continue }
                        let u = (local.x - sourceOrigin.x) * scale - 0.5, v = (local.y - sourceOrigin.y) * scale - 0.5
                        guard u > -1, v > -1, u < Double(width), v < Double(height) else { continue }
                        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                        let fx = u - Double(x0), fy = v - Double(y0)
                        func texel(_ x: Int, _ y: Int) -> UInt32 {
                            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
                            return sourceBytes.load(fromByteOffset: y * sourceStride + 4 * x, as: UInt32.self)
                        }
                        let sample = Self.bilinear(texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), fx, fy)
                        targetBytes.storeBytes(of: sample, toByteOffset: row * targetStride + 4 * column, as: UInt32.self)
                    }
                }
            }
        }
    }

    /// Bilinear blend of four premultiplied ARGB32 words, channel by channel.
    private static func bilinear(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: Double, _ fy: Double) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            func channel(_ word: UInt32) -> Double { Double((word >> UInt32(shift)) & 0xFF) }
            let top = channel(a) + (channel(b) - channel(a)) * fx
            let bottom = channel(c) + (channel(d) - channel(c)) * fx
            let value = min(255, max(0, (top + (bottom - top) * fy).rounded()))
            result |= UInt32(value) << UInt32(shift)
        }
        return result
    }
}
