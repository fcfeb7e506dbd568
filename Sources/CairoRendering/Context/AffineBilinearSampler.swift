import MediaEncoding
import MotionCore

/// Resamples a premultiplied 32-bit picture through an affine map with bilinear filtering and
/// padded edges (`CAIRO_EXTEND_PAD`), the way Pixman samples a transformed picture: each target
/// pixel's centre is mapped into the picture, half a pixel is taken off to reach texel centres,
/// and the four texels around it are blended. Written here because Pixman has no fast path for a
/// rotated or sheared picture: its generic affine fetcher takes about 8 ns a pixel here, ten
/// times its scale-only path (a rotated card redrawn every frame of a zoom spent most of its
/// time there). This one steps through the picture in 16.16 fixed point along each row, as Pixman
/// does, and blends a pixel's four channels at once in 16-bit SIMD lanes with weights of 1/256,
/// positions and blends rounded to nearest (Pixman's weights are 1/128): within two levels of the
/// exact bilinear sample (half a level from each weight, half from each of two blends) and of Pixman's.
enum AffineBilinearSampler {
    /// A premultiplied ARGB32 / RGB24 pixel plane: `rowLength` pixels from one row to the next.
    struct Plane {
        let pixels: UnsafeMutablePointer<UInt32>
        let width: Int
        let height: Int
        let rowLength: Int
    }

    /// Fills `target` with `source` sampled where `toSource` maps each target pixel: target
    /// pixel (i, j)'s centre (i + ½, j + ½) goes to `toSource` applied to it, in source pixels.
    /// `opaque` (an RGB24 source, whose unused byte may hold anything) makes every result's alpha
    /// 255. Only target pixels within about three source pixels of the picture are written (the
    /// rest stay as they are: the caller clips them away); away from its edges no texel is clamped.
    static func resample(_ source: Plane, into target: Plane, toSource: AffineTransform, opaque: Bool) {
        guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { return }
        let one = 65536.0
        // Fixed-point steps along a row, and the start of each row, half a texel back.
        let stepU = Int((toSource.a * one).rounded()), stepV = Int((toSource.b * one).rounded())
        let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
        let lastColumn = source.width - 1, lastRow = source.height - 1
        let width = Double(source.width), height = Double(source.height)
        // Rows are independent: bands of them run side by side.
        RowBands.forEach(rows: target.height, rowWork: target.width) { rows in
            for j in rows {
                let y = Double(j) + 0.5
                let startU = toSource.a * 0.5 + toSource.c * y + toSource.tx - 0.5
                let startV = toSource.b * 0.5 + toSource.d * y + toSource.ty - 0.5
                let drawn = span(start: startU, step: toSource.a, from: -4.5, to: width + 3.5, within: target.width)
                    .clamped(to: span(start: startV, step: toSource.b, from: -4.5, to: height + 3.5, within: target.width))
                guard !drawn.isEmpty else { continue }
                // Where both texels of each pair lie inside the picture, a pixel's margin from the edges.
                let inside = span(start: startU, step: toSource.a, from: 1, to: width - 2, within: target.width)
                    .clamped(to: span(start: startV, step: toSource.b, from: 1, to: height - 2, within: target.width))
                    .clamped(to: drawn)
                let row = target.pixels + j * target.rowLength
                // Half a weight step ahead, so that a position's 1/256 weight is rounded, not cut.
                var u = Int((startU * one).rounded(.down)) + 0x80 + drawn.lowerBound * stepU
                var v = Int((startV * one).rounded(.down)) + 0x80 + drawn.lowerBound * stepV
                var i = drawn.lowerBound
                let interior = inside.isEmpty ? drawn.upperBound..<drawn.upperBound : inside
                while i < drawn.upperBound {
                    if i >= interior.lowerBound, i < interior.upperBound {
                        while i < interior.upperBound {
                            let top = UnsafeRawPointer(source.pixels + (v >> 16) * source.rowLength + (u >> 16))
                            let bottom = top + 4 * source.rowLength
                            row[i] = sample(top: top.loadUnaligned(as: UInt64.self), bottom: bottom.loadUnaligned(as: UInt64.self),
                                            u: u, v: v) | alpha
                            u &+= stepU; v &+= stepV; i += 1
                        }
                        continue
                    }
                    let end = i < interior.lowerBound ? interior.lowerBound : drawn.upperBound
                    while i < end {
                        let column = u >> 16, line = v >> 16
                        let x0 = min(max(column, 0), lastColumn), x1 = min(max(column + 1, 0), lastColumn)
                        let top = source.pixels + min(max(line, 0), lastRow) * source.rowLength
                        let bottom = source.pixels + min(max(line + 1, 0), lastRow) * source.rowLength
                        row[i] = sample(top: pair(top[x0], top[x1]), bottom: pair(bottom[x0], bottom[x1]), u: u, v: v) | alpha
                        u &+= stepU; v &+= stepV; i += 1
                    }
                }
            }
        }
    }

    /// The four texels around a sample blended by its position's fractions (16.16 fixed point):
    /// `top` and `bottom` each hold a left and a right texel (the left in the low half), one
    /// channel to a 16-bit lane. Each column is blended down by the vertical fraction, then the
    /// two columns across by the horizontal one, each step as `p` + (`q` − `p`) · `weight` / 256
    /// rounded to nearest (at most 255 · 256 + 128 in a lane: nothing overflows).
    @inline(__always)
    private static func sample(top: UInt64, bottom: UInt64, u: Int, v: Int) -> UInt32 {
        typealias Lanes = SIMD8<UInt16>
        let across = UInt16(truncatingIfNeeded: (u >> 8) & 0xFF), down = UInt16(truncatingIfNeeded: (v >> 8) & 0xFF)
        let upper = Lanes(truncatingIfNeeded: unsafeBitCast(top, to: SIMD8<UInt8>.self))
        let lower = Lanes(truncatingIfNeeded: unsafeBitCast(bottom, to: SIMD8<UInt8>.self))
        let half = Lanes(repeating: 128)
        let columns = (upper &* Lanes(repeating: 256 &- down) &+ lower &* Lanes(repeating: down) &+ half) &>> 8
        let weighted = columns &* Lanes(lowHalf: SIMD4(repeating: 256 &- across), highHalf: SIMD4(repeating: across))
        let blended = (weighted.lowHalf &+ weighted.highHalf &+ half.lowHalf) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: blended), to: UInt32.self)
    }

    /// Two texels side by side, the left one in the low half.
    @inline(__always)
    private static func pair(_ left: UInt32, _ right: UInt32) -> UInt64 {
        UInt64(left) | UInt64(right) << 32
    }

    /// The indices `i` in `0..<count` with `from` ≤ `start` + i · `step` ≤ `to`, narrowed by a
    /// pixel at each end so that the fixed-point stepping never leaves the interval.
    private static func span(start: Double, step: Double, from: Double, to: Double, within count: Int) -> Range<Int> {
        guard from <= to else { return 0..<0 }
        if abs(step) < 1e-12 { return start >= from && start <= to ? 0..<count : 0..<0 }
        let a = (from - start) / step, b = (to - start) / step
        let low = (min(a, b) + 1).rounded(.up), high = (max(a, b) - 1).rounded(.down)
        guard low.isFinite, high.isFinite, high >= low, high >= 0, low < Double(count) else { return 0..<0 }
        return Int(max(low, 0))..<Int(min(high, Double(count - 1))) + 1
    }
}
