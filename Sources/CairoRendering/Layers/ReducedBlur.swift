import MediaEncoding

/// A wide Gaussian blur of an 8-bit alpha plane computed at a reduced resolution: the plane is
/// averaged over f × f blocks, blurred there with `BoxBlur`, and brought back by bilinear
/// interpolation — the way GPU and Skia blurs handle large radii.
///
/// The three steps are Gaussian-like kernels whose variances add: the block average
/// (f² − 1) / 12, the interpolation f² / 6 − 1 / 12 (averaged over its phases), and the reduced
/// blur's σᵣ² · f². Choosing σᵣ = √((σ / f)² − 1/4) makes the sum σ², so the result is the
/// full-resolution blur up to rounding (`ReducedBlurTests`: within 3 levels of `BoxBlur`, and no
/// further from the exact Gaussian's shadow of a rectangle than `BoxBlur` is, plus one level),
/// for about a quarter of its work: one pass over the full plane each way instead of six.
enum ReducedBlur {
    /// The block size for σ (device pixels): the largest power of two up to 8 that leaves the
    /// reduced blur at least `minimumReducedSigma` wide; 1 means a plain `BoxBlur`.
    static func factor(sigma: Double) -> Int {
        guard sigma.isFinite else { return 1 }
        return [8, 4, 2].first { sigma / Double($0) >= minimumReducedSigma } ?? 1
    }

    /// The narrowest blur run at the reduced resolution: σᵣ = 6 keeps each of BoxBlur's three
    /// boxes about ten samples wide, so its steps stay far below one level.
    static let minimumReducedSigma = 6.0

    /// Blurs `width` × `height` samples (`stride` bytes apart) in place; samples outside count
    /// as transparent, as in `BoxBlur`.
    static func blur(_ pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, sigma: Double) {
        let f = factor(sigma: sigma)
        guard f > 1, let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            BoxBlur.blur(pixels, width: width, height: height, stride: stride, sigma: sigma)
            return
        }
        let reducedWidth = (width + f - 1) / f, reducedHeight = (height + f - 1) / f
        let reduced = UnsafeMutablePointer<UInt8>.allocate(capacity: reducedWidth * reducedHeight)
        defer { reduced.deallocate() }
        average(base, stride: stride, width: width, height: height, factor: f, into: reduced)
        let reducedSigma = ((sigma / Double(f)) * (sigma / Double(f)) - 0.25).squareRoot()
        BoxBlur.blur(UnsafeMutableRawBufferPointer(start: reduced, count: reducedWidth * reducedHeight),
                     width: reducedWidth, height: reducedHeight, stride: reducedWidth, sigma: reducedSigma)
        enlarge(reduced, width: reducedWidth, height: reducedHeight, factor: f, into: base, stride: stride,
                width: width, height: height)
    }

    /// The rounded mean of each f × f block of `source` (samples past its edges count as 0).
    private static func average(_ source: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int, factor f: Int,
                                into target: UnsafeMutablePointer<UInt8>) {
        let reducedWidth = (width + f - 1) / f, reducedHeight = (height + f - 1) / f
        let areaShift = UInt32(2 * f.trailingZeroBitCount), half = UInt32(f * f / 2)
        RowBands.forEach(rows: reducedHeight, rowWork: width * f) { blockRows in
            let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            defer { sums.deallocate() }
            for blockRow in blockRows {
                sums.update(repeating: 0, count: width)
                for y in (blockRow * f)..<min(blockRow * f + f, height) {
                    let row = source + y * stride
                    for x in 0..<width { sums[x] &+= UInt32(row[x]) }
                }
                let out = target + blockRow * reducedWidth
                for blockColumn in 0..<reducedWidth {
                    var sum: UInt32 = 0
                    for x in (blockColumn * f)..<min(blockColumn * f + f, width) { sum &+= sums[x] }
                    out[blockColumn] = UInt8(truncatingIfNeeded: (sum &+ half) >> areaShift)
                }
            }
        }
    }

    /// `source` enlarged f times by bilinear interpolation between block centres into `target`
    /// (samples past the reduced plane's edges count as 0). Weights are in 1/(2f) steps, so the
    /// arithmetic is exact in integers. The reduced rows are widened first (a pass over 1/f of
    /// the samples); each full row is then a weighted sum of two wide rows, a loop that vectorises.
    private static func enlarge(_ source: UnsafePointer<UInt8>, width reducedWidth: Int, height reducedHeight: Int, factor f: Int,
                                into target: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) {
        let steps = 2 * f
        // Sample x (centre x + ½) lies at reduced coordinate (x + ½)/f − ½: between blocks
        // `first(x)` and `first(x) + 1`, the second weighing `weight(x)` / 2f.
        func first(_ x: Int) -> Int { (2 * x + 1 - f).floorDivided(by: steps) }
        func weight(_ x: Int) -> Int { (2 * x + 1 - f) - first(x) * steps }
        // Row r + 1 of `wide` is reduced row r widened (times 2f); rows 0 and h + 1 are the zeros past the edges.
        let wide = UnsafeMutablePointer<UInt16>.allocate(capacity: (reducedHeight + 2) * width)
        defer { wide.deallocate() }
        wide.update(repeating: 0, count: width)
        (wide + (reducedHeight + 1) * width).update(repeating: 0, count: width)
        // Each column's two blocks and weight, the same for every row.
        let taps = (0..<width).map { (left: first($0), right: UInt16(weight($0))) }
        taps.withUnsafeBufferPointer { taps in
            RowBands.forEach(rows: reducedHeight, rowWork: width) { rows in
                for row in rows {
                    let samples = source + row * reducedWidth, out = wide + (row + 1) * width
                    for (x, tap) in taps.enumerated() {
                        let a = tap.left >= 0 ? UInt16(samples[tap.left]) : 0
                        let b = tap.left + 1 < reducedWidth ? UInt16(samples[tap.left + 1]) : 0
                        out[x] = a &* (UInt16(steps) &- tap.right) &+ b &* tap.right
                    }
                }
            }
        }
        // The weights' product is (2f)², a power of two: a shift divides by it.
        let shift = UInt32(2 * steps.trailingZeroBitCount), half = UInt32(steps * steps / 2)
        RowBands.forEach(rows: height, rowWork: width) { rows in
            for y in rows {
                let above = UnsafePointer(wide + (first(y) + 1) * width), below = above + width
                let lower = UInt32(weight(y)), upper = UInt32(steps) - lower
                let out = target + y * stride
                for x in 0..<width {
                    out[x] = UInt8(truncatingIfNeeded: (UInt32(above[x]) &* upper &+ UInt32(below[x]) &* lower &+ half) >> shift)
                }
            }
        }
    }
}

private extension Int {
    /// ⌊self / divisor⌋ for a positive divisor, rounding toward −∞.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
