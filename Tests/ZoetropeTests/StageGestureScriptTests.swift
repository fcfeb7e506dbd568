import CairoRendering
import XCTest
@testable import Zoetrope

/// A photo that pinches and turns under the fingers (UIKit's incremental idiom: apply, then reset
/// the recognizer's value), long-presses and swipes, logging what its recognizers report.
final class GesturePhotoView: View, GestureRecognizerDelegate {
    var log: [(String, GestureRecognizer.State, Double)] = []
    var scale = 1.0
    var rotation = 0.0

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3)
        let band = View(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height / 5))
        band.backgroundColor = Color(white: 0.15)
        addSubview(band)
        let pinch = PinchGestureRecognizer { [unowned self] in
            scale *= $0.scale
            $0.scale = 1
            transform = AffineTransform(scaleX: scale, y: scale).rotated(by: self.rotation)
            record("pinch", $0)
        }
        let rotation = RotationGestureRecognizer { [unowned self] in
            self.rotation += $0.rotation
            $0.rotation = 0
            transform = AffineTransform(scaleX: scale, y: scale).rotated(by: self.rotation)
            record("rotation", $0)
        }
        [pinch, rotation].forEach {
            $0.delegate = self
            addGestureRecognizer($0)
        }
        addGestureRecognizer(LongPressGestureRecognizer { [unowned self] in record("press", $0) })
        for direction in [SwipeGestureRecognizer.Direction.left, .right] {
            let swipe = SwipeGestureRecognizer { [unowned self] in record(direction == .left ? "swipe left" : "swipe right", $0) }
            swipe.direction = direction
            addGestureRecognizer(swipe)
        }
    }

    private func record(_ name: String, _ recognizer: GestureRecognizer) {
        log.append((name, recognizer.state, Timeline.current?.time ?? -1))
    }

    func gestureRecognizer(_: GestureRecognizer, shouldRecognizeSimultaneouslyWith _: GestureRecognizer) -> Bool { true }
}

/// The stage's multi-finger scripts: a pinch, a rotation, a long press and a swipe.
struct GestureScriptScene: Scene, DefaultConstructible {
    static let name = "gesture-script"
    static let summary = "test scene"
    static let center = Point(x: 150, y: 150)
    static let pinch = (from: 80.0, to: 160.0, time: 0.5, duration: 0.6)
    static let rotation = (radius: 50.0, angle: Double.pi / 2, time: 2.0, duration: 0.5)
    static let press = (time: 3.0, duration: 1.0)
    static let swipe = (time: 4.5, distance: 120.0)
    var size: Size { Size(width: 300, height: 300) }
    var duration: Double { 5 }

    func setUp(on stage: Stage) {
        stage.showsTouches = true
        let photo = GesturePhotoView(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        photo.layer.name = "photo"
        stage.rootView.addSubview(photo)
        stage.pinch(center: Self.center, from: Self.pinch.from, to: Self.pinch.to, time: Self.pinch.time, duration: Self.pinch.duration)
        stage.rotate(center: Self.center, radius: Self.rotation.radius, by: Self.rotation.angle, time: Self.rotation.time,
                     duration: Self.rotation.duration)
        stage.longPress(at: Self.center, time: Self.press.time, duration: Self.press.duration)
        stage.swipe(from: Point(x: 220, y: 150), direction: .left, distance: Self.swipe.distance, time: Self.swipe.time)
    }
}

final class StageGestureScriptTests: XCTestCase {
    typealias Scene = GestureScriptScene

    func playedPhoto(to time: Double) throws -> GesturePhotoView {
        let stage = Stage(scene: Scene())
        try stage.advance(to: time)
        return try XCTUnwrap(stage.rootView.viewNamed("photo") as? GesturePhotoView)
    }

    func testThePinchScalesByTheRatioOfTheFingerDistances() throws {
        let photo = try playedPhoto(to: Scene.rotation.time - 0.1)
        XCTAssertEqual(photo.scale, Scene.pinch.to / Scene.pinch.from, accuracy: 1e-12)
        XCTAssertEqual(photo.log.filter { $0.0 == "pinch" }.last?.1, .ended)
        XCTAssertFalse(photo.log.contains { $0.0 == "rotation" }, "the fingers stay on one line")
    }

    func testTheRotationTurnsByTheScriptedAngle() throws {
        let photo = try playedPhoto(to: Scene.press.time - 0.1)
        XCTAssertEqual(photo.rotation, Scene.rotation.angle, accuracy: 1e-12)
        XCTAssertEqual(photo.scale, Scene.pinch.to / Scene.pinch.from, accuracy: 1e-9, "the rotation's fingers keep their distance")
    }

    func testTheLongPressBeginsHalfASecondAfterTheFingerLands() throws {
        let photo = try playedPhoto(to: Scene.swipe.time - 0.1)
        let press = photo.log.filter { $0.0 == "press" }
        XCTAssertEqual(press.map(\.1), [.began, .ended])
        XCTAssertEqual(press.first?.2 ?? -1, Scene.press.time + 0.5, accuracy: 1e-12)
        XCTAssertEqual(press.last?.2 ?? -1, Scene.press.time + Scene.press.duration, accuracy: 1e-12)
    }

    func testTheSwipeIsRecognisedInItsDirectionOnly() throws {
        let photo = try playedPhoto(to: Scene.swipe.time + 0.5)
        XCTAssertEqual(photo.log.filter { $0.0.hasPrefix("swipe") }.map(\.0), ["swipe left"])
        // 120 pt in 0.15 s at 60 Hz: 9 moves of 13⅓ pt, past 50 pt at the 4th.
        XCTAssertEqual(photo.log.last?.2 ?? -1, Scene.swipe.time + 4.0 / 60, accuracy: 1e-12)
    }

    /// Mid-pinch, a disc under each finger: the fingers are on the horizontal through the centre,
    /// half the scripted distance either side, the distance linear in time.
    func testEveryFingerShowsItsIndicator() throws {
        let time = Scene.pinch.time + Scene.pinch.duration / 2
        let half = (Scene.pinch.from + (Scene.pinch.to - Scene.pinch.from) / 2) / 2
        let stage = Stage(scene: Scene())
        try stage.advance(to: time)
        let overlay = try XCTUnwrap(stage.touchIndicators.overlay(at: time) as? TouchIndicatorLayer)
        XCTAssertEqual(overlay.indicators.map(\.center), [Point(x: Scene.center.x - half, y: Scene.center.y),
                                                            Point(x: Scene.center.x + half, y: Scene.center.y)])
        let image = try Exporter(scene: Scene()).still(at: time).rgbaImage()
        let style = TouchIndicatorStyle.simulator
        for x in [Scene.center.x - half, Scene.center.x + half] {
            let pixel = image.pixel(x: Int(x), y: Int(Scene.center.y))
            // The style's grey at half alpha over the photo's green.
            let green = [0.2, 0.6, 0.3]
            let expected = green.map { 255 * ($0 * (1 - style.color.alpha) + style.color.red * style.color.alpha) }
            for (actual, wanted) in zip([pixel.r, pixel.g, pixel.b].map(Double.init), expected) {
                XCTAssertEqual(actual, wanted, accuracy: 2, "under the finger at x = \(x)")
            }
        }
    }
}
