import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

final class OpaqueVideoFormatTests: XCTestCase {
    func testHEVCIsTaggedHvc1WithBT709AndRoundTripsTheChart() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("chart.mp4")
        let chart = TestImages.colorChart(width: 128, height: 96)
        try writeAll(Array(repeating: TestImages.frame(chart), count: 4), format: .hevc, to: url,
                     options: EncodingOptions(fps: 25, crf: 20, preset: "ultrafast"))
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_name"] as? String, "hevc")
        XCTAssertEqual(stream["codec_tag_string"] as? String, "hvc1")
        XCTAssertEqual(stream["pix_fmt"] as? String, "yuv420p")
        XCTAssertEqual(stream["color_space"] as? String, "bt709")
        XCTAssertEqual(stream["color_primaries"] as? String, "bt709")
        XCTAssertEqual(stream["color_transfer"] as? String, "bt709")
        XCTAssertEqual(stream["color_range"] as? String, "tv")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "4")
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
        let reference = packed(chart, alpha: false)
        XCTAssertGreaterThanOrEqual(psnr(Array(decoded.prefix(reference.count)), reference), 38)
        let boxes = topLevelBoxes(of: try Data(contentsOf: url))
        XCTAssertLessThan(try XCTUnwrap(boxes.firstIndex(of: "moov")), try XCTUnwrap(boxes.firstIndex(of: "mdat")))
    }

    func testOpaqueWebMIsYUV420WithoutAlpha() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("chart.webm")
        let chart = TestImages.colorChart(width: 64, height: 48)
        try writeAll(Array(repeating: TestImages.frame(chart), count: 3), format: .webm, to: url,
                     options: EncodingOptions(fps: 30, crf: 20, preset: "ultrafast"))
        let (stream, format) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_name"] as? String, "vp9")
        XCTAssertEqual(stream["pix_fmt"] as? String, "yuv420p")
        XCTAssertNil((stream["tags"] as? [String: String])?["alpha_mode"])
        XCTAssertEqual(format["format_name"] as? String, "matroska,webm")
        XCTAssertEqual(try XCTUnwrap(Double(format["duration"] as? String ?? "")), 0.1, accuracy: 0.002)
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
        let reference = packed(chart, alpha: false)
        XCTAssertGreaterThanOrEqual(psnr(Array(decoded.prefix(reference.count)), reference), 38)
    }

    func testOpaqueProResHasNoAlphaPlane() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("chart.mov")
        let chart = TestImages.colorChart(width: 64, height: 48)
        try writeAll(Array(repeating: TestImages.frame(chart), count: 2), format: .prores, to: url, options: EncodingOptions(fps: 30))
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_tag_string"] as? String, "ap4h")
        XCTAssertEqual(stream["pix_fmt"] as? String, "yuv444p12le")
        XCTAssertEqual(stream["color_primaries"] as? String, "bt709")
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
        XCTAssertGreaterThanOrEqual(psnr(Array(decoded.prefix(64 * 48 * 3)), packed(chart, alpha: false)), 45)
    }

    /// Short clips (x265's own DTS is garbage when there are fewer frames than its B-frame delay)
    /// and longer ones with B-frames: every frame decodes in order, the duration is exact.
    func testHEVCFramesDecodeInOrderForShortAndLongClips() throws {
        let folder = try makeTemporaryFolder("media-tests")
        for count in [1, 2, 3, 8] {
            let images = (0..<count).map { TestImages.movingSquare(width: 64, height: 64, x: 2 + 6 * $0) }
            let url = folder.appendingPathComponent("square-\(count).mp4")
            try writeAll(images.map { TestImages.frame($0) }, format: .hevc, to: url,
                         options: EncodingOptions(fps: 25, crf: 18, preset: "ultrafast"))
            let (stream, _) = try FFTools.probe(url)
            XCTAssertEqual(stream["nb_read_frames"] as? String, "\(count)")
            XCTAssertEqual(try XCTUnwrap(Double(stream["duration"] as? String ?? "")), Double(count) / 25, accuracy: 1e-3)
            let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
            let size = 64 * 64 * 3
            XCTAssertEqual(decoded.count, count * size)
            for (index, image) in images.enumerated() where decoded.count == count * size {
                let frame = Array(decoded[index * size..<(index + 1) * size])
                XCTAssertGreaterThanOrEqual(psnr(frame, packed(image, alpha: false)), 35, "\(count) frames, frame \(index)")
            }
        }
    }
}
