import XCTest
@testable import Zoetrope

/// Keyframes as the Lottie format defines them: a segment eased by the cubic Bézier of its
/// keyframe's `o` and `i`, held before the first keyframe and after the last, stepped at hold
/// keyframes; expected values come from the definition, never from the engine.
final class LottieKeyframeTests: XCTestCase {
    private func scene(position: String) throws -> LottieScene {
        LottieScene(document: try LottieFixtures.document(layers: LottieFixtures.redSquare(position: position)))
    }

    func testASegmentIsEasedByItsKeyframesCubicBezier() throws {
        let scene = try scene(position: #"{"a":1,"k":[{"t":0,"s":[10,50],"o":{"x":0.33,"y":0},"i":{"x":0.67,"y":1}},{"t":10,"s":[90,50]}]}"#)
        for (time, progress) in [(0.2, 0.2), (0.3, 0.3), (0.7, 0.7)] {
            let expected = 10 + 80 * LottieFixtures.cubicBezier(0.33, 0, 0.67, 1, at: progress)
            let centre = try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: time))
            XCTAssertEqual(centre.x, expected, accuracy: 0.05, "frame \(time * 10)")
            XCTAssertEqual(centre.y, 50, accuracy: 0.05)
        }
    }

    func testPerDimensionEasingArraysUseTheirFirstComponentAndValuesHoldOutsideTheKeyframes() throws {
        let scene = try scene(position: #"{"a":1,"k":[{"t":5,"s":[10,50],"o":{"x":[0.5,0.1],"y":[0,0.2]},"i":{"x":[0.5,0.9],"y":[1,0.8]}},{"t":15,"s":[90,50]}]}"#)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.2)).x, 10, accuracy: 0.05, "before the first keyframe")
        let expected = 10 + 80 * LottieFixtures.cubicBezier(0.5, 0, 0.5, 1, at: 0.25)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.75)).x, expected, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 1.8)).x, 90, accuracy: 0.05, "after the last keyframe")
    }

    func testAHoldKeyframeStepsAtTheNextKeyframe() throws {
        let scene = try scene(position: #"{"a":1,"k":[{"t":0,"s":[20,50],"h":1},{"t":10,"s":[80,50]}]}"#)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.95)).x, 20, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 1.0)).x, 80, accuracy: 0.05)
    }

    func testHoldAndEasedSegmentsMix() throws {
        let linear = #""o":{"x":0,"y":0},"i":{"x":1,"y":1}"#
        let scene = try scene(position: #"{"a":1,"k":[{"t":0,"s":[20,50],"h":1},{"t":10,"s":[80,50],\#(linear)},{"t":20,"s":[40,50]}]}"#)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.5)).x, 20, accuracy: 0.05, "held")
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 1.5)).x, 60, accuracy: 0.05, "halfway from 80 to 40")
    }

    func testSpatialTangentsBendThePath() throws {
        // From (10, 50) to (90, 50) with both tangents 40 up: the path is the cubic through
        // (10, 10) and (90, 10), whose midpoint is at y = 50 − 0.75 · 40 = 20.
        let scene = try scene(position: #"{"a":1,"k":[{"t":0,"s":[10,50],"to":[0,-40],"ti":[0,-40],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[90,50]}]}"#)
        let centre = try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.5))
        XCTAssertEqual(centre.x, 50, accuracy: 0.05, "halfway along a symmetric path")
        XCTAssertEqual(centre.y, 20, accuracy: 0.05)
    }
}
