import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// Transparent output: Cairo's premultiplied pixels must come back un-premultiplied.
final class AlphaFormatTests: XCTestCase {
    private let width = 64, height = 48
    private var image: [[RGBA]] { TestImages.translucentPatches(width: width, height: height) }

    private func write(_ format: OutputFormat, name: String, options: EncodingOptions) throws -> URL {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent(name)
        try writeAll(Array(repeating: TestImages.frame(image), count: 3), format: format, to: url, options: options)
        return url
    }

    /// Largest per-channel difference between decoded RGBA and the expected straight pixels; colour
    /// channels only count where alpha ≥ 64 (below that, 8-bit premultiplication leaves too few levels).
    private func maximumError(_ decoded: [UInt8], frame: Int = 0) -> (color: Int, alpha: Int) {
        let expected = TestImages.expectedStraight(image).joined()
        var colorError = 0, alphaError = 0
        for (index, pixel) in expected.enumerated() {
            let o = (frame * width * height + index) * 4
            alphaError = max(alphaError, abs(Int(decoded[o + 3]) - Int(pixel.a)))
            guard pixel.a >= 64 else { continue }
            for (channel, value) in [pixel.r, pixel.g, pixel.b].enumerated() {
                colorError = max(colorError, abs(Int(decoded[o + channel]) - Int(value)))
            }
        }
        return (colorError, alphaError)
    }

