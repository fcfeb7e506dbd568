import Foundation

extension ImageComparison {
    /// The expected image faded to a light grey, with pixels differing beyond `tolerance.channel`
    /// in opaque red.
    public func diffImage() -> RGBAImage {
        var out = [UInt8](repeating: 0, count: expected.pixels.count)
        let pairs = zip(Self.premultipliedPixels(expected), Self.premultipliedPixels(actual))
        for (index, (e, a)) in pairs.enumerated() {
            let difference = max(abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)),
                                 abs(Int(e.b) - Int(a.b)), abs(Int(e.a) - Int(a.a)))
            let i = index * 4
            if difference > tolerance.channel {
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
            } else {
                // Luma of the expected pixel over white, faded to 30 % contrast.
                let over = { (c: UInt8) in Double(c) + 255 - Double(e.a) }
                let luma = 0.299 * over(e.r) + 0.587 * over(e.g) + 0.114 * over(e.b)
                let faded = UInt8((255 - (255 - luma) * 0.3).rounded())
                out[i] = faded; out[i + 1] = faded; out[i + 2] = faded
            }
            out[i + 3] = 255
        }
        return RGBAImage(validatedWidth: expected.width, height: expected.height, pixels: out)
    }

    /// Writes `diffImage()` as PNG to `url`.
    public func writeDiffImage(to url: URL) throws { try diffImage().writePNG(to: url) }
}
