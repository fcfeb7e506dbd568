import XCTest
@testable import Scenes
@testable import Zoetrope

final class MoreSceneTests: XCTestCase {
    func testFancyLabelTransitionsFollowTheirBlocks() throws {
        let player = ScenePlayer(FancyLabelScene())
        // The first block: a 1 s cross-fade from "Hello" to "Bonjour" at 0.5 s.
        let fading = try XCTUnwrap(player.layer("label", at: 1.0) as? TextLayer)
        XCTAssertEqual(fading.string, "Bonjour", "the model text changes at once")
        let transition = try XCTUnwrap(fading.activeTransition)
        XCTAssertEqual(transition.kind, .fade)
        XCTAssertEqual(transition.progress, TimingFunction.easeInEaseOut.value(at: 0.5), accuracy: 1e-9)
        XCTAssertEqual((transition.previous as? TextLayer)?.string, "Hello")

        // The delayed push (0.6 s after 0.8 s from 2.9 s): the old text stays during the delay.
        let waiting = try XCTUnwrap(player.layer("flipboard", at: 3.5) as? TextLayer)
        let held = try XCTUnwrap(waiting.activeTransition)
        XCTAssertEqual(held.progress, 0, "progress 0 during the delay: only the old text shows")
        XCTAssertEqual((held.previous as? TextLayer)?.string, "Platform 2")
        let pushing = try XCTUnwrap(player.layer("flipboard", at: 3.7 + 0.3) as? TextLayer)
        XCTAssertEqual(pushing.activeTransition?.kind, .push)
        XCTAssertEqual(pushing.activeTransition?.subtype, .fromTop)
        XCTAssertEqual(pushing.activeTransition?.progress ?? 0, TimingFunction.easeInEaseOut.value(at: 0.5), accuracy: 1e-9)

        // Outside a block the change is instant.
        let instant = try XCTUnwrap(player.layer("label", at: 4.6 + 1.0 / 60) as? TextLayer)
        XCTAssertEqual(instant.string, "Hello")
        XCTAssertNil(instant.activeTransition)
    }

    func testTimingGalleryDotsFollowTheirCurves() throws {
        let player = ScenePlayer(TimingGalleryScene())
        let t = 1.0
        let elapsed = t - TimingGalleryScene.start
        for (index, curve) in GalleryCurve.all.enumerated() {
            let dot = try player.layer("dot-\(index)", at: t)
            let expected: Double
            switch curve {
            case .cubic(_, let function): expected = function.value(at: elapsed / TimingGalleryScene.cubicDuration)
            case .spring(_, let spring): expected = spring.value(at: elapsed)
            }
            let span = TimingGalleryScene.trackEnd - TimingGalleryScene.trackStart
            XCTAssertEqual((dot.position.x - TimingGalleryScene.trackStart) / span, expected, accuracy: 1e-9, curve.title)
            let plot = try XCTUnwrap(player.layer("plot-\(index)", at: t) as? CurvePlotLayer)
            XCTAssertEqual(plot.progress, min(elapsed / curve.duration(cubic: TimingGalleryScene.cubicDuration), 1),
                           accuracy: 1e-9, "the plot's marker runs on the same clock")
        }
    }

    func testLoadingIndicatorVariantsKeepLabelAndBarInLockstep() throws {
        for variant in LoadingIndicatorScene.variants {
            let player = ScenePlayer(try LoadingIndicatorScene(variant: variant))
            var maximum = 0.0
            for frame in stride(from: 0, to: 192, by: 3) {
                let t = Double(frame) / 60
                let indicator = try XCTUnwrap(player.layer("indicator", at: t) as? LoadingIndicatorLayer)
                let marker = try player.layer("marker", at: t)
                XCTAssertEqual((marker.position.x - 60) / 360, indicator.percent / 100, accuracy: 1e-9, "\(variant) at \(t)")
                let drawing = RecordingGraphicsContext()
                indicator.draw(in: drawing)
                XCTAssertEqual(drawing.texts, ["\(Int(indicator.percent.rounded(.down)))%"], "\(variant) at \(t)")
                maximum = max(maximum, indicator.percent)
            }
            switch variant {
            case "spring": XCTAssertGreaterThan(maximum, 100, "the spring overshoots")
            default: XCTAssertLessThanOrEqual(maximum, 100 + 1e-9)
            }
        }
        let reversed = try ScenePlayer(try LoadingIndicatorScene(variant: "ease-out-reverse")).layer("indicator", at: 3.1)
        XCTAssertEqual((reversed as? LoadingIndicatorLayer)?.percent, 0, "back to 0 after the autoreverse")
        XCTAssertThrowsError(try LoadingIndicatorScene(variant: "linear"))
    }
}
