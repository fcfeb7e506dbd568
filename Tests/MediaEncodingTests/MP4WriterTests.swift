import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

final class MP4WriterTests: XCTestCase {
    private let width = 64, height = 48, frameCount = 6, fps = 30

    private func writeChart(width: Int, height: Int, options: EncodingOptions = EncodingOptions(fps: 30)) throws -> URL {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("chart.mp4")
        let frame = TestImages.frame(TestImages.colorChart(width: width, height: height))
        try writeAll(Array(repeating: frame, count: frameCount), format: .mp4, to: url, options: options)
        return url
    }

    func testStreamIsH264HighYUV420WithBT709TagsAndExactFrameCount() throws {
        let url = try writeChart(width: width, height: height)
        let (stream, format) = try FFTools.probe(url)
        XCTAssertEqual(stream["codec_name"] as? String, "h264")
        XCTAssertEqual(stream["profile"] as? String, "High")
        XCTAssertEqual(stream["pix_fmt"] as? String, "yuv420p")
        XCTAssertEqual(stream["color_primaries"] as? String, "bt709")
        XCTAssertEqual(stream["color_transfer"] as? String, "bt709")
        XCTAssertEqual(stream["color_space"] as? String, "bt709")
        XCTAssertEqual(stream["color_range"] as? String, "tv")
        XCTAssertEqual(stream["width"] as? Int, width)
        XCTAssertEqual(stream["height"] as? Int, height)
        XCTAssertEqual(stream["nb_frames"] as? String, "\(frameCount)")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "\(frameCount)")
        XCTAssertEqual(stream["r_frame_rate"] as? String, "\(fps)/1")
        let duration = try XCTUnwrap(Double(stream["duration"] as? String ?? ""))
        XCTAssertEqual(duration, Double(frameCount) / Double(fps), accuracy: 1e-3)
        XCTAssertEqual(format["format_name"] as? String, "mov,mp4,m4a,3gp,3g2,mj2")
        // The container's colr box too (players such as QuickTime read it rather than the SPS):
        // nclx, primaries 1, transfer 1, matrix 1 (BT.709), then the full-range bit clear.
        let bytes = [UInt8](try Data(contentsOf: url))
        let colr = try XCTUnwrap(bytes.indices.first { bytes[$0..<min($0 + 8, bytes.count)].elementsEqual("colrnclx".utf8) })
        XCTAssertEqual(Array(bytes[colr + 8..<colr + 15]), [0, 1, 0, 1, 0, 1, 0])
    }

    func testMoovPrecedesMdatForFastStart() throws {
        let boxes = topLevelBoxes(of: try Data(contentsOf: try writeChart(width: width, height: height)))
        let moov = try XCTUnwrap(boxes.firstIndex(of: "moov"), "\(boxes)")
        let mdat = try XCTUnwrap(boxes.firstIndex(of: "mdat"), "\(boxes)")
        XCTAssertLessThan(moov, mdat, "\(boxes)")
    }

    /// Decoding honours the stream's tags; a matrix or range mix-up anywhere costs well over 38 dB
    /// on the saturated patches (checked below by decoding with deliberately wrong settings).
    func testColorChartRoundTripsAbove38dB() throws {
        let url = try writeChart(width: width, height: height)
        let reference = packed(TestImages.colorChart(width: width, height: height), alpha: false)
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
        XCTAssertEqual(decoded.count, reference.count * frameCount)
        for index in 0..<frameCount {
            let frame = Array(decoded[index * reference.count..<(index + 1) * reference.count])
            XCTAssertGreaterThanOrEqual(psnr(frame, reference), 38, "frame \(index)")
        }
        let wrongMatrix = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24", filter: "scale=in_color_matrix=bt601:in_range=tv"))
        XCTAssertLessThan(psnr(Array(wrongMatrix.prefix(reference.count)), reference), 38, "BT.601 decode must fail the threshold")
        let wrongRange = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24", filter: "scale=in_color_matrix=bt709:in_range=pc"))
        XCTAssertLessThan(psnr(Array(wrongRange.prefix(reference.count)), reference), 38, "full-range decode must fail the threshold")
    }

    func testOddSizeIsPaddedByRepeatingTheLastColumnAndRow() throws {
        let url = try writeChart(width: 63, height: 47)
        let (stream, _) = try FFTools.probe(url)
        XCTAssertEqual(stream["width"] as? Int, 64)
        XCTAssertEqual(stream["height"] as? Int, 48)
        let chart = TestImages.colorChart(width: 63, height: 47)
        let padded = (0..<48).map { y in (0..<64).map { x in chart[min(y, 46)][min(x, 62)] } }
        let reference = packed(padded, alpha: false)
        let decoded = [UInt8](try FFTools.decode(url, pixelFormat: "rgb24"))
        XCTAssertGreaterThanOrEqual(psnr(Array(decoded.prefix(reference.count)), reference), 38)
    }

    func testTranslucentPixelsAreCompositedOntoTheBackground() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("fade.mp4")
        let image = [[RGBA]](repeating: [RGBA](repeating: RGBA(r: 0, g: 0, b: 0, a: 0), count: 64), count: 48)
        let options = EncodingOptions(fps: 30, background: BackgroundColor(red: 30, green: 90, blue: 160))
        try writeAll([TestImages.frame(image)], format: .mp4, to: url, options: options)
        let reference = packed(image.map { $0.map { _ in RGBA(r: 30, g: 90, b: 160) } }, alpha: false)
        XCTAssertGreaterThanOrEqual(psnr([UInt8](try FFTools.decode(url, pixelFormat: "rgb24")), reference), 38)
    }

    func testCRFPresetAndTuneReachTheEncoder() throws {
        let options = EncodingOptions(fps: 30, crf: 1, preset: "ultrafast", tune: "stillimage")
        let url = try writeChart(width: width, height: height, options: options)
        // x264 writes its settings into an SEI message of the stream.
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertTrue(text.contains("crf=1.0"), "crf")
        XCTAssertTrue(text.contains("subme=0"), "ultrafast preset uses subme=0")
        XCTAssertTrue(text.contains("psy_rd=2.00:0.70"), "stillimage tune's psy-rd")
    }
}
