import Foundation

extension ImageComparison {
    /// The expected image faded to a light grey, with pixels differing beyond `tolerance.channel`
    /// in opaque red.
    public func diffImage() -> RGBAImage {
        let e = expected.premultipliedBytes(), a = actual.premultipliedBytes()
        var out = [UInt8](repeating: 255, count: e.count)
        for i in stride(from: 0, to: e.count, by: 4) {
            let difference = (i..<(i + 4)).map { abs(Int(e[$0]) - Int(a[$0])) }.max() ?? 0
            if difference > tolerance.channel {
                out[i + 1] = 0; out[i + 2] = 0
            } else {
                // Luma of the expected pixel over white, faded to 30 % contrast.
                let over = { (c: UInt8) in Double(c) + 255 - Double(e[i + 3]) }
                let luma = 0.299 * over(e[i]) + 0.587 * over(e[i + 1]) + 0.114 * over(e[i + 2])
                let faded = UInt8((255 - (255 - luma) * 0.3).rounded())
                out[i] = faded; out[i + 1] = faded; out[i + 2] = faded
            }
        }
        return RGBAImage(validatedWidth: expected.width, height: expected.height, pixels: out)
    }

    /// Writes `diffImage()` as PNG to `url`.
    public func writeDiffImage(to url: URL) throws { try diffImage().writePNG(to: url) }
}
