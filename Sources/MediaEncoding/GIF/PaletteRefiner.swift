/// Improves a GIF palette with k-means (Lloyd) iterations over the frames' colour histogram.
///
/// palettegen's median cut splits colour boxes without minimising the error, so on smooth content
/// (gradients, shadows) its entries sit away from where the pixels are. Each Lloyd step moves every
/// palette colour to the (rounded) mean of the pixels nearest to it, which never increases the total
/// squared error. Starting from median cut keeps its spread; a colour that is exact and alone in its
/// cluster (a flat UI colour) stays exact. Distances are Euclidean RGB, like paletteuse's search.
enum PaletteRefiner {
    /// Upper bound on bin × colour distance evaluations over all iterations (at least one
    /// iteration always runs), which bounds the time: ~0.1 s for 262,144 bins × 255 colours with -O.
    static let workBudget = 12_000_000

    /// Refined colours for `palette` (RGB), given the histogram; at most `maxIterations` steps.
    static func refine(_ palette: [SIMD3<Double>], histogram: ColorHistogram, maxIterations: Int = 8) -> [SIMD3<Double>] {
        let bins = histogram.occupiedBins
        guard !bins.isEmpty, !palette.isEmpty else { return palette }
        let iterations = max(1, min(maxIterations, workBudget / (bins.count * palette.count)))
        var centroids = palette
        for _ in 0..<iterations {
            var sums = [SIMD3<Double>](repeating: .zero, count: centroids.count)
            var weights = [Double](repeating: 0, count: centroids.count)
            let search = NearestColourSearch(centroids)
            for bin in bins {
                let nearest = search.nearestIndex(to: bin.colour)
                sums[nearest] += bin.colour * Double(bin.count)
                weights[nearest] += Double(bin.count)
            }
            var moved = false
            for index in centroids.indices where weights[index] > 0 {
                let mean = (sums[index] / weights[index]).rounded(.toNearestOrAwayFromZero)
                if mean != centroids[index] { centroids[index] = mean; moved = true }
            }
            if !moved { break }
        }
        return centroids
    }

    /// Total squared error of the histogram's pixels (bins at their mean colour) against their
    /// nearest palette colour.
    static func squaredError(of palette: [SIMD3<Double>], histogram: ColorHistogram) -> Double {
        let search = NearestColourSearch(palette)
        return histogram.occupiedBins.reduce(0) { total, bin in
            let difference = bin.colour - palette[search.nearestIndex(to: bin.colour)]
            return total + Double(bin.count) * (difference * difference).sum()
        }
    }
}

/// Brute-force nearest palette colour on flat scalar arrays (fast even without optimisation).
struct NearestColourSearch {
    private let reds: [Double], greens: [Double], blues: [Double]

    init(_ palette: [SIMD3<Double>]) {
        reds = palette.map(\.x); greens = palette.map(\.y); blues = palette.map(\.z)
    }

    /// The first index at the smallest Euclidean distance (ties go to the lower index).
    func nearestIndex(to colour: SIMD3<Double>) -> Int {
        let red = colour.x, green = colour.y, blue = colour.z
        var best = 0, bestDistance = Double.infinity
        reds.withUnsafeBufferPointer { reds in
            greens.withUnsafeBufferPointer { greens in
                blues.withUnsafeBufferPointer { blues in
                    for index in 0..<reds.count {
                        let dr = reds[index] - red, dg = greens[index] - green, db = blues[index] - blue
                        let distance = dr * dr + dg * dg + db * db
                        if distance < bestDistance { best = index; bestDistance = distance }
                    }
                }
            }
        }
        return best
    }
}
