import Foundation
import XCTest

/// `zoetrope trace`, through the real executable, against loading-indicator's script: at 0.3 s a
/// 2.5 s ease-out block takes `percent` 0 → 100 and the marker's centre x 60 → 420 together.
final class TraceCommandTests: XCTestCase {
    /// Core Animation's easeOut, cubic-bezier(0, 0, 0.58, 1), solved here by bisection on x(s).
    private func easeOut(_ progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, 0, 0.58) < p { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    func testJSONLinesFollowTheScript() throws {
        let result = try CLI.zoetrope("trace", "loading-indicator", "--fps", "10", "--layer", "indicator",
                                      "--layer", "marker", "--json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 32, "3.2 s at 10 fps: one object per frame")
        for (index, line) in lines.enumerated() {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let time = Double(index) / 10
            XCTAssertEqual(object["index"] as? Int, index)
            XCTAssertEqual(object["time"] as? Double ?? .nan, time, accuracy: 1e-9)
            let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
            XCTAssertEqual(layers.map { $0["name"] as? String }, ["indicator", "marker"])
            let progress = easeOut((time - 0.3) / 2.5)
            let percent = (layers[0]["properties"] as? [String: Any])?["percent"] as? Double
            XCTAssertEqual(percent ?? .nan, 100 * progress, accuracy: 1e-3, "t=\(time)")
            let marker = try XCTUnwrap(layers[1]["frame"] as? [String: Double])
            XCTAssertEqual(marker["x"] ?? .nan, 52 + 360 * progress, accuracy: 1e-3, "t=\(time)")
            XCTAssertEqual(marker["width"], 16)
            XCTAssertEqual(layers[1]["cornerRadius"] as? Double, 8)
            XCTAssertEqual(layers[1]["opacity"] as? Double, 1)
            XCTAssertEqual(layers[1]["transform"] as? [Double], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        }
    }

    func testReadableOutputAndUnknownLayer() throws {
        let text = try CLI.zoetrope("trace", "loading-indicator", "--fps", "2", "--layer", "marker", "--to", "1")
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, """
            # loading-indicator: 2 fps, 2 frames
            t=0.000 marker frame=(52.000, 184.000, 16.000, 16.000) opacity=1.000 cornerRadius=8.000 transform=identity
            t=0.500 marker frame=(\(String(format: "%.3f", 52 + 360 * easeOut(0.2 / 2.5))), 184.000, 16.000, 16.000) \
            opacity=1.000 cornerRadius=8.000 transform=identity

            """, "the text trace format of assertTrace, with the command's properties")

        let chosen = try CLI.zoetrope("trace", "loading-indicator", "--fps", "2", "--to", "0.5", "--layer", "indicator",
                                      "--property", "percent", "--property", "bounds.size.width")
        XCTAssertEqual(chosen.stdout, """
            # loading-indicator: 2 fps, 1 frames
            t=0.000 indicator percent=0.000 bounds.size.width=360.000

            """)
        // A key path no traced layer has in any frame is a usage error, not a column of "absent".
        let nothing = try CLI.zoetrope("trace", "loading-indicator", "--fps", "2", "--to", "0.5", "--layer", "indicator",
                                       "--property", "percent", "--property", "nothing")
        XCTAssertEqual(nothing.status, 64, nothing.stderr)
        XCTAssertEqual(nothing.stdout, "")
        XCTAssertTrue(nothing.stderr.contains("no traced layer has a property 'nothing'"), nothing.stderr)

        let unknown = try CLI.zoetrope("trace", "loading-indicator", "--layer", "bar")
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertEqual(unknown.stdout, "", "nothing printed before the error")
        XCTAssertEqual(unknown.stderr.split(separator: "\n").count, 1, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("no layer named 'bar'"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("indicator, marker"), unknown.stderr)
    }
}
