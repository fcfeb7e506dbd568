import CairoRendering
import Foundation
import Scenes
import SnapshotTesting
import XCTest
import Zoetrope
import ZoetropeSnapshotTesting
import ZoetropeTesting
import ZoetropeTestSupport

/// The swift-snapshot-testing strategies add their failures to the same HTML report as
/// `assertSnapshot`/`assertTrace`, named after the test that made the strategy: an image with
/// its reference, actual and diff files and counts, a trace with its coloured line diff.
final class StrategyFailureReportTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("strategy-report") }

    override func tearDown() {
        unsetenv(SnapshotArtifacts.environmentVariable)
    }

    /// 60×40 grey with a 10×10 blue square at x.
    private func card(squareAt x: Int) throws -> RGBAImage {
        var image = try RGBAImage(width: 60, height: 40, fill: (r: 242, g: 242, b: 247, a: 255))
        for y in 15..<25 { for column in x..<(x + 10) { image.setPixel(x: column, y: y, (r: 10, g: 132, b: 255, a: 255)) } }
        return image
    }

    func testFailingStrategiesJoinTheReport() throws {
        let references = folder.appendingPathComponent("__Snapshots__").path
        let artifacts = folder.appendingPathComponent("artifacts")
        XCTAssertNotNil(verifySnapshot(of: try card(squareAt: 10), as: .image(), named: "card", record: .all, snapshotDirectory: references))
        let springy = try LoadingIndicatorScene(variant: "spring"), eased = try LoadingIndicatorScene(variant: "ease-out")
        XCTAssertNotNil(verifySnapshot(of: springy as any Scene, as: .trace(fps: 4), named: "bar", record: .all,
                                       snapshotDirectory: references))

        setenv(SnapshotArtifacts.environmentVariable, artifacts.path, 1)
        XCTAssertNil(verifySnapshot(of: try card(squareAt: 10), as: .image(), named: "card", record: .never, snapshotDirectory: references),
                     "a match adds nothing")
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(FailureReport.pageName).path))
        XCTAssertNotNil(verifySnapshot(of: try card(squareAt: 14), as: .image(), named: "card", record: .never,
                                       snapshotDirectory: references))
        XCTAssertNotNil(verifySnapshot(of: eased as any Scene, as: .trace(fps: 4), named: "bar", record: .never,
                                       snapshotDirectory: references))

        let failures = try FailureReport.failures(in: artifacts)
        XCTAssertEqual(failures.map(\.name), Array(repeating: "StrategyFailureReportTests/testFailingStrategiesJoinTheReport", count: 2))
        XCTAssertEqual(failures.map(\.kind), [.image, .text])
        let image = failures[0]
        XCTAssertEqual(image.changedPixels, 80, "the square moved by 4 pixels: 2 × 4 × 10 pixels changed")
        for path in [image.reference, image.actual, image.diff] {
            let relative = try XCTUnwrap(path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(relative).path), relative)
        }
        XCTAssertEqual(try RGBAImage(contentsOfPNG: artifacts.appendingPathComponent(try XCTUnwrap(image.reference))), try card(squareAt: 10))
        XCTAssertEqual(try RGBAImage(contentsOfPNG: artifacts.appendingPathComponent(try XCTUnwrap(image.actual))), try card(squareAt: 14))
        let lineDiff = try XCTUnwrap(failures[1].lineDiff)
        XCTAssertTrue(lineDiff.contains("\n- ") && lineDiff.contains("\n+ "), lineDiff)

        let page = try String(contentsOf: artifacts.appendingPathComponent(FailureReport.pageName), encoding: .utf8)
        XCTAssertTrue(page.contains("2 snapshots failed: 1 image, 1 trace"), page)
        XCTAssertTrue(page.contains("<b>80 changed pixels</b>"))
        XCTAssertTrue(page.contains("<span class=\"del\">- "), "the reference's lines in red")
        if let keep = ProcessInfo.processInfo.environment["ZOETROPE_SCREENSHOTS"] {
            try? FileManager.default.copyItem(at: artifacts, to: URL(fileURLWithPath: keep).appendingPathComponent("strategy-report"))
        }
    }
}
