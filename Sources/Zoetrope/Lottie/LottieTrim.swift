/// A trim path (`tm`) as a stroke's `strokeStart` and `strokeEnd`: start and end in percent of
/// the path, turned by the offset (degrees, 360 a whole path), the smaller first, as Lottie
/// swaps them. What the offset carries past the path's end is drawn by a copy of the stroke from
/// the path's start (`applyOverflow`). Animated trims are sampled at every frame of their
/// keyframes' span.
struct LottieTrim {
    let start: LottieAnimated<[Double]>
    let end: LottieAnimated<[Double]>
    let offset: LottieAnimated<[Double]>

    /// strokeStart and strokeEnd at `frame`, up to the path's end.
    func bounds(atFrame frame: Double) -> (start: Double, end: Double) {
        let (low, high) = range(atFrame: frame)
        return (min(max(low, 0), 1), min(max(high, 0), 1))
    }

    /// What the offset carries past the path's end, which goes on from the path's start, as
    /// Lottie draws it: strokeStart 0 and strokeEnd at the overflow (0 when nothing overflows).
    func overflow(atFrame frame: Double) -> (start: Double, end: Double) {
        (0, min(max(range(atFrame: frame).high - 1, 0), 1))
    }

    /// Whether an offset can carry the trim past the path's end at some frame.
    var canOverflow: Bool {
        offset.isAnimated || (offset.scalar(atFrame: 0) / 360).truncatingRemainder(dividingBy: 1) != 0
    }

    /// The trimmed span in fractions of the path, the smaller end first, turned by the offset;
    /// a span wholly past the end is brought back by one path length.
    private func range(atFrame frame: Double) -> (low: Double, high: Double) {
        let s = start.scalar(atFrame: frame) / 100, e = end.scalar(atFrame: frame) / 100
        var shift = (offset.scalar(atFrame: frame) / 360).truncatingRemainder(dividingBy: 1)
        if shift < 0 { shift += 1 }
        var low = min(s, e) + shift, high = max(s, e) + shift
        // Only an offset carries the whole trim past the end; an empty trim at 100 % stays there.
        if shift > 0, low >= 1 { low -= 1; high -= 1 }
        return (low, high)
    }

    func apply(to layer: ShapeLayer, timing: LottieTiming) {
        let ranges = [start.frameRange, end.frameRange, offset.frameRange].compactMap { $0 }
        guard let first = ranges.map(\.lowerBound).min(), let last = ranges.map(\.upperBound).max() else {
            let (low, high) = bounds(atFrame: 0)
            layer.strokeStart = low
            layer.strokeEnd = high
            return
        }
        if !offset.isAnimated, ranges.count == 1 || start.frameRange == end.frameRange, isOrdered {
            let shift = bounds(atFrame: first)
            let base = min(start.scalar(atFrame: first), end.scalar(atFrame: first)) / 100
            let delta = shift.start - base
            timing.apply(start, to: layer, keyPath: "strokeStart") { min(max(($0.first ?? 0) / 100 + delta, 0), 1) }
            timing.apply(end, to: layer, keyPath: "strokeEnd") { min(max(($0.first ?? 100) / 100 + delta, 0), 1) }
            return
        }
        sample(bounds, from: first, to: last, into: layer, timing: timing)
    }

    /// Gives `layer` — a copy of the trimmed stroke — the part past the path's end
    /// (`overflow(atFrame:)`), sampled at every frame of the keyframes' span.
    func applyOverflow(to layer: ShapeLayer, timing: LottieTiming) {
        let frames = [start.frameRange, end.frameRange, offset.frameRange].compactMap { $0 }
        sample(overflow, from: frames.map(\.lowerBound).min() ?? 0, to: frames.map(\.upperBound).max() ?? 0, into: layer, timing: timing)
    }

    private func sample(_ ends: (Double) -> (start: Double, end: Double), from first: Double, to last: Double,
                        into layer: ShapeLayer, timing: LottieTiming) {
        let samples = LottieGeometry.sampled(from: first, to: last, ends)
        timing.apply(samples.map(\.start), to: layer, keyPath: "strokeStart") { $0 }
        timing.apply(samples.map(\.end), to: layer, keyPath: "strokeEnd") { $0 }
    }

    /// Whether start stays at or before end at every keyframe of either, so each maps on its own.
    private var isOrdered: Bool {
        let frames = [start, end].flatMap { property -> [Double] in
            if case .keyframed(let keyframes) = property { return keyframes.map(\.frame) }
            return [0]
        }
        return frames.allSatisfy { start.scalar(atFrame: $0) <= end.scalar(atFrame: $0) }
    }
}
