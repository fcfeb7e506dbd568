import CairoRendering

/// How far a rendered frame may drift from its reference image and still match.
///
/// Which to use: `exact` where references are recorded and checked on one machine image;
/// `default` on CI machines of one kind; `perceptual` when references recorded on one machine
/// are checked on others (another CPU, another distribution's Cairo or FreeType), where
/// antialiasing differs by a few levels everywhere but nothing a viewer would notice changes.
///
/// Three knobs, checked together (four with `maximumDeltaE`):
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
    /// When set, a pixel matches when its colour (seen over black and over white) is within this
    /// CIE ΔE*ab of the reference's, whatever its channel levels (`pixelTolerance` is then unused):
    /// swift-snapshot-testing's per-pixel perceptual precision, as a colour distance.
    public var maximumDeltaE: Double?

    public init(pixelTolerance: Int, precision: Double, perceptualPrecision: Double, maximumDeltaE: Double? = nil) {
        self.pixelTolerance = pixelTolerance
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.maximumDeltaE = maximumDeltaE
    }

    /// 8 levels per channel; at most 0.02 % of pixels (25 of a 480×270 frame) beyond that;
    /// SSIM at least 0.98.
    public static let `default` = SnapshotTolerance(pixelTolerance: 8, precision: 0.9998, perceptualPrecision: 0.98)

    /// Every pixel within ΔE*ab 2.3 (the just-noticeable difference) but 0.1 %; SSIM at least 0.98.
    public static let perceptual = SnapshotTolerance(pixelTolerance: 0, precision: 0.999, perceptualPrecision: 0.98,
                                                     maximumDeltaE: 2.3)

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
        if let maximumDeltaE, !(maximumDeltaE.isFinite && maximumDeltaE >= 0) {
            throw SnapshotError.invalidTolerance("maximumDeltaE must be a finite distance of 0 or more (got \(maximumDeltaE))")
        }
        // 1 - 0.9998 is 0.000199999…: the 1e-12 keeps "0.02 % allowed" allowing exactly 0.02 %.
        return ComparisonTolerance(channel: pixelTolerance, differingPixelFraction: 1 - precision + 1e-12,
                                   minimumSSIM: perceptualPrecision, maximumDeltaE: maximumDeltaE)
    }
}
