import CairoRendering
import XCTest
@testable import Zoetrope

/// The camera directed by the script's touches (`Camera.followTouches`) and the curves of its
/// moves (`CameraCurve`): moves where the rules put them, viewports from the taps alone whatever
/// the order of the script, the same frame rendered alone or in a run.
final class TouchFollowingTests: XCTestCase {
    private let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    private func tap(at point: Point, landed: Double) -> TouchFollowing.Shot {
        TouchFollowing.Shot(landed: landed, lifted: landed + 0.08, area: Rect(x: point.x, y: point.y, width: 0, height: 0))
    }

    /// Defaults: lead 0.7 s, hold 1 s, rest 0.3 s, moves of 0.6 s. Taps at 1 s and 2 s are one run
    /// (the second's move at 1.3 s comes before the way out at 2.08 s could be done and rested);
    /// the tap at 6 s is far enough for the camera to go out at 3.08 s and come back at 5.3 s.
    func testMovesLeadEachTouchPanWithinARunAndEaseOutWhenIdle() {
        let moves = TouchFollowing().moves(following: [tap(at: Point(x: 100, y: 50), landed: 6), tap(at: Point(x: 150, y: 50), landed: 1),
                                                       tap(at: Point(x: 50, y: 50), landed: 2)],
                                           within: 0..<Double.infinity)
        XCTAssertEqual(moves.map(\.start), [0.3, 1.3, 3.08, 5.3, 7.08].map { $0 }, accuracy: 1e-9)
        XCTAssertEqual(moves.map(\.description), ["around (150, 50)", "around (50, 50)", "whole", "around (100, 50)", "whole"])
        // Quick taps wait for the rest after each move: 0.3 s, then 0.3 + 0.6 + 0.3 = 1.2 s.
        let quick = TouchFollowing().moves(following: [tap(at: Point(x: 150, y: 50), landed: 1), tap(at: Point(x: 50, y: 50), landed: 1.2)],
                                           within: 0..<Double.infinity)
        XCTAssertEqual(quick.map(\.start), [0.3, 1.2, 2.28], accuracy: 1e-9)
        // Only touches landing in the window are followed, and no move starts before it.
        let windowed = TouchFollowing().moves(following: [tap(at: Point(x: 150, y: 50), landed: 1), tap(at: Point(x: 50, y: 50), landed: 6)],
                                              within: 5.5..<10)
        XCTAssertEqual(windowed.map(\.start), [5.5, 7.08], accuracy: 1e-9)
        // Two fingers down together (a pinch) are one shot covering both.
        let pinch = TouchFollowing.Shot.merged([
            TouchFollowing.Shot(landed: 1, lifted: 2, area: Rect(x: 40, y: 40, width: 10, height: 0)),
            TouchFollowing.Shot(landed: 1, lifted: 2, area: Rect(x: 80, y: 60, width: 0, height: 10)),
        ])
        XCTAssertEqual(pinch, [TouchFollowing.Shot(landed: 1, lifted: 2, area: Rect(x: 40, y: 40, width: 40, height: 30))])
    }

