import Foundation
import XCTest
@testable import MediaEncoding

/// Rows split into bands: every row exactly once, in consecutive runs, and small work on the
/// caller's thread alone.
final class RowBandsTests: XCTestCase {
    func testEveryRowIsVisitedOnceInConsecutiveBands() {
        for (rows, rowWork) in [(1080, 1920), (7, 1_000_000), (3, 1), (1, 65_536 * 4), (0, 1920), (1921, 37)] {
            let visits = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(rows, 1))
            visits.initialize(repeating: 0)
            defer { visits.deallocate() }
            let lock = NSLock()
            var bands: [Range<Int>] = []
            RowBands.forEach(rows: rows, rowWork: rowWork) { band in
                for row in band { visits[row] += 1 }
                lock.withLock { bands.append(band) }
            }
            XCTAssertTrue(visits.prefix(rows).allSatisfy { $0 == 1 }, "\(rows) rows of \(rowWork)")
            let sorted = bands.sorted { $0.lowerBound < $1.lowerBound }
            XCTAssertEqual(sorted.count, rows == 0 ? 0 : RowBands.count(rows: rows, rowWork: rowWork))
            XCTAssertEqual(zip(sorted, sorted.dropFirst()).filter { $0.upperBound != $1.lowerBound }.count, 0, "no gaps")
        }
    }

    func testSmallWorkIsOneBandAndLargeWorkOneBandPerCoreAtMost() {
        XCTAssertEqual(RowBands.count(rows: 100, rowWork: 100), 1, "10 K pixels")
        XCTAssertEqual(RowBands.count(rows: 1080, rowWork: 1920), min(ProcessInfo.processInfo.activeProcessorCount, 31))
        XCTAssertEqual(RowBands.count(rows: 2, rowWork: 1_000_000), min(ProcessInfo.processInfo.activeProcessorCount, 2), "never more bands than rows")
        XCTAssertEqual(RowBands.count(rows: Int.max, rowWork: Int.max), ProcessInfo.processInfo.activeProcessorCount)
        XCTAssertEqual(RowBands.count(rows: 5, rowWork: 0), 1)
    }
}
