@testable import MotionCore
import XCTest

/// Animations between paths of different structure, which Core Animation leaves undefined
/// (CAShapeLayer `path`: "If the two paths have a different number of control points or
/// segments, the results are undefined"): resampled along their length to one structure, they
/// move point by point, additive ones included, and the render notes it once. Expected shapes
/// come from the geometry: points at equal fractions of length on both paths are paired.
final class PathResamplingTests: XCTestCase {
    private func path(_ points: [Point], closed: Bool = false) -> Path {
        var path = Path()
        path.move(to: points[0])
        points.dropFirst().forEach { path.addLine(to: $0) }
        if closed { path.closeSubpath() }
        return path
    }

    private func points(of path: Path) -> [Point] { path.elements.compactMap(\.endPoint) }

    private func linear(_ animation: BasicAnimation) -> BasicAnimation {
        animation.duration = 1
        animation.timingFunction = .linear
        return animation
    }

    /// A line at y = 0 to one at y = 100 drawn with two lines: halfway, the line at y = 50.
    func testBasicAnimationMorphsBetweenElementCounts() {
        let layer = ShapeLayer()
        let timeline = Timeline()
        let animation = linear(BasicAnimation(keyPath: "path"))
        animation.fromValue = path([Point(x: 0, y: 0), Point(x: 100, y: 0)])
        animation.toValue = path([Point(x: 0, y: 100), Point(x: 50, y: 100), Point(x: 100, y: 100)])
        timeline.perform { layer.add(animation, forKey: "morph") }
        timeline.advance(to: 0.5)
        let middle = timeline.perform { layer.presentation()?.path } ?? nil
        let drawn = points(of: middle ?? Path())
        XCTAssertGreaterThan(drawn.count, 8)
        for point in drawn { XCTAssertEqual(point.y, 50, accuracy: 1e-6) }
        XCTAssertEqual(drawn.first?.x ?? -1, 0, accuracy: 1e-6)
        XCTAssertEqual(drawn.last?.x ?? -1, 100, accuracy: 1e-6)
        let notes = timeline.takeNotes()
        XCTAssertEqual(notes.filter { $0.contains("different structure") }.count, 1, "\(notes)")
    }

    /// A square drawn with 4 and with 8 sides stays the same square all the way.
    func testTheSameShapeDrawnTwoWaysStaysPut() {
        let four = path([Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 40), Point(x: 0, y: 40)], closed: true)
        let eight = path([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 20), Point(x: 40, y: 40),
                          Point(x: 20, y: 40), Point(x: 0, y: 40), Point(x: 0, y: 20)], closed: true)
        let alike = Path.resampledAlike([four, eight])
        XCTAssertTrue(alike[0].hasMatchingStructure(alike[1]))
        for (a, b) in zip(points(of: alike[0]), points(of: alike[1])) {
            XCTAssertEqual(a.distance(to: b), 0, accuracy: 1e-9, "the same points along the same square")
        }
        for point in points(of: alike[0]) {
            let onEdge = [point.x, point.y].contains { abs($0) < 1e-9 || abs($0 - 40) < 1e-9 }
            XCTAssertTrue(onEdge, "\(point) on the square")
        }
        XCTAssertEqual(alike[0].elements.last, .closeSubpath, "both closed: closed")
    }

    /// The equalizer: an additive animation lifting a bar by a path of another element count
    /// moves it (by 25 halfway) instead of leaving it frozen, and keyframes of three structures
    /// morph through one.
    func testAdditiveAndKeyframeAnimationsOntoAnotherStructureMove() {
        let layer = ShapeLayer()
        let timeline = Timeline()
        timeline.perform { layer.path = path([Point(x: 0, y: 0), Point(x: 100, y: 0)]) }
        let lift = linear(BasicAnimation(keyPath: "path"))
        lift.isAdditive = true
        lift.fromValue = path([.zero, .zero, .zero])
        lift.toValue = path([Point(x: 0, y: -50), Point(x: 0, y: -50), Point(x: 0, y: -50)])
        timeline.perform { layer.add(lift, forKey: "lift") }
        timeline.advance(to: 0.5)
        let lifted = points(of: (timeline.perform { layer.presentation()?.path } ?? nil) ?? Path())
        XCTAssertGreaterThan(lifted.count, 2)
        for point in lifted { XCTAssertEqual(point.y, -25, accuracy: 1e-6) }
        XCTAssertEqual(lifted.last?.x ?? -1, 100, accuracy: 1e-6)

        let keyframes = KeyframeAnimation(keyPath: "path", values: [
            path([Point(x: 0, y: 0), Point(x: 100, y: 0)]),
            path([Point(x: 0, y: 10), Point(x: 50, y: 10), Point(x: 100, y: 10)]),
            path([Point(x: 0, y: 30), Point(x: 25, y: 30), Point(x: 50, y: 30), Point(x: 100, y: 30)]),
        ])
        keyframes.duration = 1
        let other = ShapeLayer()
        timeline.perform { other.add(keyframes, forKey: "steps") }
        timeline.advance(to: 1.25)
        let between = points(of: (timeline.perform { other.presentation()?.path } ?? nil) ?? Path())
        for point in between { XCTAssertEqual(point.y, 20, accuracy: 1e-6, "halfway from the second keyframe to the third") }
    }
}
