import XCTest
@testable import Scenes
import ZoetropeTesting

/// What seed 003 promises of its cards, as motion: a card in flight is caught where it is, held
/// there, and resumes from there; dragged back, it reverses from where the finger left it — no
/// jump at any of these moments, and the animator never moves it faster than its own curve can.
final class CityGuideMotionTests: XCTestCase {
    private typealias Cue = CityGuideScene.Cue

    /// The card's height travel (collapsed 440 pt to the full 844 pt screen) over the article's
    /// 0.3 s ease-in-out animator: its fastest speed is the travel times the curve's steepest
    /// slope over the duration, and in 1 ms it moves at most a thousandth of that.
    private var fastestAnimatorSpeed: Double {
        let steepest = stride(from: 0.0, through: 1.0, by: 0.0005).map { TimingFunction.easeInEaseOut.slope(at: $0) }.max()!
        return (CityGuideScene.screen.height - 440) * steepest / 0.3
    }

    /// The greatest change of the card's height in 1 ms while the animator (not a finger) drives it.
    private var animatorStep: Double { fastestAnimatorSpeed / 1000 * (1 + 1e-6) }

    /// Flung down at 6.2 s (released at 6.45 s), the card collapses until a finger touches it at
    /// 6.5 s; the pan is recognized once the finger has moved 10 pt (6.55 s) and pauses the
    /// animator: up to that instant the card moves only as the animator can, and the catch itself
    /// adds no jump. The finger then rests for 0.5 s, and the card rests with it.
    func testACardCaughtInFlightStopsWhereItIs() throws {
        let scene = try CityGuideScene(variant: nil)
        let release = Cue.flingDown + 0.25
        assertMotion(of: scene, layer: "card-london", keyPath: "bounds.size.height",
                     .continuous(maxValueJump: animatorStep), .peakVelocity(atMost: fastestAnimatorSpeed * (1 + 1e-6)),
                     .satisfies("still collapsing when caught") { curve in curve.end < curve.start - 50 ? nil : "moved \(curve.end - curve.start)" },
                     from: release + 0.01, to: Cue.touchMidFlight + 0.059)
        // Held: the first move after the catch applies the finger's drag, then nothing moves
        // until the finger lifts at 6.5 + 0.06 + 0.5 s.
        assertMotion(of: scene, layer: "card-london", keyPath: "bounds.size.height",
                     .satisfies("rests under the finger") { curve in
                         let values = curve.samples.map(\.value)
                         return values.max()! - values.min()! < 1e-9 ? nil : "moves by \(values.max()! - values.min()!)"
                     },
                     from: Cue.touchMidFlight + 0.065, to: Cue.touchMidFlight + 0.06 + 0.49)
    }

    /// Lifted without velocity, the animator continues from where the card was held — no jump —
    /// at no more than its own curve's speed, and the card is collapsed (440 pt) by the next cue.
    func testAHeldCardResumesFromWhereItWasHeld() throws {
        assertMotion(of: try CityGuideScene(variant: nil), layer: "card-london", keyPath: "bounds.size.height",
                     .continuous(maxValueJump: animatorStep), .peakVelocity(atMost: fastestAnimatorSpeed * (1 + 1e-6)),
                     .monotonic, .reaches(440, at: Cue.dragBack - 0.01, tolerance: 1e-9),
                     from: Cue.touchMidFlight + 0.5, to: Cue.dragBack - 0.01)
    }

    /// Dragged up (8.0 s) and back down, released moving down at 8.9 s: the animator reverses from
    /// where the finger left the card, without a jump, and brings it back to collapsed.
    func testACardDraggedBackReversesFromWhereTheFingerLeftIt() throws {
        let release = Cue.dragBack + 0.9
        assertMotion(of: try CityGuideScene(variant: nil), layer: "card-london", keyPath: "bounds.size.height",
                     .continuous(maxValueJump: animatorStep), .peakVelocity(atMost: fastestAnimatorSpeed * (1 + 1e-6)),
                     .monotonic, .reaches(440, at: release + 0.5, tolerance: 1e-9),
                     .satisfies("starts where the finger left it") { curve in curve.start > 440 + 20 ? nil : "starts at \(curve.start)" },
                     from: release + 0.001, to: release + 0.5)
    }

    /// A wrong expectation fails: the finger-driven drag moves the card far faster than any animator step.
    func testTheContinuityCheckCatchesTheFingersSteps() throws {
        let curve = try MotionSampler(scene: try CityGuideScene(variant: nil))
            .curves(layers: ["card-london"], keyPaths: ["bounds.size.height"], every: 0.001, from: Cue.dragBack, to: Cue.dragBack + 0.5)[0]
        XCTAssertNotNil(MotionPredicate.continuous(maxValueJump: animatorStep).failure(of: curve))
    }
}
