import Foundation
import XCTest

/// `zoetrope curves`, through the real executable.
final class CurvesCommandTests: XCTestCase {
    func testCSVSamplesTheCurvesOverTheDuration() throws {
        let result = try CLI.zoetrope("curves", "linear", "easeInEaseOut", "spring(damping=20)", "--csv",
                                      "--samples", "5", "--duration", "0.4")
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        XCTAssertEqual(rows.first, ["time", "linear", "easeInEaseOut", "spring(damping=20)"])
        XCTAssertEqual(rows.count, 6)
        let values = rows.dropFirst().map { $0.map { Double($0) ?? .nan } }
        for (index, row) in values.enumerated() {
            let time = 0.1 * Double(index)
            XCTAssertEqual(row[0], time, accuracy: 1e-6)
            XCTAssertEqual(row[1], time / 0.4, accuracy: 1e-6, "linear runs over the whole duration")
            // Critically damped spring, ω₀ = 10: x(t) = 1 − (1 + 10t)·e^(−10t).
            XCTAssertEqual(row[3], 1 - (1 + 10 * time) * exp(-10 * time), accuracy: 1e-6)
        }
        XCTAssertEqual(values[2][2], 0.5, accuracy: 1e-6, "easeInEaseOut is symmetric about the middle")
        XCTAssertEqual(values[1][2] + values[3][2], 1, accuracy: 1e-6)
    }

    func testChartDrawsTheLinearCurveThroughTheMiddle() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-curves-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CLI.zoetrope("curves", "linear", "-o", output)
        XCTAssertEqual(result.status, 0, result.stderr)
        let (stream, _) = try CLI.probe(output)
        XCTAssertEqual(stream["width"] as? Int, 1280, "640 pt at 2×")
        let width = 1280
        // The plot spans x 72…612 pt and y 52…352 pt over time 0…1 s and progress −0.05…1.05, so
        // (0.5 s, 0.5) is at (342, 202) pt: the first curve's colour, #0A84FF.
        let rgba = try CLI.decodeRGBA(output)
        let offset = (404 * width + 684) * 4
        let pixel = Array(rgba[offset..<offset + 3])
        XCTAssertEqual(Double(pixel[0]), 0x0A, accuracy: 40, "\(pixel)")
        XCTAssertEqual(Double(pixel[1]), 0x84, accuracy: 40, "\(pixel)")
        XCTAssertEqual(Double(pixel[2]), 0xFF, accuracy: 40, "\(pixel)")
    }

    func testUnknownCurveIsOneLineListingTheValidForms() throws {
        let result = try CLI.zoetrope("curves", "wobble", "--csv")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("zoetrope: error: unknown curve 'wobble'; use linear, easeIn"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cubic(x1,y1,x2,y2)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("spring(duration=0.5,bounce=0.3)"), result.stderr)
    }
}
