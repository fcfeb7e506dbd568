import Foundation

/// Structural similarity (SSIM) after Wang, Bovik, Sheikh and Simoncelli, "Image Quality
/// Assessment: From Error Visibility to Structural Similarity", IEEE Transactions on Image
/// Processing 13(4), 2004:
///
///     SSIM(x, y) = (2·μx·μy + C1)(2·σxy + C2) / ((μx² + μy² + C1)(σx² + σy² + C2))
///
/// with C1 = (0.01·255)², C2 = (0.03·255)², local statistics from the paper's 11×11 Gaussian
/// window (σ = 1.5; windows cut by the image border are renormalised), averaged over all pixels.
/// As in the authors' reference code, images are first reduced by f = max(1, round(min(w, h) / 256))
/// (f × f block averages). It is computed on the Rec. 601 luma (0.299 R + 0.587 G + 0.114 B) of
/// the premultiplied colour and on the alpha channel; the result is the smaller of the two.
public enum StructuralSimilarity {
    static let c1 = (0.01 * 255.0) * (0.01 * 255.0)
    static let c2 = (0.03 * 255.0) * (0.03 * 255.0)

    /// Mean SSIM of two premultiplied RGBA buffers of equal size (luma and alpha, the smaller).
    static func meanSSIM(premultiplied x: [UInt8], _ y: [UInt8], width: Int, height: Int) -> Double {
        let factor = max(1, Int((Double(min(width, height)) / 256).rounded()))
        let lumaX = Plane(x, width: width, height: height, factor: factor, channel: nil)
        let lumaY = Plane(y, width: width, height: height, factor: factor, channel: nil)
        let lumaSSIM = meanSSIM(lumaX, lumaY)
        guard !(isOpaque(x) && isOpaque(y)) else { return lumaSSIM }
        let alphaX = Plane(x, width: width, height: height, factor: factor, channel: 3)
        let alphaY = Plane(y, width: width, height: height, factor: factor, channel: 3)
        guard alphaX.values != alphaY.values || alphaX.values.contains(where: { $0 != alphaX.values[0] }) else { return lumaSSIM }
        return min(lumaSSIM, meanSSIM(alphaX, alphaY))
    }

    /// True when every alpha byte of the RGBA buffer is 255.
    private static func isOpaque(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let b = buffer.baseAddress else { return true }
            var i = 3
            while i < buffer.count {
                if b[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// Mean SSIM of two equally sized planes of samples in 0–255.
    static func meanSSIM(_ x: Plane, _ y: Plane) -> Double {
        let count = x.values.count
        let meanX = x.blurred(), meanY = y.blurred()
        let xx = x.map { $0 * $0 }.blurred(), yy = y.map { $0 * $0 }.blurred()
        let xy = Plane(width: x.width, height: x.height, values: zip(x.values, y.values).map(*)).blurred()
        var sum = 0.0
        for i in 0..<count {
            let (mx, my) = (meanX.values[i], meanY.values[i])
            let varianceX = max(0, xx.values[i] - mx * mx), varianceY = max(0, yy.values[i] - my * my)
            let covariance = xy.values[i] - mx * my
            sum += ((2 * mx * my + c1) * (2 * covariance + c2)) / ((mx * mx + my * my + c1) * (varianceX + varianceY + c2))
        }
        return sum / Double(count)
    }

    /// A grid of samples.
    struct Plane {
        let width: Int
        let height: Int
        var values: [Double]

        init(width: Int, height: Int, values: [Double]) {
            self.width = width; self.height = height; self.values = values
        }

        /// Luma (channel nil) or one channel of premultiplied RGBA bytes, reduced by `factor`
        /// with block averages.
        init(_ bytes: [UInt8], width: Int, height: Int, factor: Int, channel: Int?) {
            let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
            var sums = [Double](repeating: 0, count: w * h), counts = [Double](repeating: 0, count: w * h)
            let weights: (Double, Double, Double) = channel == nil ? (0.299, 0.587, 0.114) : (0, 0, 0)
            let offset = channel ?? 0
            bytes.withUnsafeBufferPointer { buffer in
                sums.withUnsafeMutableBufferPointer { sumBuffer in
                    counts.withUnsafeMutableBufferPointer { countBuffer in
                        guard let b = buffer.baseAddress, let sum = sumBuffer.baseAddress, let n = countBuffer.baseAddress else { return }
                        for y in 0..<height {
                            let row = (y / factor) * w
                            var i = 4 * y * width
                            for x in 0..<width {
                                let sample = channel == nil
                                    ? weights.0 * Double(b[i]) + weights.1 * Double(b[i + 1]) + weights.2 * Double(b[i + 2])
                                    : Double(b[i + offset])
                                sum[row + x / factor] += sample
                                n[row + x / factor] += 1
                                i += 4
                            }
                        }
                    }
                }
            }
            self.init(width: w, height: h, values: zip(sums, counts).map { $0 / $1 })
        }

        func map(_ transform: (Double) -> Double) -> Plane { Plane(width: width, height: height, values: values.map(transform)) }

        /// The 11-tap Gaussian (σ = 1.5) of the reference implementation, separably; taps outside
        /// the plane are dropped and the rest renormalised.
        func blurred() -> Plane {
            let horizontal = Self.pass(values, count: width, lines: height, step: 1, lineStride: width)
            return Plane(width: width, height: height, values: Self.pass(horizontal, count: height, lines: width, step: width, lineStride: 1))
        }

        private static let kernel: [Double] = (-5...5).map { exp(-Double($0 * $0) / (2 * 1.5 * 1.5)) }

        /// One 1-D pass over `lines` lines of `count` samples, `step` apart, lines `lineStride` apart.
        private static func pass(_ input: [Double], count: Int, lines: Int, step: Int, lineStride: Int) -> [Double] {
            var output = [Double](repeating: 0, count: input.count)
            let radius = kernel.count / 2
            kernel.withUnsafeBufferPointer { kernelBuffer in
                input.withUnsafeBufferPointer { inputBuffer in
                    output.withUnsafeMutableBufferPointer { outputBuffer in
                        guard let k = kernelBuffer.baseAddress, let src = inputBuffer.baseAddress,
                              let dst = outputBuffer.baseAddress else { return }
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
}
