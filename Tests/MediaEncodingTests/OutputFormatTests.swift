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

    /// `--codec` picks among the codecs a container holds: HEVC in MP4; a codec the container
    /// cannot hold, or any codec for an image format, is refused naming what is possible.
    func testACodecPicksAmongTheContainersCodecs() throws {
        XCTAssertEqual(try OutputFormat.forPath("a.mp4", codec: .hevc), .hevc)
        XCTAssertEqual(try OutputFormat.forPath("a.M4V", codec: .hevc), .hevc)
        XCTAssertEqual(try OutputFormat.forPath("a.mp4", codec: .h264), .mp4)
        XCTAssertEqual(try OutputFormat.forPath("a.webm", codec: .vp9), .webm)
        XCTAssertEqual(try OutputFormat.forPath("a.mov", codec: .prores), .prores)
        XCTAssertThrowsError(try OutputFormat.forPath("a.webm", codec: .hevc)) { error in
            XCTAssertTrue("\(error)".contains("its codecs: vp9"), "\(error)")
        }
        XCTAssertThrowsError(try OutputFormat.forPath("a.gif", codec: .h264)) { error in
            XCTAssertEqual(error as? MediaError, .codecNotHeld(.h264, output: "a .gif file", held: []))
            XCTAssertTrue((error as? MediaError)?.message(codecOption: "--codec").contains("drop --codec") == true, "\(error)")
        }
        XCTAssertThrowsError(try OutputFormat.forPath("f-%04d.png", codec: .h264))
        XCTAssertEqual(OutputFormat.hevc.descriptor.codec, .hevc)
        XCTAssertEqual(OutputFormat.extensions.map(\.format), [.mp4, .mp4, .prores, .webm, .gif, .apng, .apng, .webp])
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
