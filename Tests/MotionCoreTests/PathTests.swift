import XCTest
@testable import MotionCore

/// Expected coordinates come from the circle-approximation constant k = 4/3·tan(θ/4) (0.5523 for a
/// quarter circle, as Core Graphics uses) and from UIKit's y-down angle convention.
final class PathTests: XCTestCase {
    private let k = 4.0 / 3.0 * tan(Double.pi / 8)

    private func assertPoint(_ p: Point?, _ x: Double, _ y: Double, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
    }

    private func endPoints(_ path: Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    func testQuarterArcClockwiseIsOneCubicWithStandardHandles() {
        var path = Path()
        path.addArc(center: Point(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(path.elements.count, 2)
        XCTAssertEqual(path.elements[0], .move(to: Point(x: 150, y: 100)))
        guard case let .curve(end, c1, c2) = path.elements[1] else { return XCTFail("\(path.elements)") }
        assertPoint(end, 100, 150)    // angle π/2 is straight down in y-down coordinates
        assertPoint(c1, 150, 100 + 50 * k)
        assertPoint(c2, 100 + 50 * k, 150)
    }

    func testCounterClockwiseTakesTheLongWay() {
        var path = Path()
        path.addArc(center: Point(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let ends = endPoints(path)
        XCTAssertEqual(ends.count, 4)
        assertPoint(ends[1], 100, 50)
        assertPoint(ends[2], 50, 100)
        assertPoint(ends[3], 100, 150)
    }

    func testArcPointsLieOnTheCircle() {
        var path = Path()
        path.addArc(center: Point(x: 10, y: 20), radius: 30, startAngle: 0.3, endAngle: 2.9, clockwise: true)
        for segment in path.segments {
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                XCTAssertEqual(segment.point(at: t).distance(to: Point(x: 10, y: 20)), 30, accuracy: 30 * 3e-4)
            }
        }
        assertPoint(path.currentPoint, 10 + 30 * cos(2.9), 20 + 30 * sin(2.9))
    }

    func testArcJoinsCurrentPointAndFullTurns() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        XCTAssertEqual(path.elements[1], .line(to: Point(x: 10, y: 0)))
        XCTAssertEqual(path.elements.count, 6)   // move, line, four quarter curves
        assertPoint(path.currentPoint, 10, 0)
        var dot = Path()
        dot.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
        XCTAssertEqual(dot.elements.count, 1)
        var bad = Path()
        bad.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        XCTAssertTrue(bad.isEmpty)
    }

    func testEllipseStartsAtRightMiddleClockwise() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(path.elements.first, .move(to: Point(x: 100, y: 25)))
        XCTAssertEqual(path.elements.last, .closeSubpath)
        guard case let .curve(end, c1, c2) = path.elements[1] else { return XCTFail() }
        assertPoint(end, 50, 50)
        assertPoint(c1, 100, 25 + 25 * k)
        assertPoint(c2, 50 + 50 * k, 50)
        XCTAssertEqual(path.boundingBox, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    func testRoundedRectCoordinates() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        XCTAssertEqual(path.elements[0], .move(to: Point(x: 10, y: 0)))
        XCTAssertEqual(path.elements[1], .line(to: Point(x: 90, y: 0)))
        guard case let .curve(end, c1, c2) = path.elements[2] else { return XCTFail() }
        assertPoint(end, 100, 10)
        assertPoint(c1, 90 + 10 * k, 0)
        assertPoint(c2, 100, 10 - 10 * k)
        XCTAssertEqual(endPoints(path).map { [$0.x, $0.y] },
                       [[10, 0], [90, 0], [100, 10], [100, 50], [90, 60], [10, 60], [0, 50], [0, 10], [10, 0]])
    }

    func testCornerRadiiAreClampedAndIndependent() {
        let clamped = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 500)
        XCTAssertEqual(clamped.elements[0], .move(to: Point(x: 30, y: 0)))   // half of the 60 pt side
        let mixed = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60),
                         cornerRadii: CornerRadii(topLeft: 0, topRight: 20, bottomLeft: -5, bottomRight: 0))
        XCTAssertEqual(endPoints(mixed).map { [$0.x, $0.y] },
                       [[0, 0], [80, 0], [100, 20], [100, 60], [0, 60], [0, 0]])
    }