    /// A tap at (150, 50) landing at 1 s: zoom 2 shows the 100×50 rect about it, (100, 25, 100, 50),
    /// from 0.3 s to 0.9 s — the frame of a scripted zoom to that rect over those times, byte for
    /// byte (`CameraScene`: 200×100 points, 20 fps, a red square at (150, 50)); the square's
    /// centre lands mid-frame and its 20 points become 40 pixels.
    func testATapDirectsTheCameraWhereverTheScriptSetsItUp() throws {
        let followedFirst = CameraScene { stage, _ in
            stage.camera.followTouches()
            stage.tap(at: Point(x: 150, y: 50), time: 1)
        }
        let tappedFirst = CameraScene { stage, _ in
            stage.tap(at: Point(x: 150, y: 50), time: 1)
            stage.camera.followTouches()
        }
        let scripted = CameraScene { stage, _ in
            stage.tap(at: Point(x: 150, y: 50), time: 1)
            stage.camera.zoom(to: Rect(x: 100, y: 25, width: 100, height: 50), at: 0.3, duration: 0.6)
        }
        for time in [0.2, 0.6, 0.95, 1.5] {
            let expected = try Exporter(scene: scripted).still(at: time).rgbaImage()
            XCTAssertTrue(try Exporter(scene: followedFirst).still(at: time).rgbaImage() == expected, "\(time) s")
            XCTAssertTrue(try Exporter(scene: tappedFirst).still(at: time).rgbaImage() == expected, "\(time) s")
        }
        let zoomed = try Exporter(scene: followedFirst).still(at: 0.95).rgbaImage()
        let inside = zoomed.pixel(x: 118, y: 68), outside = zoomed.pixel(x: 122, y: 50)
        XCTAssertTrue(inside.r > 200 && inside.g < 60, "18 pixels right and down of the centre: the square")
        XCTAssertTrue(outside.r > 200 && outside.g > 200, "22 pixels right: the white scene")

        // Frames made one after another in a run are the stills made alone.
        var frames: [Int: [UInt8]] = [:]
        try Exporter(scene: followedFirst).forEachFrame { index, frame in
            if [6, 12, 19].contains(index) { frames[index] = frame.pixels }
        }
        XCTAssertEqual(frames.count, 3)
        for (index, frame) in frames {
            let still = try Exporter(scene: followedFirst).still(at: Double(index) / 20)
            XCTAssertTrue(still.withPremultipliedBGRA { bytes, _ in Array(bytes) } == frame, "frame \(index)")
        }
    }

    /// A spring by duration and bounce is the engine's spring: bounce 0 at the move's duration is
    /// 1 − (1 + 2π)·e^(−2π) of the way (critical damping, ω = 2π / duration); a bouncy zoom in
    /// overshoots its target (the viewport narrower than it) and stays inside the scene.
    func testSpringMovesFollowTheEnginesSpringAndStayInTheScene() {
        let critical = CameraCurve.spring(bounce: 0).progress(elapsed: 0.5, duration: 0.5)
        XCTAssertEqual(critical, 1 - (1 + 2 * Double.pi) * exp(-2 * Double.pi), accuracy: 1e-9)
        XCTAssertEqual(CameraCurve.easeInEaseOut.progress(elapsed: 0.3, duration: 0.6), TimingFunction.easeInEaseOut.value(at: 0.5))
        XCTAssertEqual(CameraCurve.linear.progress(elapsed: 2, duration: 0.6), 1)
        XCTAssertEqual(CameraCurve.spring(bounce: 0.5).progress(elapsed: -1, duration: 0.6), 0)
        XCTAssertEqual(CameraCurve.easeIn.progress(elapsed: 0, duration: 0), 1, "a cut: done as it starts")
        XCTAssertEqual(CameraCurve.easeIn.progress(elapsed: 0, duration: 0.5), 0)

        let camera = Camera()
        camera.zoom(to: Rect(x: 0, y: 0, width: 100, height: 50), at: 0, duration: 0.5, curve: .spring(bounce: 0.5))
        let widths = stride(from: 0.0, through: 2, by: 0.01).map {
            camera.viewport(at: $0, bounds: bounds, touches: []) { _ in nil }
        }
        XCTAssertLessThan(widths.map(\.width).min()!, 99, "past the target")
        XCTAssertTrue(widths.allSatisfy { $0.minX >= 0 && $0.minY >= 0 && $0.maxX <= 200 + 1e-9 && $0.maxY <= 100 + 1e-9 })
        XCTAssertTrue(widths.allSatisfy { abs($0.width / $0.height - 2) < 1e-9 }, "the frame's aspect")
        XCTAssertEqual(widths.last!.width, 100, accuracy: 1e-9)
    }
}

private extension Camera.Move {
    var description: String {
        switch target {
        case .whole: return "whole"
        case let .around(point, _, _): return "around (\(Int(point.x)), \(Int(point.y)))"
        case .rect(let rect): return "rect \(rect)"
        case .layer: return "layer"
        }
    }
}

private func XCTAssertEqual(_ values: [Double], _ expected: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(values.count, expected.count, "\(values)", file: file, line: line)
    for (value, wanted) in zip(values, expected) { XCTAssertEqual(value, wanted, accuracy: accuracy, "\(values)", file: file, line: line) }
}
