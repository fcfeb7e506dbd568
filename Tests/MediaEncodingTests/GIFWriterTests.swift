import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

final class GIFWriterTests: XCTestCase {
    private let width = 64, height = 48

    /// The square moves 4 px per frame across the background.
    private func squareFrames(count: Int) -> [PixelFrame] {
        (0..<count).map { TestImages.frame(TestImages.movingSquare(width: width, height: height, x: 4 + 4 * $0)) }
    }

    private func write(_ frames: [PixelFrame], options: EncodingOptions, name: String = "anim.gif") throws -> URL {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent(name)
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
        // The colour table is as small as the palette (a few colours here, not 256 entries), and
        // later frames may write unchanged pixels as transparency.
        XCTAssertLessThanOrEqual(gif.globalPaletteSize, 16)
        XCTAssertEqual(gif.globalPaletteSize.nonzeroBitCount, 1, "a power of two")
        XCTAssertEqual(gif.transparencyFlags.dropFirst().filter { $0 }.count, gif.images.count - 1)
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

    /// A square moving over transparency under a static opaque bar: no trail where the square
    /// was, the bar stays, opaque pixels keep their exact colours.
    func testTransparentAnimationLeavesNoTrail() throws {
        let images = (0..<5).map { index in
            (0..<16).map { y in
                (0..<32).map { x -> RGBA in
                    if y < 3, x > 4, x < 28 { return RGBA(r: 0, g: 0, b: 255) }
                    let inSquare = x >= 6 * index && x < 6 * index + 8 && y >= 2 && y < 12
                    return inSquare ? RGBA(r: 255, g: 0, b: 0) : RGBA(r: 0, g: 0, b: 0, a: 0)
                }
            }
        }
        let url = try write(images.map { TestImages.frame($0) }, options: EncodingOptions(fps: 10, transparent: true))
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgba"))
        let expected = images.flatMap { packed($0, alpha: true) }
        XCTAssertEqual(decoded.count, expected.count)
        for pixel in stride(from: 0, to: min(decoded.count, expected.count), by: 4) {
            // Transparent pixels: only alpha matters. Opaque ones: all four bytes.
            let checked = expected[pixel + 3] == 0 ? pixel + 3..<pixel + 4 : pixel..<pixel + 4
            XCTAssertEqual(Array(decoded[checked]), Array(expected[checked]), "byte \(pixel)")
        }
    }

    /// With `refinesPalette: false` the pixels equal FFmpeg's own recipe run by the ffmpeg CLI on
    /// the same frames (palettegen stats_mode=diff, paletteuse bayer 5, diff_mode=rectangle).
    func testUnrefinedPaletteMatchesTheFFmpegCommandLine() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let images = (0..<5).map { index in gradient(blue: 120, squareAt: 6 * index) }
        let frames = images.map { TestImages.frame($0) }
        let pattern = folder.appendingPathComponent("f-%d.png")
        try writeAll(frames, format: .pngSequence(pattern: pattern.path), to: pattern, options: EncodingOptions(fps: 20))
        let ours = folder.appendingPathComponent("ours.gif")
        try writeAll(frames, format: .gif, to: ours, options: EncodingOptions(fps: 20, gif: GIFOptions(refinesPalette: false)))
        let palette = folder.appendingPathComponent("palette.png"), reference = folder.appendingPathComponent("cli.gif")
        let input = ["-v", "error", "-framerate", "20", "-start_number", "0", "-i", pattern.path]
        _ = try FFTools.run("ffmpeg", input + ["-vf", "palettegen=stats_mode=diff", palette.path])
        _ = try FFTools.run("ffmpeg", input + ["-i", palette.path, "-lavfi",
                                               "paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle", reference.path])
        XCTAssertEqual(try FFTools.decode(ours, pixelFormat: "rgb24"), try FFTools.decode(reference, pixelFormat: "rgb24"))
    }

    /// The k-means refinement lowers the error on smooth content: with 32 colours, measured +0.9 dB
    /// (+0.3 dB with 16, +0.1 dB with 4; both palettes hold exactly the colours asked for).
    func testRefinedPaletteBeatsMedianCutOnAGradient() throws {
        let images = (0..<3).map { index in gradient(blue: 100 + 10 * index, squareAt: nil) }
        let reference = images.flatMap { packed($0, alpha: false) }
        let scores = try [true, false].map { refines -> Double in
            let options = EncodingOptions(fps: 10, gif: GIFOptions(maxColors: 32, dither: .none, refinesPalette: refines))
            let url = try write(images.map { TestImages.frame($0) }, options: options, name: "r\(refines).gif")
            // Frames the palette maps alike are stored once: decode at the frame rate.
            return psnr([UInt8](try FFTools.decode(url, pixelFormat: "rgb24", filter: "fps=10")), reference)
        }
        XCTAssertGreaterThan(scores[0], scores[1] + 0.5, "refined \(scores[0]) dB vs median cut \(scores[1]) dB")
    }

    /// A 64×48 red/green gradient, optionally with a 12×20 orange square whose left edge is at `squareAt`.
    private func gradient(blue: Int, squareAt left: Int?) -> [[RGBA]] {
        (0..<48).map { (y: Int) -> [RGBA] in
            (0..<64).map { (x: Int) -> RGBA in
                if let left, x >= left, x < left + 12, y >= 10, y < 30 { return RGBA(r: 255, g: 140, b: 20) }
                return RGBA(r: UInt8(x * 4), g: UInt8(y * 5), b: UInt8(blue))
            }
        }
    }

    func testFrameRateAbove50IsRejected() {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("never.gif")
        XCTAssertThrowsError(try makeWriter(format: .gif, url: url, width: 8, height: 8, options: EncodingOptions(fps: 60))) {
            XCTAssertTrue("\($0)".contains("GIF fps 60 is above 50"), "\($0)")
        }
    }
}
