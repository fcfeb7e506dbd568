import XCTest
@testable import MotionCore

/// Keyframe animations along a Path: the vertices are the keyframes, each segment is travelled
/// at constant speed, and rotationMode turns the layer with the tangent.
final class KeyframePathTests: XCTestCase {
    private func run(_ animation: KeyframeAnimation, on layer: Layer = Layer()) -> (Timeline, Layer) {
        let timeline = Timeline()
        if animation.duration == 0 { animation.duration = 1 }
        timeline.perform { layer.add(animation, forKey: "follow") }
        XCTAssertTrue(timeline.takeProblems().isEmpty)
        return (timeline, layer)
    }

    private func rotation(_ layer: Layer) -> Double { layer.value(forKeyPath: "transform.rotation.z") as? Double ?? .nan }

    private func assertAngle(_ actual: Double, _ expected: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(cos(actual), cos(expected), accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(sin(actual), sin(expected), accuracy: 1e-9, file: file, line: line)
    }

    private var lPath: Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 100, y: 100))
        return path
    }

    func testLinearPathWithRotateAuto() {
        let animation = KeyframeAnimation(keyPath: "position")
        animation.path = lPath
        animation.rotationMode = .rotateAuto
        let (timeline, layer) = run(animation)
        let early = timeline.presentation(of: layer, at: 0.25)
        XCTAssertEqual(early.position, Point(x: 50, y: 0))
        assertAngle(rotation(early), 0)
        let late = timeline.presentation(of: layer, at: 0.75)
        XCTAssertEqual(late.position, Point(x: 100, y: 50))
        assertAngle(rotation(late), .pi / 2)
    }

    func testRotateAutoReverseAddsAHalfTurnOntoTheLayersRotation() {
        let animation = KeyframeAnimation(keyPath: "position")
        animation.path = lPath
        animation.rotationMode = .rotateAutoReverse
        let layer = Layer()
        Timeline().perform {
            Transaction.setDisableActions(true)
            layer.transform = Transform3D(rotationAngle: .pi / 8, x: 0, y: 0, z: 1)
        }
        let (timeline, _) = run(animation, on: layer)
        assertAngle(rotation(timeline.presentation(of: layer, at: 0.75)), .pi / 8 + .pi / 2 + .pi)
    }

    func testPacedPathUsesArcLength() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 30, y: 0))
        path.addLine(to: Point(x: 30, y: 90))
        let animation = KeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = .paced
        let (timeline, layer) = run(animation)
        let p = timeline.presentation(of: layer, at: 0.5).position
        XCTAssertEqual(p.x, 30, accuracy: 1e-9)
        XCTAssertEqual(p.y, 30, accuracy: 1e-9)
    }

    func testCurveIsTravelledAtConstantSpeed() {
        let start = Point(x: 0, y: 0), c1 = Point(x: 0, y: 50), c2 = Point(x: 100, y: 50), end = Point(x: 100, y: 0)
        var path = Path()
        path.move(to: start)
        path.addCurve(to: end, control1: c1, control2: c2)
        let animation = KeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.rotationMode = .rotateAuto
        let (timeline, layer) = run(animation)

        // Reference: the Bézier sampled at 20 000 steps; the point a quarter of the length along.
        func bezier(_ t: Double) -> Point {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
        }
        var lengths = [0.0]
        for k in 1...20_000 { lengths.append(lengths[k - 1] + bezier(Double(k - 1) / 20_000).distance(to: bezier(Double(k) / 20_000))) }
        let quarter = lengths.firstIndex { $0 >= lengths.last! / 4 }!
        let expectedQuarter = bezier(Double(quarter) / 20_000)

        let atQuarter = timeline.presentation(of: layer, at: 0.25).position
        XCTAssertEqual(atQuarter.distance(to: expectedQuarter), 0, accuracy: 0.05)
        let middle = timeline.presentation(of: layer, at: 0.5)
        XCTAssertEqual(middle.position.x, 50, accuracy: 1e-9, "symmetric curve: half the length is the parametric midpoint")
        XCTAssertEqual(middle.position.y, 37.5, accuracy: 1e-9)
        assertAngle(rotation(middle), 0)
    }

    func testCloseSubpathReturnsToTheStartAndKeyTimesCountVertices() {
        let animation = KeyframeAnimation(keyPath: "position")
        animation.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        // 5 vertices: start, three corners, back to start; the last side gets half the time.
        animation.keyTimes = [0, 0.125, 0.25, 0.5, 1]
        let (timeline, layer) = run(animation)
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.0625).position, Point(x: 5, y: 0))
        XCTAssertEqual(timeline.presentation(of: layer, at: 0.75).position, Point(x: 0, y: 5))
    }
}

#if canImport(Glibc)
import Glibc
#endif
