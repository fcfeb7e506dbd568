import MediaEncoding
import XCTest

final class OutputFormatTests: XCTestCase {
    func testExtensions() throws {
        XCTAssertEqual(try OutputFormat.forPath("out/demo.mp4"), .mp4)
        XCTAssertEqual(try OutputFormat.forPath("DEMO.MOV"), .prores)
        XCTAssertEqual(try OutputFormat.forPath("a.webm"), .webm)
        XCTAssertEqual(try OutputFormat.forPath("a.gif"), .gif)
        XCTAssertEqual(try OutputFormat.forPath("a.apng"), .apng)
        XCTAssertEqual(try OutputFormat.forPath("a.png"), .apng)
        XCTAssertEqual(try OutputFormat.forPath("a.webp"), .webp)
        XCTAssertEqual(try OutputFormat.forPath("frames/f-%04d.png"), .pngSequence(pattern: "frames/f-%04d.png"))
        XCTAssertEqual(try OutputFormat.forPath("frames/%d.png"), .pngSequence(pattern: "frames/%d.png"))
    }

    func testUnknownExtensionListsTheSupportedOnes() {
        XCTAssertThrowsError(try OutputFormat.forPath("clip.avi")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("clip.avi"), message)
            for name in [".mp4", ".mov", ".webm", ".gif", ".apng", ".png", ".webp", "%d"] {
                XCTAssertTrue(message.contains(name), "\(name) missing from: \(message)")
            }
        }
        XCTAssertThrowsError(try OutputFormat.forPath("no-extension"))
    }

    func testAlphaSupport() {
        XCTAssertFalse(OutputFormat.mp4.supportsAlpha)
        XCTAssertFalse(OutputFormat.hevc.supportsAlpha)
        for format in [OutputFormat.webm, .prores, .gif, .apng, .webp, .pngSequence(pattern: "%d.png")] {
            XCTAssertTrue(format.supportsAlpha, "\(format)")
        }
    }
}
