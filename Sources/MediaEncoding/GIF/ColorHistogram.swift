import Foundation

/// Colour statistics of the GIF frames for `PaletteRefiner`: pixels binned by the top 6 bits of
/// each channel (262,144 bins), each bin holding its pixel count and the sums of the exact colours,
/// so a bin stands for the exact mean of its pixels. Memory is fixed (8 MB plus one frame for the
/// `.diff` comparison) whatever the video length.
struct ColorHistogram {
    static let binCount = 1 << 18
    /// Per bin, four integers: pixel count, red sum, green sum, blue sum.
    private var bins = [Int](repeating: 0, count: 4 * binCount)
    private let onlyChangedPixels: Bool
    private var previousFrame: [UInt32] = []

    /// With `onlyChangedPixels` (palettegen's `stats_mode=diff`), frames after the first only
    /// count pixels that differ from the previous frame.
    init(onlyChangedPixels: Bool) { self.onlyChangedPixels = onlyChangedPixels }

    /// Counts the BGRA pixels of one frame; pixels with alpha < 128 (transparent in the GIF) are skipped.
    mutating func add(bgra base: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) {
        let comparing = onlyChangedPixels && previousFrame.count == width * height
        if onlyChangedPixels && !comparing { previousFrame = [UInt32](repeating: 0, count: width * height) }
        let tracksPrevious = onlyChangedPixels
        bins.withUnsafeMutableBufferPointer { bins in
            previousFrame.withUnsafeMutableBufferPointer { previous in
                for y in 0..<height {
                    let row = UnsafeRawPointer(base + y * stride)
                    if tracksPrevious {
                        // Most rows of an animation do not change from one frame to the next.
                        let previousRow = UnsafeMutableRawPointer(previous.baseAddress! + y * width)
                        if comparing, memcmp(previousRow, row, 4 * width) == 0 { continue }
                        for x in 0..<width {
                            let pixel = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
                            if comparing, previous[y * width + x] == pixel { continue }
                            Self.count(pixel, in: bins)
                        }
                        previousRow.copyMemory(from: row, byteCount: 4 * width)
                    } else {
                        for x in 0..<width { Self.count(row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self), in: bins) }
                    }
                }
            }
        }
    }

    /// Counts one little-endian BGRA word (0xAARRGGBB); alpha < 128 (transparent in the GIF) is skipped.
    @inline(__always)
    private static func count(_ pixel: UInt32, in bins: UnsafeMutableBufferPointer<Int>) {
        guard pixel >> 24 >= 128 else { return }
        let red = Int(pixel >> 16 & 0xFF), green = Int(pixel >> 8 & 0xFF), blue = Int(pixel & 0xFF)
        let bin = 4 * ((red >> 2) << 12 | (green >> 2) << 6 | blue >> 2)
        bins[bin] += 1
        bins[bin + 1] += red; bins[bin + 2] += green; bins[bin + 3] += blue
    }

    /// The non-empty bins as (pixel count, mean colour) in bin order.
    var occupiedBins: [(count: Int, colour: SIMD3<Double>)] {
        stride(from: 0, to: bins.count, by: 4).compactMap { bin in
            let count = bins[bin]
            guard count > 0 else { return nil }
            return (count, SIMD3(Double(bins[bin + 1]), Double(bins[bin + 2]), Double(bins[bin + 3])) / Double(count))
        }
    }
}
