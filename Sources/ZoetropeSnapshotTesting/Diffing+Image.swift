import CairoRendering
import Foundation
import MediaEncoding
import SnapshotTesting
import ZoetropeTesting

extension Diffing where Value == RGBAImage {
    /// Images stored as PNG and compared with Zoetrope's `SnapshotTolerance` (per-pixel levels,
    /// fraction of matching pixels, SSIM). swift-snapshot-testing's own image strategies are
    /// Apple-only; this one runs anywhere Zoetrope does.
    ///
    /// On a mismatch the message gives the numbers and names a diff image (differing pixels red
    /// over the faded reference) written to `$SNAPSHOT_ARTIFACTS` (or the temporary folder);
    /// the diff and the actual image are also returned as attachments, and with
    /// `$SNAPSHOT_ARTIFACTS` set the failure joins the HTML `FailureReport`, named after the test
    /// that made this diffing.
    public static func image(tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, function: String = #function) -> Diffing {
        image(tolerance: tolerance, report: StrategyFailureReport(fileID: fileID, function: function))
    }

    static func image(tolerance: SnapshotTolerance, report: StrategyFailureReport) -> Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in (try? RGBAImage(pngData: data)) ?? ImageDiffing.unreadable },
            diffV2: { reference, actual in ImageDiffing.difference(reference, actual, tolerance: tolerance, report: report) }
        )
    }
}

/// The comparison behind `Diffing.image`.
enum ImageDiffing {
    /// Stands in for a reference PNG that cannot be decoded (`fromData` cannot throw); its
    /// 1×1 size makes the comparison fail and say so.
    static let unreadable = try! RGBAImage(width: 1, height: 1, fill: (r: 255, g: 0, b: 255, a: 0))

    static func difference(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: SnapshotTolerance,
                           report: StrategyFailureReport) -> (String, [DiffAttachment])? {
        if reference == actual { return nil }
        do {
            let comparison = try ImageComparison(expected: reference, actual: actual, tolerance: tolerance.comparisonTolerance())
            if comparison.passes { return nil }
            let diffData = try comparison.diffImage().pngData()
            let diffURL = artifactsDirectory.appendingPathComponent("zoetrope-diff-\(fingerprint(actual)).png")
            var message = "Newly-taken snapshot does not match reference: " + comparison.summary
            var written: URL?
            do {
                try FileManager.default.createDirectory(at: artifactsDirectory, withIntermediateDirectories: true)
                try diffData.write(to: diffURL, options: .atomic)
                message += "\ndiff image: \(diffURL.path)"
                written = diffURL
            } catch {
                message += "\n(could not write the diff image to \(diffURL.path): \(error))"
            }
            report.addImage(reference: reference, actual: actual, diff: written, comparison: comparison)
            return (message, [.data(diffData, name: "difference.png"), .data(try actual.pngData(), name: "actual.png")])
        } catch let error as ImageComparisonError {
            return ("Newly-taken snapshot does not match reference: \(error)"
                    + (reference == unreadable ? " (the reference PNG could not be decoded)" : ""), [])
        } catch {
            return ("Could not compare the snapshot with its reference: \(error)", [])
        }
    }

    /// Where diff images go: the `SnapshotArtifacts` folder (`$SNAPSHOT_ARTIFACTS`, where
    /// swift-snapshot-testing also puts failed snapshots), or the temporary folder as it does —
    /// a diffing is not told where the reference is.
    static var artifactsDirectory: URL {
        (SnapshotArtifacts.folder() ?? URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true))
            .appendingPathComponent("ZoetropeSnapshotTesting", isDirectory: true)
    }

    /// FNV-1a of the pixels: a stable file name per image, no randomness.
    static func fingerprint(_ image: RGBAImage) -> String {
        var hash = FNV1a()
        hash.combine(image.pixels)
        return hash.hex
    }
}
