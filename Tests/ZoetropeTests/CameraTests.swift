import CairoRendering
import XCTest
@testable import Zoetrope

/// A 200×100 white scene with a red 20-point square centred at (150, 50); the camera moves as
/// `script` says. The square moves to (60, 50) linearly over the first second when `moves`.
struct CameraScene: Scene {
    static let name = "camera"
    static let summary = "test scene"
    let moves: Bool
    let script: (Stage, Layer) -> Void
    var size: Size { Size(width: 200, height: 100) }
    var duration: Double { 2 }
    var fps: Int { 20 }

    init(moves: Bool = false, script: @escaping (Stage, Layer) -> Void) {
        self.moves = moves
        self.script = script
    }

    init(variant: String?) throws { self.init { _, _ in } }

    func setUp(on stage: Stage) {
        stage.rootLayer.backgroundColor = .white
        let square = Layer()
        square.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        square.position = Point(x: 150, y: 50)
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        stage.rootLayer.addSublayer(square)
        if moves {
            stage.at(0) {
                Transaction.setAnimationDuration(1)
                Transaction.setAnimationTimingFunction(.linear)
                square.position = Point(x: 60, y: 50)
            }
        }
        script(stage, square)
    }
}

/// The camera: the viewport eases from the whole scene to its target and the scene is drawn
/// through it at full resolution (a zoomed square is twice as many pixels, with sharp edges);
/// it keeps the frame's aspect and stays inside the scene; `follow` keeps a moving layer
/// centred; `reset` gives back the uncamera'd frame byte for byte; captions do not move.
final class CameraTests: XCTestCase {
    private func isRed(_ scene: Scene, at time: Double, _ x: Int, _ y: Int) throws -> Bool {
        let pixel = try Exporter(scene: scene).still(at: time).rgbaImage().pixel(x: x, y: y)
        return pixel.0 > 200 && pixel.1 < 60 && pixel.2 < 60
    }

    func testAZoomShowsItsRectOnTheWholeFrame() throws {
        let scene = CameraScene { stage, _ in
            stage.camera.zoom(to: Rect(x: 100, y: 25, width: 100, height: 50), at: 0, duration: 1, curve: .linear)
        }
        // Done (t ≥ 1): the viewport (100, 25, 100, 50) fills 200×100, scale 2: the square's
        // centre (150, 50) lands at (100, 50), its 20 points become 40 pixels.
        XCTAssertTrue(try isRed(scene, at: 1.5, 100, 50))
        XCTAssertTrue(try isRed(scene, at: 1.5, 100 + 18, 50 + 18))
        XCTAssertFalse(try isRed(scene, at: 1.5, 100 + 22, 50))
        XCTAssertFalse(try isRed(scene, at: 1.5, 100, 50 - 22))
        // Halfway (linear): the viewport is (50, 12.5, 150, 75), scale 4/3: the centre lands at
        // ((150 − 50)·4/3, (50 − 12.5)·4/3) = (133.3, 50), half a side is 13.3 pixels.
        XCTAssertTrue(try isRed(scene, at: 0.5, 133 + 12, 50))
        XCTAssertFalse(try isRed(scene, at: 0.5, 133 + 15, 50))
        // Before the move, the whole scene: the square at (150, 50), 10 pixels to each side.
        let still = CameraScene { stage, _ in
            stage.camera.zoom(to: Rect(x: 100, y: 25, width: 100, height: 50), at: 1, duration: 0.5)
        }
        XCTAssertTrue(try isRed(still, at: 0.5, 159, 50))
        XCTAssertFalse(try isRed(still, at: 0.5, 162, 50))
    }

    func testARectIsWidenedToTheFramesAspectAndKeptInsideTheScene() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(Camera.fitted(Rect(x: 0, y: 0, width: 50, height: 50), in: bounds), Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(Camera.fitted(Rect(x: 150, y: 60, width: 40, height: 20), in: bounds), Rect(x: 150, y: 60, width: 40, height: 20))
        XCTAssertEqual(Camera.fitted(Rect(x: 180, y: 90, width: 40, height: 20), in: bounds), Rect(x: 160, y: 80, width: 40, height: 20))
        XCTAssertEqual(Camera.fitted(Rect(x: -50, y: -50, width: 400, height: 400), in: bounds), bounds)
        XCTAssertEqual(Camera.fitted(Rect(x: 10, y: 10, width: 0, height: 5), in: bounds), bounds, "an empty rect is the whole scene")
    }

    func testFollowKeepsAMovingLayerCentred() throws {
        let scene = CameraScene(moves: true) { stage, square in
            stage.camera.follow(square, zoom: 2, at: 0, duration: 0)
        }
        // The square goes from x = 150 to 60 in a second; the 100×50 viewport stays centred on it
        // while that fits in the scene: at 0.25 s (x = 127.5) and 0.5 s (x = 105) the square is
        // in the middle of the frame, 40 pixels wide.
        for time in [0.25, 0.5] {
            XCTAssertTrue(try isRed(scene, at: time, 100 + 18, 50), "\(time)")
            XCTAssertTrue(try isRed(scene, at: time, 100 - 18, 50), "\(time)")
            XCTAssertFalse(try isRed(scene, at: time, 100 + 22, 50), "\(time)")
        }
        // At x = 60 (t ≥ 1) the viewport stops at the scene's left edge (x 10…110 is inside, so
        // still centred) — and at 1.5 s it still is.
        XCTAssertTrue(try isRed(scene, at: 1.5, 100, 50))
    }

    func testResetGivesBackTheFrameWithoutACamera() throws {
        let plain = CameraScene { _, _ in }
        let reset = CameraScene { stage, _ in
            stage.camera.zoom(to: Rect(x: 100, y: 25, width: 100, height: 50), at: 0, duration: 0.3)
            stage.camera.reset(at: 0.5, duration: 0.3)
        }
        XCTAssertEqual(try Exporter(scene: reset).still(at: 1).rgbaImage(), try Exporter(scene: plain).still(at: 1).rgbaImage())
        XCTAssertNotEqual(try Exporter(scene: reset).still(at: 0.4).rgbaImage(), try Exporter(scene: plain).still(at: 0.4).rgbaImage())
    }

    func testCaptionsStayWhereTheFramePutsThem() throws {
        var style = CaptionStyle.subtitle
        style.backgroundColor = Color(red: 0, green: 0, blue: 1)
        style.fadeDuration = 0
        let withCamera = CameraScene { stage, _ in
            stage.caption("Hi", from: 0, to: 2, style: style)
            stage.camera.zoom(to: Rect(x: 100, y: 25, width: 100, height: 50), at: 0, duration: 0)
        }
        let without = CameraScene { stage, _ in stage.caption("Hi", from: 0, to: 2, style: style) }
        let zoomed = try Exporter(scene: withCamera).still(at: 1).rgbaImage()
        let plain = try Exporter(scene: without).still(at: 1).rgbaImage()
        // The bottom rows hold the caption and the white scene only (the square is above them).
        for y in 75..<100 {
            for x in 0..<200 {
                XCTAssertTrue(zoomed.pixel(x: x, y: y) == plain.pixel(x: x, y: y), "(\(x), \(y))")
                if zoomed.pixel(x: x, y: y) != plain.pixel(x: x, y: y) { return }
            }
        }
        XCTAssertFalse(zoomed == plain, "the scene above is zoomed")
    }
}
