import CairoRendering
import XCTest
@testable import Zoetrope

/// A tap and a pan with touch indicators on, over a white canvas.
struct TouchDemoScene: Scene, DefaultConstructible {
    static let name = "touch-demo"
    static let summary = "test scene"
    static let tap = (point: Point(x: 60, y: 60), time: 0.5, hold: 0.3)
    static let pan = (from: Point(x: 40, y: 150), to: Point(x: 160, y: 150), time: 1.5, duration: 1.0)
    static let style = TouchIndicatorStyle(diameter: 40, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), borderWidth: 0,
                                           fadeDuration: 0.2,
                                           ripple: .init(scale: 2, duration: 0.4, color: Color(red: 1, green: 0, blue: 0), lineWidth: 2))
    var showsTouches = true
    var size: Size { Size(width: 200, height: 200) }
    var duration: Double { 3 }

    func setUp(on stage: Stage) {
        stage.showsTouches = showsTouches
        stage.touchIndicatorStyle = Self.style
        stage.tap(at: Self.tap.point, time: Self.tap.time, holdDuration: Self.tap.hold)
        stage.pan(along: [Self.pan.from, Self.pan.to], time: Self.pan.time, duration: Self.pan.duration)
    }
}

/// `Stage.showsTouches`: the disc under the finger while it is down, following a pan, fading
/// linearly after the lift, the ripple at its eased radius; expected colours are the style's
/// colours composited over white, the times and places come from the script.
final class TouchIndicatorTests: XCTestCase {
    private typealias Scene = TouchDemoScene
    private let style = TouchDemoScene.style

    private func pixel(at time: Double, _ point: Point, settings: RenderSettings = RenderSettings(),
                       scene: TouchDemoScene = TouchDemoScene()) throws -> [Double] {
        let image = try Exporter(scene: scene, settings: settings).still(at: time).rgbaImage()
        let p = image.pixel(x: Int(point.x), y: Int(point.y))
        return [Double(p.r), Double(p.g), Double(p.b)]
    }

    /// `color` at `alpha` × its own alpha over white, in 8-bit levels.
    private func overWhite(_ color: Color, opacity: Double) -> [Double] {
        let a = color.alpha * opacity
        return [color.red, color.green, color.blue].map { 255 * (1 - a) + 255 * $0 * a }
    }

