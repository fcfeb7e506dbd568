import CairoRendering
import Foundation
import SnapshotTesting
import ZoetropeTesting

extension Diffing where Value == RGBAImage {
    /// Images stored as PNG and compared with Zoetrope's `SnapshotTolerance` (per-pixel levels,
    /// fraction of matching pixels, SSIM): `SnapshotFormat.image`, as `assertSnapshot` compares.
    /// swift-snapshot-testing's own image strategies are Apple-only; this one runs anywhere
    /// Zoetrope does.
    ///
    /// On a mismatch the message gives the numbers and names a diff image (differing pixels red
    /// over the faded reference) written to `$SNAPSHOT_ARTIFACTS` (or the temporary folder);
    /// the diff and the actual image are also returned as attachments, and with
    /// `$SNAPSHOT_ARTIFACTS` set the failure joins the HTML `FailureReport`, named after the test
    /// that made this diffing.
    public static func image(tolerance: SnapshotTolerance = .default,
                             fileID: StaticString = #fileID, function: String = #function) -> Diffing {
        image(.image(tolerance: tolerance), test: StrategyTest(fileID: fileID, function: function))
    }

    static func image(_ format: SnapshotFormat<RGBAImage>, test: StrategyTest) -> Diffing {
        .diff(
            toData: { image in (try? format.data(image)) ?? Data() },
            fromData: { data in (try? format.value(data)) ?? .unreadable },
            diffV2: { reference, actual in
                test.difference(reference, actual, as: format,
                                hint: reference == .unreadable ? "the reference PNG could not be decoded" : nil)
            }
        )
    }
}

extension Diffing where Value == String {
    /// Text compared line by line (`SnapshotFormat.lines`); a difference is the line diff and
    /// joins the failure report like an image's.
    static func lines(test: StrategyTest) -> Diffing {
        let format = SnapshotFormat<String>.lines
        return .diff(
            toData: { text in (try? format.data(text)) ?? Data() },
            fromData: { data in String(decoding: data, as: UTF8.self) },
            diffV2: { reference, actual in test.difference(reference, actual, as: format) }
        )
    }
}

extension RGBAImage {
    /// Stands in for a reference PNG that cannot be decoded (`fromData` cannot throw) or a
    /// snapshot that could not be taken; its 1×1 size makes the comparison fail and say so.
    static let unreadable = try! RGBAImage(width: 1, height: 1, fill: (r: 255, g: 0, b: 255, a: 0))
}
