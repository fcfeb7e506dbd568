import Foundation
import XCTest
import ZoetropeTestSupport

/// `zoetrope filmstrip`, through the real executable.
final class FilmstripCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-e2e") }

    /// The sheet's layout (see FilmstripLayout): 20 pt margins, 16 pt gaps, a 28 pt title band,
    /// 22 pt labels; loading-indicator's 480×270 pt frames drawn 200 pt wide, 4 per row, at 2×.
    private func sheetPixel(frame index: Int, scenePoint: (x: Double, y: Double)) -> (x: Int, y: Int) {
        let (width, height, factor) = (200.0, 112.5, 200.0 / 480)
        let column = Double(index % 4), row = Double(index / 4)
        let left = 20 + column * (width + 16), top = 20 + 28 + row * (height + 22 + 16)
        return (Int((left + scenePoint.x * factor) * 2), Int((top + scenePoint.y * factor) * 2))
    }

    func testEightFramesFromTheFirstToTheLastInstant() throws {
        let output = directory.appendingPathComponent("strip.png").path
        let result = try CLI.zoetrope("filmstrip", "loading-indicator", "--frames", "8", "-o", output)
        XCTAssertEqual(result.status, 0, result.stderr)
        let (stream, _) = try CLI.probe(output)
        // 2 rows of 4: (40 + 4·200 + 3·16) × (40 + 28 + 2·(112.5 + 22) + 16) pt at 2×.
        XCTAssertEqual(stream["width"] as? Int, 1776)
        XCTAssertEqual(stream["height"] as? Int, 706)
        let rgba = try CLI.decodeRGBA(output)
        func pixel(_ point: (x: Int, y: Int)) -> [UInt8] {
            let offset = (point.y * 1776 + point.x) * 4
            return Array(rgba[offset..<offset + 3])
        }
        // 400 pt along the bar (y 160 pt): accent blue once full (t = 3.2 s), the grey track at t = 0.
        let last = pixel(sheetPixel(frame: 7, scenePoint: (400, 160)))
        XCTAssertEqual(Double(last[0]), 0x0A, accuracy: 24, "\(last)")
        XCTAssertEqual(Double(last[1]), 0x84, accuracy: 24, "\(last)")
        XCTAssertEqual(Double(last[2]), 0xFF, accuracy: 24, "\(last)")
        let first = pixel(sheetPixel(frame: 0, scenePoint: (400, 160)))
        XCTAssertLessThan(abs(Int(first[2]) - Int(first[0])), 24, "grey, not blue: \(first)")
    }

    func testVectorSheetsAndBadInput() throws {
        let svg = directory.appendingPathComponent("clock.svg").path
        XCTAssertEqual(try CLI.zoetrope("filmstrip", "clock", "--frames", "3", "-o", svg).status, 0)
        XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))

        let bad = try CLI.zoetrope("filmstrip", "clock", "--frames", "0", "-o", directory.appendingPathComponent("x.png").path)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertEqual(bad.stderr, "zoetrope: error: The value '0' is invalid for '--frames <frames>': it must be within 1…200\n")
        let format = try CLI.zoetrope("filmstrip", "clock", "-o", directory.appendingPathComponent("x.mp4").path)
        XCTAssertNotEqual(format.status, 0)
        XCTAssertEqual(format.stderr.split(separator: "\n").count, 1, format.stderr)
        XCTAssertTrue(format.stderr.contains(".png, .svg or .pdf"), format.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["clock.svg"])
    }
}
