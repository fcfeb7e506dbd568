import Foundation

/// Structural similarity (SSIM) after Wang, Bovik, Sheikh and Simoncelli, "Image Quality
/// Assessment: From Error Visibility to Structural Similarity", IEEE Transactions on Image
/// Processing 13(4), 2004:
///
///     SSIM(x, y) = (2·μx·μy + C1)(2·σxy + C2) / ((μx² + μy² + C1)(σx² + σy² + C2))
///
/// with C1 = (0.01·255)², C2 = (0.03·255)², local statistics from the paper's 11×11 Gaussian
/// window (σ = 1.5; windows cut by the image border are renormalised), averaged over all pixels.
/// It is computed on the Rec. 601 luma (0.299 R + 0.587 G + 0.114 B) of the premultiplied colour
/// and on the alpha channel; the result is the smaller of the two.
public enum StructuralSimilarity {
    static let c1 = (0.01 * 255.0) * (0.01 * 255.0)
    static let c2 = (0.03 * 255.0) * (0.03 * 255.0)

    /// Mean SSIM of two images of equal size (luma and alpha, the smaller).
    static func meanSSIM(_ x: RGBAImage, _ y: RGBAImage) -> Double {
        let px = ImageComparison.premultipliedPixels(x), py = ImageComparison.premultipliedPixels(y)
        let luma = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in 0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b) }
        let lumaSSIM = meanSSIM(px.map(luma), py.map(luma), width: x.width, height: x.height)
        let alphaX = px.map { Double($0.a) }, alphaY = py.map { Double($0.a) }
        guard alphaX != alphaY || alphaX.contains(where: { $0 != alphaX[0] }) else { return lumaSSIM }
        return min(lumaSSIM, meanSSIM(alphaX, alphaY, width: x.width, height: x.height))
    }

    /// Mean SSIM of two planes of `width × height` samples in 0–255.
    static func meanSSIM(_ x: [Double], _ y: [Double], width: Int, height: Int) -> Double {
        let meanX = blur(x, width, height), meanY = blur(y, width, height)
        let xx = blur(zip(x, x).map(*), width, height), yy = blur(zip(y, y).map(*), width, height)
        let xy = blur(zip(x, y).map(*), width, height)
        var sum = 0.0
        for i in 0..<x.count {
            let (mx, my) = (meanX[i], meanY[i])
            let varianceX = max(0, xx[i] - mx * mx), varianceY = max(0, yy[i] - my * my)
            let covariance = xy[i] - mx * my
            sum += ((2 * mx * my + c1) * (2 * covariance + c2)) / ((mx * mx + my * my + c1) * (varianceX + varianceY + c2))
        }
        return sum / Double(x.count)
    }

    /// The 11-tap Gaussian (σ = 1.5) of the reference implementation, unnormalised.
    private static let kernel: [Double] = (-5...5).map { exp(-Double($0 * $0) / (2 * 1.5 * 1.5)) }

    /// Separable Gaussian blur; taps outside the image are dropped and the rest renormalised.
    private static func blur(_ plane: [Double], _ width: Int, _ height: Int) -> [Double] {
        let horizontal = pass(plane, count: width, lines: height, step: 1, lineStride: width)
        return pass(horizontal, count: height, lines: width, step: width, lineStride: 1)
    }

    /// One 1-D pass over `lines` lines of `count` samples, `step` apart, lines `lineStride` apart.
    private static func pass(_ input: [Double], count: Int, lines: Int, step: Int, lineStride: Int) -> [Double] {
        var output = [Double](repeating: 0, count: input.count)
        let radius = kernel.count / 2
        kernel.withUnsafeBufferPointer { k in
            input.withUnsafeBufferPointer { src in
                output.withUnsafeMutableBufferPointer { dst in
                    for line in 0..<lines {
                        let base = line * lineStride
                        for i in 0..<count {
                            let lo = max(0, i - radius), hi = min(count - 1, i + radius)
                            var sum = 0.0, weight = 0.0
                            var j = lo
                            while j <= hi {
                                let w = k[j - i + radius]
                                sum += w * src[base + j * step]
                                weight += w
                                j += 1
                            }
                            dst[base + i * step] = sum / weight
                        }
                    }
                }
            }
        }
        return output
    }
}
