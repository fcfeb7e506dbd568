import Foundation
import XCTest
@testable import ZoetropeTesting
import ZoetropeTestSupport

/// The report shows the failures of one test run: a run's first failure drops what earlier runs
/// left in the folder (it once said "9 snapshots failed" for 5), and failures of one run,
/// however many processes it has, all stay.
final class FailureReportRunTests: XCTestCase {
    func testANewRunStartsTheReportAfresh() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let failure = { (name: String) in SnapshotFailure(kind: .text, name: name, details: "differs") }
        for name in ["A/a.trace.txt", "A/b.trace.txt", "A/c.trace.txt"] { try FailureReport.add(failure(name), in: folder.url, run: "100-1") }
        XCTAssertEqual(try FailureReport.failures(in: folder.url).map(\.name), ["A/a.trace.txt", "A/b.trace.txt", "A/c.trace.txt"])

        try FailureReport.add(failure("A/b.trace.txt"), in: folder.url, run: "200-7")
        try FailureReport.add(failure("B/d.trace.txt"), in: folder.url, run: "200-7")
        XCTAssertEqual(try FailureReport.failures(in: folder.url).map(\.name), ["A/b.trace.txt", "B/d.trace.txt"])
        let page = try String(contentsOf: folder.url.appendingPathComponent(FailureReport.pageName), encoding: .utf8)
        XCTAssertTrue(page.contains("2 snapshots failed"), page)
    }

    /// The run is named by the test runner this process is a child of.
    func testTheRunIsTheParentProcess() {
        XCTAssertTrue(TestRun.current.hasPrefix("\(getppid())-"), TestRun.current)
    }
}
