import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

final class WriterErrorTests: XCTestCase {
    private func assertInvalid(_ format: OutputFormat, width: Int = 16, height: Int = 16, _ options: EncodingOptions,
                               mentions text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("x")
        XCTAssertThrowsError(try makeWriter(format: format, url: url, width: width, height: height, options: options),
                             file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(text), "\(error)", file: file, line: line)
        }
    }

    func testBadOptionsThrowClearErrors() throws {
        try assertInvalid(.mp4, EncodingOptions(fps: 0), mentions: "fps 0")
        try assertInvalid(.mp4, EncodingOptions(fps: 1000), mentions: "fps 1000")
        try assertInvalid(.mp4, width: 0, EncodingOptions(), mentions: "frame size 0×16")
        try assertInvalid(.mp4, width: 100_000, EncodingOptions(), mentions: "frame size")
        try assertInvalid(.mp4, EncodingOptions(crf: 60), mentions: "crf 60")
        try assertInvalid(.webm, EncodingOptions(crf: 64), mentions: "crf 64")
        try assertInvalid(.mp4, EncodingOptions(preset: "warp"), mentions: "preset 'warp'")
        try assertInvalid(.hevc, width: 64, height: 64, EncodingOptions(tune: "film"), mentions: "tune 'film'")
        try assertInvalid(.gif, EncodingOptions(fps: 51), mentions: "GIF fps 51")
        try assertInvalid(.gif, EncodingOptions(gif: GIFOptions(maxColors: 1)), mentions: "maxColors 1")
        try assertInvalid(.gif, EncodingOptions(gif: GIFOptions(dither: .bayer(scale: 9))), mentions: "scale 9")
        try assertInvalid(.gif, EncodingOptions(loop: .plays(0)), mentions: "play count 0")
        try assertInvalid(.webp, EncodingOptions(webpQuality: 101), mentions: "quality 101")
        try assertInvalid(.pngSequence(pattern: "x.png"), EncodingOptions(), mentions: "%d")
    }

    func testUnwritablePathNamesTheFailingCall() {
        let url = URL(fileURLWithPath: "/nonexistent-folder-\(#line)/out.mp4")
        XCTAssertThrowsError(try makeWriter(format: .mp4, url: url, width: 16, height: 16, options: EncodingOptions())) { error in
            guard case let MediaError.ffmpeg(call, code, message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(call.hasPrefix("avio_open"), call)
            XCTAssertLessThan(code, 0)
            XCTAssertEqual(message, "No such file or directory")
        }
    }

    func testMissingPNGSequenceFolderThrowsOnAppend() throws {
        let pattern = URL(fileURLWithPath: "/nonexistent-folder-\(#line)/f-%d.png")
        let writer = try makeWriter(format: .pngSequence(pattern: pattern.path), url: pattern, width: 4, height: 4,
                                    options: EncodingOptions())
        try writer.beginPass(0)
        XCTAssertThrowsError(try writer.append(TestImages.frame(TestImages.movingSquare(width: 4, height: 4, x: 0))))
    }

    func testFramesOfTheWrongSizeOrShortBuffersAreRejected() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("x.mp4")
        let writer = try makeWriter(format: .mp4, url: url, width: 16, height: 16, options: EncodingOptions())
        try writer.beginPass(0)
        XCTAssertThrowsError(try writer.append(PixelFrame(width: 8, height: 16, bytesPerRow: 32, pixels: [UInt8](repeating: 0, count: 512))))
        XCTAssertThrowsError(try writer.append(PixelFrame(width: 16, height: 16, bytesPerRow: 64, pixels: [UInt8](repeating: 0, count: 100))))
        XCTAssertThrowsError(try writer.append(PixelFrame(width: 16, height: 16, bytesPerRow: 32, pixels: [UInt8](repeating: 0, count: 1024))))
    }

    func testCallOrderIsEnforced() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("x.gif")
        let frame = TestImages.frame(TestImages.movingSquare(width: 16, height: 16, x: 2, size: 4))
        let writer = try makeWriter(format: .gif, url: url, width: 16, height: 16, options: EncodingOptions(fps: 10))
        XCTAssertEqual(writer.passCount, 2)
        XCTAssertThrowsError(try writer.append(frame), "append before beginPass")
        XCTAssertThrowsError(try writer.beginPass(1), "pass 1 before pass 0")
        try writer.beginPass(0)
        try writer.append(frame)
        try writer.append(frame)
        XCTAssertThrowsError(try writer.finish(), "finish during pass 0")
        try writer.beginPass(1)
        try writer.append(frame)
        XCTAssertThrowsError(try writer.finish(), "pass 1 had fewer frames than pass 0")
    }
}