    func testAPNGIsExactRGBAAndLoops() throws {
        let url = try write(.apng, name: "a.apng", options: EncodingOptions(fps: 10, transparent: true, loop: .forever))
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_name"] as? String, "apng")
        XCTAssertEqual(stream["pix_fmt"] as? String, "rgba")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "3")
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgba"))
        XCTAssertEqual(decoded.count, 3 * width * height * 4)
        let error = maximumError(decoded)
        XCTAssertEqual(error.color, 0)
        XCTAssertEqual(error.alpha, 0)
        // acTL chunk: num_frames (4 bytes) then num_plays (4 bytes), 0 = forever.
        let bytes = [UInt8](try Data(contentsOf: url))
        let acTL = try XCTUnwrap(chunkOffsets("acTL", in: bytes).first)
        XCTAssertEqual(Array(bytes[acTL + 4..<acTL + 12]), [0, 0, 0, 3, 0, 0, 0, 0])
        // fcTL chunks: delay_num and delay_den (16-bit big-endian) 20 bytes after the tag: 1/10 s each.
        let delays = chunkOffsets("fcTL", in: bytes).map { o -> [Int] in
            [Int(bytes[o + 24]) << 8 | Int(bytes[o + 25]), Int(bytes[o + 26]) << 8 | Int(bytes[o + 27])]
        }
        XCTAssertEqual(delays.count, 3)
        for delay in delays { XCTAssertEqual(Double(delay[0]) / Double(delay[1]), 0.1, accuracy: 1e-9) }
    }

    func testAPNGPlayingOnceStoresOnePlay() throws {
        let url = try write(.apng, name: "once.apng", options: EncodingOptions(fps: 10, loop: .once))
        let bytes = [UInt8](try Data(contentsOf: url))
        let acTL = try XCTUnwrap(chunkOffsets("acTL", in: bytes).first)
        XCTAssertEqual(Array(bytes[acTL + 8..<acTL + 12]), [0, 0, 0, 1])
    }

    /// Offsets of every occurrence of a four-character chunk tag.
    private func chunkOffsets(_ tag: String, in bytes: [UInt8]) -> [Int] {
        bytes.indices.filter { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual(tag.utf8) }
    }

    func testPNGSequenceWritesOneExactRGBAFilePerFrame() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let pattern = folder.appendingPathComponent("f-%03d.png")
        try writeAll(Array(repeating: TestImages.frame(image), count: 3), format: .pngSequence(pattern: pattern.path),
                     to: pattern, options: EncodingOptions(fps: 10, transparent: true))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["f-000.png", "f-001.png", "f-002.png"])
        let file = folder.appendingPathComponent("f-002.png")
        XCTAssertEqual(try FFTools.probe(file).stream["pix_fmt"] as? String, "rgba")
        let error = maximumError([UInt8](try FFTools.decode(file, pixelFormat: "rgba")))
        XCTAssertEqual(error.color, 0)
        XCTAssertEqual(error.alpha, 0)
    }

    func testProResIs4444WithAlpha() throws {
        let url = try write(.prores, name: "a.mov", options: EncodingOptions(fps: 24, transparent: true))
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_name"] as? String, "prores")
        XCTAssertEqual(stream["codec_tag_string"] as? String, "ap4h")
        XCTAssertEqual(stream["pix_fmt"] as? String, "yuva444p12le", "ProRes 4444 decodes as 12-bit with alpha")
        XCTAssertEqual(stream["color_space"] as? String, "bt709")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "3")
        let error = maximumError([UInt8](try FFTools.decode(url, pixelFormat: "rgba")))
        XCTAssertLessThanOrEqual(error.color, 3)
        XCTAssertLessThanOrEqual(error.alpha, 1)
    }

    func testWebMIsVP9WithAlpha() throws {
        let url = try write(.webm, name: "a.webm", options: EncodingOptions(fps: 24, crf: 10, transparent: true))
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_name"] as? String, "vp9")
        let tags = (stream["tags"] as? [String: String] ?? [:]).map { ($0.key.lowercased(), $0.value) }
        XCTAssertTrue(tags.contains { $0 == ("alpha_mode", "1") }, "\(tags)")
        XCTAssertEqual(stream["color_space"] as? String, "bt709")
        XCTAssertEqual(stream["color_range"] as? String, "tv")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "3")
        // FFmpeg's native VP9 decoder ignores the alpha side channel; libvpx's reads it.
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgba", decoder: "libvpx-vp9"))
        let error = maximumError(decoded)
        XCTAssertLessThanOrEqual(error.alpha, 8)
        XCTAssertLessThanOrEqual(error.color, 24, "lossy 4:2:0 at patch edges")
        let expected = packed(TestImages.expectedStraight(image), alpha: true)
        let alphaOnly = { (bytes: [UInt8]) in stride(from: 3, to: expected.count, by: 4).map { bytes[$0] } }
        XCTAssertGreaterThanOrEqual(psnr(alphaOnly(Array(decoded.prefix(expected.count))), alphaOnly(expected)), 38)
    }

    func testWebPKeepsAlpha() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("a.webp")
        // Identical frames would be merged into a still image: move a square over the patches.
        let frames = (0..<3).map { index in
            TestImages.frame(image.enumerated().map { y, row in
                row.enumerated().map { x, pixel in (x / 8 == index && y < 8) ? RGBA(r: 255, g: 255, b: 255) : pixel }
            })
        }
        try writeAll(frames, format: .webp, to: url, options: EncodingOptions(fps: 10, transparent: true, webpLossless: true))
        XCTAssertEqual(try FFTools.probe(url).stream["codec_name"] as? String, "webp")
        let bytes = [UInt8](try Data(contentsOf: url))
        let chunks = ["ANIM", "ANMF", "VP8L"].filter { !chunkOffsets($0, in: bytes).isEmpty }
        XCTAssertEqual(chunks, ["ANIM", "ANMF", "VP8L"], "animated lossless WebP (VP8L carries alpha)")
        // ANIM: background colour (4 bytes) then loop count (16-bit little-endian), 0 = forever.
        let anim = try XCTUnwrap(chunkOffsets("ANIM", in: bytes).first)
        XCTAssertEqual(Int(bytes[anim + 12]) | Int(bytes[anim + 13]) << 8, 0)
        // ANMF: x, y, width−1, height−1 (3 bytes each) then the duration in ms (24-bit little-endian).
        let durations = chunkOffsets("ANMF", in: bytes).map { o in
            Int(bytes[o + 20]) | Int(bytes[o + 21]) << 8 | Int(bytes[o + 22]) << 16
        }
        XCTAssertEqual(durations, [100, 100, 100])
    }
}
