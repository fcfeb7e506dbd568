import Dispatch
import Foundation

/// Per-pixel work split into bands of rows run side by side on the cores — for loops whose rows
/// are independent, so the result is the same bytes as one pass. Work too small to pay for the
/// threads' start (about `minimumBandWork` units a band) runs on the caller's thread alone.
public enum RowBands {
    /// The least work (pixels, say) worth a band of its own: below ~64 K units, waking a second
    /// thread costs about what it saves.
    public static let minimumBandWork = 65_536

    /// How many bands `rows` rows of `rowWork` units each are cut into: one per core, fewer when
    /// a band would get less than `minimumBandWork` units, at least one.
    public static func count(rows: Int, rowWork: Int) -> Int {
        let work = rows.multipliedReportingOverflow(by: max(rowWork, 1))
        let byWork = work.overflow ? Int.max : work.partialValue / minimumBandWork
        return max(1, min(ProcessInfo.processInfo.activeProcessorCount, byWork, rows))
    }

    /// Calls `body` once per band with its consecutive rows, together covering `0..<rows`;
    /// bands run concurrently, so `body` may write only what its rows own.
    public static func forEach(rows: Int, rowWork: Int, _ body: (Range<Int>) -> Void) {
        let bands = count(rows: rows, rowWork: rowWork)
        guard bands > 1 else {
            if rows > 0 { body(0..<rows) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            body(rows * band / bands..<rows * (band + 1) / bands)
        }
    }
}
