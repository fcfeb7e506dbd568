import XCTest
@testable import Scenes
@testable import Zoetrope

final class SeedScenesTests: XCTestCase {
    func testCircleFollowsSeed002Animations() throws {
        let player = ScenePlayer(CircleScene())
        for t in [0.0, 0.25, 1.0, 1.75, 3.25, 4.0, 4.25, 4.4] {
            let circle = try XCTUnwrap(player.layer("circle", at: t) as? CircleLayer)
            let elapsed = max(t - CircleScene.start, 0)
            XCTAssertEqual(circle.radius, 50 + 100 * TimingFunction.easeInEaseOut.value(at: min(elapsed / 3, 1)),
                           accuracy: 1e-9, "radius at \(t)")
            XCTAssertEqual(circle.strokeWidth, 25 - 24 * TimingFunction.easeIn.value(at: min(elapsed / 4, 1)),
                           accuracy: 1e-9, "strokeWidth at \(t)")
        }
    }

    func testClockHandsReach941TogetherInOneBlock() throws {
        let player = ScenePlayer(ClockScene())
        for t in stride(from: 0.0, through: 2.4, by: 0.1) {
            let clock = try XCTUnwrap(player.layer("clock", at: t) as? ClockLayer)
            let p = TimingFunction.easeInEaseOut.value(at: min(max((t - ClockScene.start) / ClockScene.animationDuration, 0), 1))
            XCTAssertEqual(clock.hourHand, 7 + 2 * p, accuracy: 1e-9, "hour at \(t)")
            XCTAssertEqual(clock.minuteHand, 41 * p, accuracy: 1e-9, "minute at \(t)")
        }
        let end = try XCTUnwrap(player.layer("clock", at: 2.4) as? ClockLayer)
        XCTAssertEqual(end.hourHand, 9)
        XCTAssertEqual(end.minuteHand, 41)
    }

    func testImplicitPropertyRetargetsWithoutAJump() throws {
        let scene = ImplicitPropertyScene()
        let player = ScenePlayer(scene)
        func value(_ t: Double) throws -> Double {
            try XCTUnwrap(player.layer("meter", at: t) as? MeterLayer).property
        }
        XCTAssertEqual(try value(0.2), 10)
        // First implicit animation: 10 → 50 over 1.2 s ease-in-out from t = 0.3.
        let progressAtRetarget = TimingFunction.easeInEaseOut.value(at: (ImplicitPropertyScene.secondSet - 0.3) / 1.2)
        let atRetarget = 10 + 40 * progressAtRetarget
        XCTAssertEqual(try value(0.9 - 1e-6), atRetarget, accuracy: 1e-3)
        // Second: from that presentation value to 20, again 1.2 s.
        let quarter = atRetarget + (20 - atRetarget) * TimingFunction.easeInEaseOut.value(at: 0.25)
        XCTAssertEqual(try value(0.9 + 0.3), quarter, accuracy: 1e-9)
        XCTAssertEqual(try value(2.5), 20, accuracy: 1e-12)
    }
}
