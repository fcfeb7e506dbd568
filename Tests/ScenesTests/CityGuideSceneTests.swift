import XCTest
@testable import Scenes
@testable import Zoetrope

/// Issue 7's checks on the CityGuide scene, on presentation values at key times.
final class CityGuideSceneTests: XCTestCase {
    private let screen = CityGuideScene.screen
    private typealias Cue = CityGuideScene.Cue

    /// The collapsed frames of London and its neighbours once the scroll has settled.
    private func collapsedFrames(_ player: ScenePlayer) throws -> (left: Rect, card: Rect, right: Rect) {
        (try player.layer("card-paris", at: Cue.tapOpen - 0.1).frame,
         try player.layer("card-london", at: Cue.tapOpen - 0.1).frame,
         try player.layer("card-new-york", at: Cue.tapOpen - 0.1).frame)
    }

    func testTheScrollCentresTheFeaturedCard() throws {
        let player = ScenePlayer(try CityGuideScene(variant: nil))
        let collection = try player.layer("collection", at: Cue.tapOpen - 0.1)
        XCTAssertEqual(collection.bounds.origin.x, 270 + 24, accuracy: 1e-9, "one card pitch")
        let card = try player.layer("card-london", at: Cue.tapOpen - 0.1)
        XCTAssertEqual(card.frame.midX - collection.bounds.origin.x, screen.width / 2, accuracy: 1e-9)
    }

    func testTapExpandsToFullScreenWithTheArticlesAnimation() throws {
        let player = ScenePlayer(try CityGuideScene(variant: nil))
        let before = try collapsedFrames(player)
        let offset = try player.layer("collection", at: Cue.tapOpen - 0.1).bounds.origin.x
        // The tap lifts 0.08 s after touch-down; the 0.3 s ease-in-out animator starts then.
        let start = Cue.tapOpen + 0.08
        let mid = try player.layer("card-london", at: start + 0.15).frame
        let fraction = TimingFunction.easeInEaseOut.value(at: 0.5)
        XCTAssertEqual(mid.width, before.card.width + (screen.width - before.card.width) * fraction, accuracy: 1e-6)

        let end = start + 0.3
        let card = try player.layer("card-london", at: end)
        XCTAssertEqual(card.frame, Rect(x: offset, y: 0, width: screen.width, height: screen.height), "full screen")
        XCTAssertEqual(card.cornerRadius, 0)
        XCTAssertEqual(try player.layer("card-london-description", at: end).opacity, 1)
        XCTAssertEqual(try player.layer("card-london-close", at: end).opacity, 1)
        XCTAssertEqual(try player.layer("card-paris", at: end).frame.midX, before.left.midX - 50, accuracy: 1e-9)
        XCTAssertEqual(try player.layer("card-new-york", at: end).frame.midX, before.right.midX + 50, accuracy: 1e-9)
    }

    func testCloseRestoresEveryInitialFrame() throws {
        let player = ScenePlayer(try CityGuideScene(variant: nil))
        let before = try collapsedFrames(player)
        let after = Cue.tapClose + 0.08 + 0.3
        XCTAssertEqual(try player.layer("card-paris", at: after).frame, before.left)
        XCTAssertEqual(try player.layer("card-london", at: after).frame, before.card)
        XCTAssertEqual(try player.layer("card-new-york", at: after).frame, before.right)
        XCTAssertEqual(try player.layer("card-london", at: after).cornerRadius, 18)
        XCTAssertEqual(try player.layer("card-london-description", at: after).opacity, 0)
    }

    func testDragScrubsBetweenTheTwoStatesThenCompletes() throws {
        let player = ScenePlayer(try CityGuideScene(variant: nil))
        let collapsed = try collapsedFrames(player).card
        let offset = try player.layer("collection", at: Cue.tapOpen - 0.1).bounds.origin.x
        let expanded = Rect(x: offset, y: 0, width: screen.width, height: screen.height)
        var previousWidth = collapsed.width
        for step in 1...5 {
            let frame = try player.layer("card-london", at: Cue.dragUp + 0.1 * Double(step)).frame
            XCTAssertGreaterThan(frame.width, collapsed.width, "scrubbing at step \(step)")
            XCTAssertLessThan(frame.width, expanded.width)
            XCTAssertLessThan(frame.minY, collapsed.minY)
            XCTAssertGreaterThan(frame.minY, expanded.minY)
            XCTAssertGreaterThanOrEqual(frame.width, previousWidth, "the drag only moves up")
            previousWidth = frame.width
        }
        XCTAssertEqual(try player.layer("card-london", at: Cue.flingDown - 0.1).frame, expanded, "released upward: expanded")
    }

    func testATouchMidFlightPausesAndTheAnimationResumesFromThere() throws {
        let player = ScenePlayer(try CityGuideScene(variant: nil))
        let caught = try player.layer("card-london", at: Cue.touchMidFlight + 0.15).frame
        for t in stride(from: Cue.touchMidFlight + 0.2, through: Cue.touchMidFlight + 0.5, by: 0.1) {
            XCTAssertEqual(try player.layer("card-london", at: t).frame, caught, "held still at \(t)")
        }
        let collapsed = try ScenePlayer(try CityGuideScene(variant: nil)).layer("card-london", at: Cue.tapOpen - 0.1).frame
        XCTAssertNotEqual(caught, collapsed, "caught mid-flight, not at the end")
        XCTAssertEqual(try player.layer("card-london", at: Cue.dragBack - 0.1).frame, collapsed, "resumed and finished")
    }

    func testDraggingBackDownReversesToCollapsed() throws {
        let player = ScenePlayer(try CityGuideScene(variant: nil))
        let collapsed = try collapsedFrames(player)
        let peak = try player.layer("card-london", at: Cue.dragBack + 0.45).frame
        XCTAssertGreaterThan(peak.width, collapsed.card.width, "opened part-way first")
        let end = try CityGuideScene(variant: nil).duration - 0.05
        XCTAssertEqual(try player.layer("card-london", at: end).frame, collapsed.card)
        XCTAssertEqual(try player.layer("card-paris", at: end).frame, collapsed.left)
        XCTAssertEqual(try player.layer("card-new-york", at: end).frame, collapsed.right)
    }

    func testVariantsChangeTheTiming() throws {
        let t = Cue.tapOpen + 0.08 + 0.15
        func width(_ variant: String) throws -> Double {
            try ScenePlayer(try CityGuideScene(variant: variant)).layer("card-london", at: t).frame.width
        }
        let cubic = TimingFunction(controlPoints: 0.17, 0.67, 0.76, 1.0).value(at: 0.5)
        XCTAssertEqual(try width("cubic"), 270 + 120 * cubic, accuracy: 1e-6)
        let article = SpringTimingParameters(mass: 1, stiffness: 2, damping: 0.2).value(at: 0.15)
        XCTAssertEqual(try width("article-spring"), 270 + 120 * article, accuracy: 1e-6)
        XCTAssertThrowsError(try CityGuideScene(variant: "bouncy"))
    }
}
