import Foundation
import XCTest
import ZoetropeTestSupport

/// A GIF's palette pass keeps statistics, not frames: peak memory does not grow with length.
final class GIFMemoryTests: XCTestCase {
    /// Peak resident memory of a command, in KiB, from GNU time.
    private func peakKiB(_ arguments: String, in folder: URL) throws -> Int {
        let result = try CLI.shell("/usr/bin/time -f '%M' -o peak.txt $Z \(arguments) && cat peak.txt", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), result.stdout)
    }

    func testPeakMemoryIsFlatFrom60To600Frames() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let short = try peakKiB("render clock --fps 10 --to 6 --quiet -o short.gif", in: folder)
        let long = try peakKiB("render clock --fps 10 --to 60 --quiet -o long.gif", in: folder)
        // Frames queued in the palette pass used to add about 0.5 MB each (+270 MB here).
        XCTAssertLessThan(Double(long), Double(short) * 1.15, "short \(short) KiB, long \(long) KiB")
    }
}
