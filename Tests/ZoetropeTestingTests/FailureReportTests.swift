import CairoRendering
import Foundation
import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// The HTML failure report: two deliberate failures (an image and a trace) under an artifacts
/// folder give one page with a summary, the three images, the counts and the coloured line diff;
/// headless Chromium renders it.
final class FailureReportTests: XCTestCase {
    private var directory: TemporaryFolder!

    override func setUpWithError() throws { directory = try TemporaryFolder() }
    override func tearDown() {
        unsetenv(SnapshotArtifacts.environmentVariable)
        directory.remove()
    }

    private func square(at x: Int) throws -> RGBAImage {
        var image = try RGBAImage(width: 80, height: 60, fill: (r: 242, g: 242, b: 247, a: 255))
        for y in 20..<40 { for column in x..<(x + 20) { image.setPixel(x: column, y: y, (r: 10, g: 132, b: 255, a: 255)) } }
        return image
    }

    func testTwoFailuresMakeOnePageWithImagesCountsAndALineDiff() throws {
        let references = directory.url.appendingPathComponent("__Snapshots__/DemoTests")
        let artifacts = directory.url.appendingPathComponent("artifacts")
        let frame = references.appendingPathComponent("testMove.0.500.png")
        let trace = references.appendingPathComponent("testMove.trace.txt")
        XCTAssertEqual(SnapshotVerifier(recordMode: .missing).verify(try square(at: 10), reference: frame), .recorded(reference: frame, reason: .missing))
        XCTAssertEqual(SnapshotVerifier(recordMode: .missing).verify(text: "t=0.0 box x=10\nt=0.5 box x=20\n", reference: trace),
                       .recorded(reference: trace, reason: .missing))

        setenv(SnapshotArtifacts.environmentVariable, artifacts.path, 1)
        let imageOutcome = SnapshotVerifier(recordMode: .never).verify(try square(at: 30), reference: frame)
        let textOutcome = SnapshotVerifier(recordMode: .never).verify(text: "t=0.0 box x=10\nt=0.5 box x=25\n", reference: trace)
        guard case .mismatched = imageOutcome, case .mismatched = textOutcome else {
            return XCTFail("both should fail: \(imageOutcome), \(textOutcome)")
        }

        let failures = try FailureReport.failures(in: artifacts)
        XCTAssertEqual(failures.map(\.name), ["DemoTests/testMove.0.500.png", "DemoTests/testMove.trace.txt"])
        let image = failures[0]
        XCTAssertEqual(image.changedPixels, 800, "the square moved by 20 pixels: 2 × 20 × 20 pixels changed")
        for path in [image.reference, image.actual, image.diff] {
            let relative = try XCTUnwrap(path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(relative).path), relative)
        }
        let page = try String(contentsOf: artifacts.appendingPathComponent(FailureReport.pageName), encoding: .utf8)
        XCTAssertTrue(page.contains("2 snapshots failed: 1 image, 1 trace"))
        XCTAssertTrue(page.contains("<b>800 changed pixels</b>"))
        XCTAssertTrue(page.contains("SSIM 0."))
        XCTAssertTrue(page.contains("src=\"DemoTests/testMove.0.500.reference.png\""))
        XCTAssertTrue(page.contains("src=\"DemoTests/testMove.0.500.diff.png\""))
        XCTAssertTrue(page.contains("type=\"range\""), "the onion-skin slider")
        XCTAssertTrue(page.contains("<span class=\"del\">- t=0.5 box x=20</span>"), page)
        XCTAssertTrue(page.contains("<span class=\"add\">+ t=0.5 box x=25</span>"), page)

        // Headless Chromium renders the page (and a person can look at the screenshot).
        let screenshot = artifacts.appendingPathComponent("report.png")
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        chromium.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,1000",
                              "--screenshot=\(screenshot.path)", artifacts.appendingPathComponent(FailureReport.pageName).absoluteString]
        chromium.standardOutput = FileHandle.nullDevice
        chromium.standardError = FileHandle.nullDevice
        try chromium.run()
        chromium.waitUntilExit()
        let rendered = try RGBAImage(contentsOfPNG: screenshot)
        XCTAssertEqual(rendered.width, 1200)
        if let keep = ProcessInfo.processInfo.environment["ZOETROPE_SCREENSHOTS"] {
            try? FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep).appendingPathComponent("report.png"))
        }
    }
}
