import CairoRendering
import Foundation
import SnapshotTesting
import ZoetropeTesting

extension Diffing where Value: SnapshotStandIn {
    /// Values stored and compared as `format` says — the comparison, artifacts and report entry
    /// `SnapshotVerifier` makes — for the test that made the diffing. A reference that cannot be
    /// read back is the stand-in, and the mismatch says so.
    init(_ format: SnapshotFormat<Value>, test: StrategyTest) {
        let unreadable = Value.standIn("the reference could not be read")
        self = .diff(
            toData: { value in (try? format.data(value)) ?? Data() },
            fromData: { data in (try? format.value(data)) ?? unreadable },
            diffV2: { reference, actual in
                test.difference(reference, actual, as: format, hint: reference == unreadable
                    ? "the reference \(format.pathExtension.uppercased()) could not be decoded" : nil)
            }
        )
    }
}

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
        Diffing(.image(tolerance: tolerance), test: StrategyTest(fileID: fileID, function: function))
    }
}