    func testBoundingBoxes() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
        XCTAssertEqual(path.boundingBox, Rect(x: 0, y: 0, width: 100, height: 100))
        // The curve peaks at t = 1/2 with y = 3/4 of the control height.
        let tight = path.boundingBoxOfPath
        XCTAssertEqual(tight.maxY, 75, accuracy: 1e-12)
        XCTAssertEqual(tight.width, 100, accuracy: 1e-12)
        XCTAssertEqual(Path().boundingBox, .zero)
    }

    func testApplyingAffineTransform() {
        let path = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))
            .applying(AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20)))
        XCTAssertEqual(path.boundingBox, Rect(x: 12, y: 26, width: 6, height: 12))
        XCTAssertEqual(path.elements.last, .closeSubpath)
    }

    func testLength() {
        XCTAssertEqual(Path(rect: Rect(x: 0, y: 0, width: 100, height: 50)).length, 300, accuracy: 1e-9)
        XCTAssertEqual(Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100)).length, 100 * .pi, accuracy: 0.15)
        var open = Path()
        open.move(to: .zero)
        open.addLine(to: Point(x: 3, y: 4))
        open.addQuadCurve(to: Point(x: 13, y: 4), control: Point(x: 8, y: 4))   // straight quad: length 10
        XCTAssertEqual(open.length, 15, accuracy: 1e-9)
    }

    func testTrimmingLinesAtExactFractions() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(square.trimmed(from: 0.25, to: 0.5).elements, [.move(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 100))])
        XCTAssertEqual(square.trimmed(from: 0.1, to: 0.35).elements,
                       [.move(to: Point(x: 40, y: 0)), .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 40))])
        // The closing line counts: the last quarter runs from (0, 100) back to (0, 0).
        XCTAssertEqual(square.trimmed(from: 0.75, to: 1).elements, [.move(to: Point(x: 0, y: 100)), .line(to: Point(x: 0, y: 0))])
        XCTAssertEqual(square.trimmed(from: 0, to: 1), square)
        XCTAssertTrue(square.trimmed(from: 0.6, to: 0.4).isEmpty)
        XCTAssertEqual(square.trimmed(from: -1, to: 2), square)
    }

    func testTrimmingCurvesKeepsThemOnTheCircle() {
        let circle = Path(ellipseIn: Rect(x: 50, y: 50, width: 100, height: 100))
        let quarter = circle.trimmed(from: 0, to: 0.25)
        assertPoint(quarter.currentPoint, 100, 150, accuracy: 0.1)
        let middle = circle.trimmed(from: 0.3, to: 0.6)
        XCTAssertEqual(middle.length, 0.3 * circle.length, accuracy: 0.1)
        for segment in middle.segments {
            for t in stride(from: 0.0, through: 1.0, by: 0.1) {
                XCTAssertEqual(segment.point(at: t).distance(to: Point(x: 100, y: 100)), 50, accuracy: 0.02)
            }
        }
    }

    /// A straight cubic whose controls sit at its ends (Lottie's untangented segment) is run at
    /// a varying speed by its parameter — at t = ¾ it is 3t² − 2t³ = 84.4 % along — but a trim
    /// measures length: 75 % of it starts 75 % along, whatever the parameter there.
    func testTrimmingAStraightCurveMeasuresLengthNotItsParameter() {
        var line = Path()
        line.move(to: Point(x: 10, y: 50))
        line.addCurve(to: Point(x: 90, y: 50), control1: Point(x: 10, y: 50), control2: Point(x: 90, y: 50))
        let lastQuarter = line.trimmed(from: 0.75, to: 1)
        let start = lastQuarter.segments[0].start
        XCTAssertEqual(start.x, 10 + 80 * 0.75, accuracy: 0.1)
        XCTAssertEqual(lastQuarter.length, 20, accuracy: 0.1)
    }

    func testTrimmingKeepsSubpathsApartAndClosesWholeOnes() {
        var path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))   // length 40
        path.move(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 140, y: 0))                             // length 40
        let trimmed = path.trimmed(from: 0, to: 0.75)
        XCTAssertEqual(trimmed.elements, [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
                                          .line(to: Point(x: 0, y: 10)), .closeSubpath,
                                          .move(to: Point(x: 100, y: 0)), .line(to: Point(x: 120, y: 0))])
    }

    func testInterpolationWhenStructuresMatch() {
        let a = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), b = Path(rect: Rect(x: 10, y: 20, width: 30, height: 50))
        XCTAssertEqual(a.interpolated(to: b, fraction: 0.5), Path(rect: Rect(x: 5, y: 10, width: 20, height: 30)))
        XCTAssertTrue(a.hasMatchingStructure(b))
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(a.interpolated(to: circle, fraction: 0.49), a)
        XCTAssertEqual(a.interpolated(to: circle, fraction: 0.5), circle)
        XCTAssertEqual(b.subtracting(a).adding(a), b)
        XCTAssertEqual(Path.zero.adding(a), a)
    }
}
