import Foundation
import XCTest
@testable import MediaEncoding

/// The watchdog over input reads: a read blocked past the timeout is reported with its path
/// (the read is made to block here; a hung mount cannot be made in a test), a quick one is not.
final class StalledReadsTests: XCTestCase {
    override func tearDown() { StalledReads.install(timeout: nil) }

    private final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [(String, Double)] = []
        func add(_ path: String, _ seconds: Double) { lock.lock(); list.append((path, seconds)); lock.unlock() }
        var paths: [String] { lock.lock(); defer { lock.unlock() }; return list.map(\.0) }
    }

    func testABlockedReadIsReportedWithItsPathAfterTheTimeout() {
        let reports = Reports()
        let reported = expectation(description: "the stalled read is reported")
        StalledReads.install(timeout: 0.2) { path, seconds in
            reports.add(path, seconds)
            XCTAssertEqual(seconds, 0.2)
            reported.fulfill()
        }
        let release = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            StalledReads.guarding("/mnt/hung/clip.mov") { _ = release.wait(timeout: .now() + 5) }
        }
        wait(for: [reported], timeout: 3)
        release.signal()
        XCTAssertEqual(reports.paths, ["/mnt/hung/clip.mov"])
    }

    func testAReadThatReturnsInTimeIsNotReported() {
        let reports = Reports()
        StalledReads.install(timeout: 0.2) { path, seconds in reports.add(path, seconds) }
        let value = StalledReads.guarding("/tmp/quick.png") { 42 }
        XCTAssertEqual(value, 42)
        Thread.sleep(forTimeInterval: 0.4)
        XCTAssertEqual(reports.paths, [])
    }

    func testNothingIsWatchedUnlessAsked() {
        let reports = Reports()
        StalledReads.install(timeout: 0.05) { path, seconds in reports.add(path, seconds) }
        StalledReads.install(timeout: nil)
        StalledReads.guarding("/tmp/slow.png") { Thread.sleep(forTimeInterval: 0.2) }
        XCTAssertEqual(reports.paths, [])
    }
}
