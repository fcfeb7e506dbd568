import MediaEncoding

/// Three box-blur passes in each direction approximating a Gaussian of standard deviation σ
/// (box sizes after Kutskir, "Fastest Gaussian blur", from σ² = Σ (wᵢ² − 1) / 12).
///
/// Each pass is a sliding window sum (constant work per pixel whatever the radius), rounded to
/// nearest; pixels outside count as transparent. Every pass runs down the columns, a row at a
/// time with one running sum per column, so memory is read in order and the compiler vectorises
/// the row loop; the horizontal passes run that way over the transposed plane. Columns are
/// independent, so each pass runs in bands of them side by side (`RowBands`).
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
        blur(pixels, width: width, height: height, stride: stride, sigmaX: sigma, sigmaY: sigma)
    }

    /// Blurs an 8-bit plane in place by `sigmaX` across and `sigmaY` down (either may be 0: no
    /// blur that way); pixels outside count as transparent.
    static func blur(_ pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, sigmaX: Double, sigmaY: Double) {
        let across = radii(sigma: sigmaX), down = radii(sigma: sigmaY)
        guard !across.isEmpty || !down.isEmpty, width > 0, height > 0,
              let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let first = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let second = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { first.deallocate(); second.deallocate(); sums.deallocate() }
        var source = first, target = second
        if across.isEmpty {
            copy(base, stride: stride, into: source, stride: width, width: width, height: height)
        } else {
            // Horizontal passes: down the columns of the transposed plane (`width` rows of `height` bytes).
            transpose(base, stride: stride, width: width, height: height, into: source)
            for radius in across {
                columnPass(source, stride: height, into: target, stride: height, columns: height, rows: width, radius: radius, sums: sums)
                swap(&source, &target)
            }
            transpose(source, stride: height, width: height, height: width, into: target)
            swap(&source, &target)
        }
        guard !down.isEmpty else { return copy(source, stride: width, into: base, stride: stride, width: width, height: height) }
        for (index, radius) in down.enumerated() {
            let last = index == down.count - 1
            columnPass(source, stride: width, into: last ? base : target, stride: last ? stride : width,
                       columns: width, rows: height, radius: radius, sums: sums)
            swap(&source, &target)
        }
    }

    /// `height` rows of `width` bytes from `source` into `target`, at their strides.
    private static func copy(_ source: UnsafePointer<UInt8>, stride sourceStride: Int, into target: UnsafeMutablePointer<UInt8>,
                             stride targetStride: Int, width: Int, height: Int) {
        for y in 0..<height { (target + y * targetStride).update(from: source + y * sourceStride, count: width) }
    }

    /// `source` (`height` rows of `width` bytes, `stride` apart) transposed into the packed `target`,
    /// in 16 × 16 tiles so both sides stay in cache.
    private static func transpose(_ source: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int,
                                  into target: UnsafeMutablePointer<UInt8>) {
        let tile = 16
        // Bands of tile rows: each writes only its rows' bytes of every target row.
        RowBands.forEach(rows: (height + tile - 1) / tile, rowWork: tile * width) { tileRows in
            for top in Swift.stride(from: tileRows.lowerBound * tile, to: min(tileRows.upperBound * tile, height), by: tile) {
                let bottom = min(top + tile, height)
                for left in Swift.stride(from: 0, to: width, by: tile) {
                    for y in top..<bottom {
                        let row = source + y * stride
                        for x in left..<min(left + tile, width) { target[x &* height &+ y] = row[x] }
                    }
                }
            }
        }
    }

    /// One box pass down the columns of `source` into `target` (both `rows` rows of `columns`
    /// bytes, at their strides).
    private static func columnPass(_ source: UnsafePointer<UInt8>, stride sourceStride: Int,
                                   into target: UnsafeMutablePointer<UInt8>, stride targetStride: Int,
                                   columns: Int, rows: Int, radius: Int, sums: UnsafeMutablePointer<UInt32>) {
        // Bands of columns, each with its own stretch of `sums` and the band's bytes of every row.
        RowBands.forEach(rows: columns, rowWork: rows) { band in
            columnBandPass(source + band.lowerBound, stride: sourceStride, into: target + band.lowerBound, stride: targetStride,
                       columns: band.count, rows: rows, radius: radius, sums: sums + band.lowerBound)
        }
    }

    /// `columnPass` over one band of columns, on the caller's thread.
    private static func columnBandPass(_ source: UnsafePointer<UInt8>, stride sourceStride: Int,
                                   into target: UnsafeMutablePointer<UInt8>, stride targetStride: Int,
                                   columns: Int, rows: Int, radius: Int, sums: UnsafeMutablePointer<UInt32>) {
        let divide = Division(by: 2 * radius + 1)
        sums.update(repeating: 0, count: columns)
        for y in 0..<min(radius + 1, rows) {
            let row = source + y * sourceStride
            for x in 0..<columns { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<rows {
            let out = target + y * targetStride
            let entering = y + radius + 1 < rows ? source + (y + radius + 1) * sourceStride : nil
            let leaving = y - radius >= 0 ? source + (y - radius) * sourceStride : nil
            // One loop per case, each simple enough to vectorise.
            switch (entering, leaving) {
            case let (add?, sub?):
                for x in 0..<columns {
                    let sum = sums[x]
                    out[x] = divide(sum)
                    sums[x] = sum &+ UInt32(add[x]) &- UInt32(sub[x])
                }
            case let (add?, nil):
                for x in 0..<columns {
                    let sum = sums[x]
                    out[x] = divide(sum)
                    sums[x] = sum &+ UInt32(add[x])
                }
            case let (nil, sub?):
                for x in 0..<columns {
                    let sum = sums[x]
                    out[x] = divide(sum)
                    sums[x] = sum &- UInt32(sub[x])
                }
            case (nil, nil):
                for x in 0..<columns { out[x] = divide(sums[x]) }
            }
        }
    }

    /// Rounded division of window sums (at most 255 · size) by the box size, as a multiplication:
    /// ⌊(v + size/2) · ⌈2³²/size⌉ / 2³²⌋ equals ⌊(v + size/2) / size⌋ for such small v.
    struct Division {
        let half: UInt64
        let multiplier: UInt64

        init(by size: Int) {
            half = UInt64(size / 2)
            multiplier = UInt64(((1 << 32) + size - 1) / size)
        }

        @inline(__always)
        func callAsFunction(_ sum: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: ((UInt64(sum) &+ half) &* multiplier) >> 32) }
    }
}