    private func assertLevels(_ actual: [Double], _ expected: [Double], accuracy: Double = 1.5, _ message: String,
                              line: UInt = #line) {
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, "\(message): \(actual) vs \(expected)", line: line) }
    }

    /// The overlay covers what its touches can reach, not the frame: its backing store is drawn
    /// and composited at every frame of a tap.
    func testTheOverlayIsOnlyAsLargeAsItsTouchesReach() {
        let indicators = [TouchIndicator(center: Point(x: 60, y: 60), opacity: 1, rippleProgress: 0.5),
                          TouchIndicator(center: Point(x: 100, y: 150), opacity: 0.5, rippleProgress: nil)]
        let overlay = TouchIndicatorLayer(indicators: indicators, style: style)
        // The ring grows to diameter / 2 × scale = 40 points; half its 2-point line and a point more: 42 around each centre.
        XCTAssertEqual(overlay.frame, Rect(x: 18, y: 18, width: 142 - 18, height: 192 - 18))
        // Its bounds are the same rectangle, so it draws in the root's coordinates.
        XCTAssertEqual(overlay.bounds, overlay.frame)
    }

    func testTheDiscShowsUnderTheFingerWhileItIsDownAndNowhereElse() throws {
        let down = Scene.tap.time + Scene.tap.hold / 2
        assertLevels(try pixel(at: down, Scene.tap.point), overWhite(style.color, opacity: 1), "under the finger")
        assertLevels(try pixel(at: down, Point(x: 150, y: 40)), [255, 255, 255], accuracy: 0, "away from it")
        assertLevels(try pixel(at: Scene.tap.time - 1.0 / 60, Scene.tap.point), [255, 255, 255], accuracy: 0, "before the tap")
    }

    func testTheDiscFadesLinearlyAfterTheLift() throws {
        let lifted = Scene.tap.time + Scene.tap.hold
        assertLevels(try pixel(at: lifted + style.fadeDuration / 2, Scene.tap.point), overWhite(style.color, opacity: 0.5), "half faded")
        assertLevels(try pixel(at: lifted + style.fadeDuration / 4, Scene.tap.point), overWhite(style.color, opacity: 0.75), "a quarter faded")
        assertLevels(try pixel(at: lifted + style.fadeDuration, Scene.tap.point), [255, 255, 255], accuracy: 0, "gone")
    }

    func testTheRippleRingIsAtItsEasedRadius() throws {
        let ripple = try XCTUnwrap(style.ripple)
        let progress = 0.5
        let radius = style.diameter / 2 * (1 + (ripple.scale - 1) * TimingFunction.easeOut.value(at: progress))
        let time = Scene.tap.time + ripple.duration * progress
        // The ring's 2-point line covers the whole pixel it passes through on the horizontal through the centre.
        let onRing = Point(x: (Scene.tap.point.x + radius).rounded(.down), y: Scene.tap.point.y)
        assertLevels(try pixel(at: time, onRing), overWhite(ripple.color, opacity: 1 - progress), accuracy: 3, "on the ring")
        let inside = Point(x: Scene.tap.point.x + (style.diameter / 2 + radius) / 2, y: Scene.tap.point.y)
        assertLevels(try pixel(at: time, inside), [255, 255, 255], accuracy: 0, "between disc and ring")
        assertLevels(try pixel(at: Scene.tap.time + ripple.duration, onRing), [255, 255, 255], accuracy: 0, "ripple over")
    }

    func testTheDiscFollowsThePanAndFadesWhereTheFingerLifts() throws {
        // Half-way through a linear pan, the finger is half-way along the line (samples at 60 Hz land on this time).
        let halfway = Scene.pan.time + Scene.pan.duration / 2
        let middle = Scene.pan.from.interpolated(to: Scene.pan.to, fraction: 0.5)
        assertLevels(try pixel(at: halfway, middle), overWhite(style.color, opacity: 1), "under the moving finger")
        assertLevels(try pixel(at: halfway, Scene.pan.from), [255, 255, 255], accuracy: 0, "where the pan began")
        // The finger lifts one 60 Hz sample after the last move, one step further on (`Stage.pan`).
        let step = (Scene.pan.to.x - Scene.pan.from.x) / (Scene.pan.duration * 60)
        let release = Point(x: Scene.pan.to.x + step, y: Scene.pan.to.y)
        let lifted = Scene.pan.time + Scene.pan.duration + 1.0 / 60
        assertLevels(try pixel(at: lifted + style.fadeDuration / 2, release), overWhite(style.color, opacity: 0.5), "fading at the release")
    }

    func testRenderSettingsOverrideTheScenesChoice() throws {
        let down = Scene.tap.time + Scene.tap.hold / 2
        assertLevels(try pixel(at: down, Scene.tap.point, settings: RenderSettings(showsTouches: false)),
                     [255, 255, 255], accuracy: 0, "hidden by the settings")
        assertLevels(try pixel(at: down, Scene.tap.point, settings: RenderSettings(showsTouches: true), scene: TouchDemoScene(showsTouches: false)),
                     overWhite(style.color, opacity: 1), "shown by the settings")
    }

    func testIndicatorsArePureFunctionsOfTime() throws {
        // Reached frame by frame through the pan (recycled trees) or in one step: the same pixels.
        let scrubber = Scrubber(scene: TouchDemoScene())
        var stepped: Canvas?
        for frame in 100...130 { stepped = try scrubber.still(at: Double(frame) / 60) }
        let direct = try Exporter(scene: TouchDemoScene()).still(at: 130.0 / 60)
        XCTAssertEqual(try XCTUnwrap(stepped).rgbaImage(), direct.rgbaImage())
    }

    func testFramesAreTheSameWhateverTheNumberOfWorkers() throws {
        var settings = RenderSettings(fps: 20)
        settings.from = Scene.tap.time
        settings.to = Scene.pan.time + 0.5
        func digests(workers: Int) throws -> [[UInt8]] {
            var frames: [[UInt8]] = []
            try Exporter(scene: TouchDemoScene(), settings: settings, workerCount: workers).forEachFrame { _, frame in frames.append(frame.pixels) }
            return frames
        }
        XCTAssertEqual(try digests(workers: 1), try digests(workers: 3))
    }

    func testScriptedTracksKeepTheirSamples() throws {
        let stage = Stage(scene: TouchDemoScene())
        XCTAssertEqual(stage.touchIndicators.tracks.count, 2)
        XCTAssertEqual(stage.touchIndicators.tracks[0].lifted, Scene.tap.time + Scene.tap.hold)
        XCTAssertNil(TouchTrack([TouchEvent(phase: .moved, location: .zero, time: 0)]), "a track starts with a touch down")
    }
}
