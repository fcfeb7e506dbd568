import CairoRendering

/// How far a rendered frame may drift from its reference image and still match.
///
/// Three knobs, checked together:
/// - `pixelTolerance`: a pixel matches when none of its premultiplied channels differs by more
///   than this many levels (0–255);
/// - `precision`: the fraction of pixels that must match (1 = all of them);
/// - `perceptualPrecision`: the lowest mean structural similarity (SSIM, Wang et al. 2004)
///   accepted, which catches changes spread thinly over the whole frame.
///
/// The `default` absorbs the few-level anti-aliasing differences Cairo/pixman and FreeType
/// produce between machines of the same kind (different SIMD paths round blends differently)
/// and a handful of edge pixels beyond that, but fails a moved edge, a changed glyph, or a
/// colour change of more than `pixelTolerance` levels on more than a few pixels.
public struct SnapshotTolerance: Hashable, Sendable {
    /// Largest premultiplied channel difference (0–255) for which a pixel still matches.
    public var pixelTolerance: Int
    /// Fraction of pixels (0–1) that must be within `pixelTolerance`.
    public var precision: Double
    /// Lowest mean SSIM (0–1) accepted; 0 turns the perceptual check off.
    public var perceptualPrecision: Double

    public init(pixelTolerance: Int, precision: Double, perceptualPrecision: Double) {
        self.pixelTolerance = pixelTolerance
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// 8 levels per channel; at most 0.02 % of pixels (25 of a 480×270 frame) beyond that;
    /// SSIM at least 0.98.
    public static let `default` = SnapshotTolerance(pixelTolerance: 8, precision: 0.9998, perceptualPrecision: 0.98)

    /// Identical pixels only.
    public static let exact = SnapshotTolerance(pixelTolerance: 0, precision: 1, perceptualPrecision: 0)

    /// The tolerance in `ImageComparison`'s terms; throws when a value is out of range.
    public func comparisonTolerance() throws -> ComparisonTolerance {
        guard (0...255).contains(pixelTolerance) else {
            throw SnapshotError.invalidTolerance("pixelTolerance must be in 0...255 (got \(pixelTolerance))")
        }
        guard precision.isFinite, (0...1).contains(precision) else {
            throw SnapshotError.invalidTolerance("precision must be in 0...1 (got \(precision))")
        }
        guard perceptualPrecision.isFinite, (0...1).contains(perceptualPrecision) else {
            throw SnapshotError.invalidTolerance("perceptualPrecision must be in 0...1 (got \(perceptualPrecision))")
        }
        // 1 - 0.9998 is 0.000199999…: the 1e-12 keeps "0.02 % allowed" allowing exactly 0.02 %.
        return ComparisonTolerance(channel: pixelTolerance, differingPixelFraction: 1 - precision + 1e-12,
                                   minimumSSIM: perceptualPrecision)
    }
}
