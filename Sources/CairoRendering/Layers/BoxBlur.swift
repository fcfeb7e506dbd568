/// Three box-blur passes in each direction approximating a Gaussian of standard deviation σ
/// (box sizes after Kutskir, "Fastest Gaussian blur", from σ² = Σ (wᵢ² − 1) / 12).
///
/// Each pass is a sliding window sum (constant work per pixel whatever the radius), rounded to
/// nearest; pixels outside count as transparent. Vertical passes run row by row over a copy of
/// the plane with one running sum per column, so memory is read in order.
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
        guard !boxes.isEmpty, width > 0, height > 0, let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { copy.deallocate(); sums.deallocate() }
        for radius in boxes {
            let divide = Division(by: 2 * radius + 1)
            for y in 0..<height {
                let row = base + y * stride
                copy.update(from: row, count: width)
                horizontal(copy, into: row, count: width, radius: radius, divide: divide)
            }
        }
        for radius in boxes {
            let divide = Division(by: 2 * radius + 1)
            for y in 0..<height { (copy + y * width).update(from: base + y * stride, count: width) }
            vertical(copy, into: base, width: width, height: height, stride: stride, radius: radius, sums: sums, divide: divide)
        }
    }

    /// One horizontal box pass from `source` into `target`.
    private static func horizontal(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int,
                                   radius: Int, divide: Division) {
        var sum = 0
        for i in 0..<min(radius + 1, count) { sum += Int(source[i]) }
        for i in 0..<count {
            target[i] = divide(sum)
            if i + radius + 1 < count { sum += Int(source[i + radius + 1]) }
            if i - radius >= 0 { sum -= Int(source[i - radius]) }
        }
    }

    /// One vertical box pass from the packed plane `source` (rows `width` bytes apart) into `target`.
    private static func vertical(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
                                 stride: Int, radius: Int, sums: UnsafeMutablePointer<Int>, divide: Division) {
        sums.update(repeating: 0, count: width)
        for y in 0..<min(radius + 1, height) {
            let row = source + y * width
            for x in 0..<width { sums[x] += Int(row[x]) }
        }
        for y in 0..<height {
            let out = target + y * stride
            for x in 0..<width { out[x] = divide(sums[x]) }
            if y + radius + 1 < height {
                let row = source + (y + radius + 1) * width
                for x in 0..<width { sums[x] += Int(row[x]) }
            }
            if y - radius >= 0 {
                let row = source + (y - radius) * width
                for x in 0..<width { sums[x] -= Int(row[x]) }
            }
        }
    }

    /// Rounded division of window sums (at most 255 · size) by the box size, as a multiplication:
    /// ⌊(v + size/2) · ⌈2³²/size⌉ / 2³²⌋ equals ⌊(v + size/2) / size⌋ for such small v.
    struct Division {
        let half: Int
        let multiplier: Int

        init(by size: Int) {
            half = size / 2
            multiplier = ((1 << 32) + size - 1) / size
        }

        func callAsFunction(_ sum: Int) -> UInt8 { UInt8(truncatingIfNeeded: ((sum + half) * multiplier) >> 32) }
    }
}
