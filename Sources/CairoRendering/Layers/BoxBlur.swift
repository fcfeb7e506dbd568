/// Three box-blur passes in each direction approximating a Gaussian of standard deviation σ
/// (box sizes after Kutskir, "Fastest Gaussian blur", from σ² = Σ (wᵢ² − 1) / 12).
enum BoxBlur {
    /// Radii of the three boxes whose combined variance is closest to σ².
    static func radii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0.3 else { return [] }
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wl = Double(lower)
        let m = Int(((12 * sigma * sigma - passes * wl * wl - 4 * passes * wl - 3 * passes) / (-4 * wl - 4)).rounded())
        return (0..<3).map { ($0 < m ? lower : upper) / 2 }.filter { $0 > 0 }
    }

    /// Blurs an 8-bit alpha plane in place; pixels outside count as transparent.
    static func blur(_ pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, sigma: Double) {
        let boxes = radii(sigma: sigma)
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        var sums = [Int](repeating: 0, count: max(width, height) + 1)
        for radius in boxes {
            for y in 0..<height {
                pass(pixels, start: y * stride, step: 1, count: width, radius: radius, sums: &sums)
            }
        }
        for radius in boxes {
            for x in 0..<width {
                pass(pixels, start: x, step: stride, count: height, radius: radius, sums: &sums)
            }
        }
    }

    /// One box pass over `count` samples `step` bytes apart, through prefix sums.
    private static func pass(_ pixels: UnsafeMutableRawBufferPointer, start: Int, step: Int, count: Int, radius: Int,
                             sums: inout [Int]) {
        let size = 2 * radius + 1
        sums[0] = 0
        for i in 0..<count {
            sums[i + 1] = sums[i] + Int(pixels[start + i * step])
        }
        for i in 0..<count {
            let lo = max(0, i - radius), hi = min(count, i + radius + 1)
            pixels[start + i * step] = UInt8((sums[hi] - sums[lo] + size / 2) / size)
        }
    }
}
