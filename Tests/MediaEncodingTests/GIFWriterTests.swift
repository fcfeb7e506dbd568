import Foundation
import MediaEncoding
import XCTest

final class GIFWriterTests: XCTestCase {
    private let width = 64, height = 48

    /// The square moves 4 px per frame across the background.
    private func squareFrames(count: Int) -> [PixelFrame] {
        (0..<count).map { TestImages.frame(TestImages.movingSquare(width: width, height: height, x: 4 + 4 * $0)) }
    }

    private func write(_ frames: [PixelFrame], options: EncodingOptions, name: String = "anim.gif") throws -> URL {
        let url = try makeTemporaryDirectory(self).appendingPathComponent(name)
        try writeAll(frames, format: .gif, to: url, options: options)
        return url
    }

    func testDelaysFollowFloorOfIndexTimes100OverFPS() throws {
        let url = try write(squareFrames(count: 9), options: EncodingOptions(fps: 30))
        let gif = try GIFStructure(try Data(contentsOf: url))
        // floor(i·100/30) for i = 0…9: 0 3 6 10 13 16 20 23 26 30 → delays 3 3 4 3 3 4 3 3 4.
        XCTAssertEqual(gif.delays, [3, 3, 4, 3, 3, 4, 3, 3, 4])
        XCTAssertEqual(gif.delays.reduce(0, +), 30, "9 frames at 30 fps last exactly 0.3 s")
        XCTAssertEqual(gif.images.count, 9)
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_name"] as? String, "gif")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "9")
    }

    func testDelaysAt24FPS() throws {
        let gif = try GIFStructure(try Data(contentsOf: try write(squareFrames(count: 6), options: EncodingOptions(fps: 24))))
        // floor(i·100/24): 0 4 8 12 16 20 25 → 4 4 4 4 4 5.
        XCTAssertEqual(gif.delays, [4, 4, 4, 4, 4, 5])
    }

    func testLoopBlock() throws {
        let frames = squareFrames(count: 3)
        let forever = try GIFStructure(try Data(contentsOf: try write(frames, options: EncodingOptions(fps: 25, loop: .forever))))
        XCTAssertEqual(forever.loopCount, 0)
        let thrice = try GIFStructure(try Data(contentsOf: try write(frames, options: EncodingOptions(fps: 25, loop: .plays(3)))))
        XCTAssertEqual(thrice.loopCount, 2, "3 plays = 2 repetitions")
        let once = try GIFStructure(try Data(contentsOf: try write(frames, options: EncodingOptions(fps: 25, loop: .once))))
        XCTAssertNil(once.loopCount, "a single play has no NETSCAPE block")
    }

    func testLaterFramesStoreOnlyTheChangedRectangle() throws {
        let gif = try GIFStructure(try Data(contentsOf: try write(squareFrames(count: 5), options: EncodingOptions(fps: 25))))
        XCTAssertEqual(gif.images.first.map { [$0.width, $0.height] }, [width, height])
        for image in gif.images.dropFirst() {
            // Square of 12 moving by 4: the union of old and new positions is 16×12.
            XCTAssertLessThanOrEqual(image.width, 16)
            XCTAssertLessThanOrEqual(image.height, 12)
            XCTAssertFalse(image.hasLocalPalette, "one global palette")
        }
        XCTAssertEqual(gif.globalPaletteSize, 256)
    }

    func testTwoRunsGiveIdenticalBytes() throws {
        let frames = squareFrames(count: 6)
        let options = EncodingOptions(fps: 30, gif: GIFOptions(dither: .sierra))
        let first = try Data(contentsOf: try write(frames, options: options, name: "a.gif"))
        let second = try Data(contentsOf: try write(frames, options: options, name: "b.gif"))
        XCTAssertEqual(first, second)
    }

    /// The palette comes from the frames: the chart's twelve colours survive exactly, which the
    /// fixed 3-3-2 palette could not do (255,140,20 or 200,120,60 are not on its grid).
    func testPaletteIsBuiltFromTheFrames() throws {
        let chart = TestImages.colorChart(width: width, height: height)
        let url = try write([TestImages.frame(chart)], options: EncodingOptions(fps: 10, gif: GIFOptions(dither: .none)))
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
        XCTAssertEqual(decoded, packed(chart, alpha: false))
    }

    func testAnimationDecodesCloseToTheSource() throws {
        let images = (0..<4).map { TestImages.movingSquare(width: width, height: height, x: 4 + 4 * $0) }
        let url = try write(images.map { TestImages.frame($0) }, options: EncodingOptions(fps: 20))
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
        let reference = images.flatMap { packed($0, alpha: false) }
        XCTAssertEqual(decoded.count, reference.count)
        XCTAssertGreaterThanOrEqual(psnr(decoded, reference), 40)
    }

    func testTransparentPixelsStayTransparent() throws {
        let image = TestImages.translucentPatches(width: width, height: height)
        let url = try write([TestImages.frame(image)], options: EncodingOptions(fps: 10, transparent: true))
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgba"))
        for (index, pixel) in image.joined().enumerated() {
            // paletteuse's alpha_threshold 128: alpha below 128 becomes fully transparent.
            XCTAssertEqual(decoded[4 * index + 3], pixel.a >= 128 ? 255 : 0, "pixel \(index) alpha \(pixel.a)")
        }
    }

    func testFrameRateAbove50IsRejected() {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("never.gif")
        XCTAssertThrowsError(try makeWriter(format: .gif, url: url, width: 8, height: 8, options: EncodingOptions(fps: 60))) {
            XCTAssertTrue("\($0)".contains("GIF fps 60 is above 50"), "\($0)")
        }
    }
}
