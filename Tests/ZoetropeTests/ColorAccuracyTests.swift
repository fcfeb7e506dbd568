import CairoRendering
import Foundation
import XCTest
@testable import Zoetrope

/// A frame of the exported MP4, decoded by FFmpeg, must match the PNG still of the same instant:
/// a BT.601/709 matrix or a range mix-up between our conversion and the stream tags costs far
/// more than the 38 dB required here.
final class ColorAccuracyTests: XCTestCase {
    func testDecodedMP4FrameMatchesTheStillOfTheSameInstant() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-color-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("chart.mp4")
        var settings = RenderSettings()
        settings.encoding.crf = 18
        let exporter = Exporter(scene: ColorChartScene(), settings: settings)
        try exporter.export(to: video.path)

        let still = try exporter.still(at: 0.5).rgbaImage()
        let raw = directory.appendingPathComponent("frame5.rgb")
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        // Frame 5 is t = 0.5 s at 10 fps; ffmpeg converts with the stream's own (bt709, tv) tags.
        ffmpeg.arguments = ["-v", "error", "-i", video.path, "-vf", "select=eq(n\\,5)", "-vframes", "1",
                            "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        XCTAssertEqual(ffmpeg.terminationStatus, 0)
        let decoded = [UInt8](try Data(contentsOf: raw))
        XCTAssertEqual(decoded.count, still.width * still.height * 3)

        var squaredError = 0.0
        for pixel in 0..<(still.width * still.height) {
            for channel in 0..<3 {
                let difference = Double(decoded[pixel * 3 + channel]) - Double(still.pixels[pixel * 4 + channel])
                squaredError += difference * difference
            }
        }
        let mse = squaredError / Double(still.width * still.height * 3)
        let psnr = 10 * log10(255 * 255 / max(mse, 1e-12))
        XCTAssertGreaterThanOrEqual(psnr, 38, "PSNR \(psnr) dB")
    }
}
