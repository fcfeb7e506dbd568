import CairoRendering
import Foundation

extension SnapshotFormat where Value == RGBAImage {
    /// Images stored as PNG and compared with `tolerance` (per-pixel levels, the fraction of
    /// matching pixels, SSIM, optionally a colour distance). Identical pixels skip the costly
    /// comparison; a difference carries the diff image (differing pixels red over the faded reference).
    public static func image(tolerance: SnapshotTolerance = .default) -> SnapshotFormat {
        let comparisonTolerance = Result { try tolerance.comparisonTolerance() }
        return SnapshotFormat(
            pathExtension: "png",
            data: { try $0.pngData() },
            value: { try RGBAImage(pngData: $0) },
            problem: { if case .failure(let error) = comparisonTolerance { return "\(error)" } else { return nil } }(),
            dependsOnRenderingStack: true,
            compare: { reference, actual in
                guard reference.width == actual.width, reference.height == actual.height else {
                    let sizes = ImageComparisonError.sizeMismatch(expectedWidth: reference.width, expectedHeight: reference.height,
                                                                  actualWidth: actual.width, actualHeight: actual.height)
                    return SnapshotDifference(kind: .image, summary: "\(sizes)", details: "size differs: reference "
                        + "\(reference.width)×\(reference.height) pixels, actual \(actual.width)×\(actual.height)")
                }
                guard reference != actual else { return nil }
                let comparison = try ImageComparison(expected: reference, actual: actual, tolerance: try comparisonTolerance.get())
                guard !comparison.passes else { return nil }
                return SnapshotDifference(kind: .image, summary: comparison.summary, details: describe(comparison, tolerance: tolerance),
                                          comparison: comparison)
            }
        )
    }

    /// The comparison in the tolerance's terms, for the failure message: how many pixels differ
    /// by the tolerance's own criterion (levels, or ΔE for a perceptual tolerance), where, and
    /// what colour became what.
    private static func describe(_ comparison: ImageComparison, tolerance: SnapshotTolerance) -> String {
        let percent = TraceFormat.number(comparison.differingPixelFraction * 100, decimals: 3)
        let allowed = TraceFormat.number((1 - tolerance.precision) * 100, decimals: 3)
        let criterion = tolerance.maximumDeltaE.map { "ΔE*ab \(TraceFormat.number($0, decimals: 1))" }
            ?? "\(tolerance.pixelTolerance) levels"
        let change = ColourChange(comparison).map { "; \($0.description)" } ?? ""
        return "\(comparison.differingPixelCount) pixels (\(percent) %, allowed \(allowed) %) differ by more than "
            + "\(criterion); max channel difference \(comparison.maxChannelDifference), "
            + "mean \(TraceFormat.number(comparison.meanChannelDifference, decimals: 3)); "
            + "SSIM \(TraceFormat.number(comparison.ssim, decimals: 4)) (minimum \(tolerance.perceptualPrecision))\(change)"
    }
}
