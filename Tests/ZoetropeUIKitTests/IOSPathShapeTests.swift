import XCTest
import ZoetropeUIKit

/// UIBezierPath's `apply(_:)` and `bounds`, and CGPath's shape initializers, as Apple documents
/// them: bounds enclose every point and control point; an ellipse and a rounded rectangle fill
/// their rectangle exactly, moved by the transform when one is given. Rectangles and points are
/// written `Rect` and `Point`: XCTest brings Foundation's CGRect and CGPoint too (README, ¹).
final class IOSPathShapeTests: XCTestCase {
    private func assertEqual(_ a: Rect, _ b: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (u, v) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(u, v, accuracy: 1e-9, file: file, line: line)
        }
    }

    func testBoundsIncludeControlPoints() {
        let p = UIBezierPath()
        p.move(to: Point(x: 0, y: 0))
        p.addCurve(to: Point(x: 10, y: 0), controlPoint1: Point(x: 2, y: 8), controlPoint2: Point(x: 8, y: -6))
        assertEqual(p.bounds, Rect(x: 0, y: -6, width: 10, height: 14))
    }

    func testApplyTransformsEveryPoint() {
        let p = UIBezierPath(rect: Rect(x: 1, y: 2, width: 3, height: 4))
        p.apply(CGAffineTransform(scaleX: 2, y: 2))
        assertEqual(p.bounds, Rect(x: 2, y: 4, width: 6, height: 8))
        p.apply(CGAffineTransform(translationX: -2, y: 10))
        assertEqual(p.bounds, Rect(x: 0, y: 14, width: 6, height: 8))
    }

    func testEllipseFillsItsRect() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 20)
        let p = CGPath(ellipseIn: rect, transform: nil)
        assertEqual(p.boundingBoxOfPath, rect)
        var t = CGAffineTransform(translationX: 5, y: -5)
        let moved = CGPath(ellipseIn: rect, transform: &t)
        assertEqual(moved.boundingBoxOfPath, Rect(x: 5, y: -5, width: 10, height: 20))
    }

    func testRoundedRectFillsItsRect() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        let p = CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 10, transform: nil)
        assertEqual(p.boundingBoxOfPath, rect)
        var t = CGAffineTransform(scaleX: 2, y: 1)
        let scaled = CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 4, transform: &t)
        assertEqual(scaled.boundingBoxOfPath, Rect(x: 20, y: 20, width: 200, height: 50))
        assertEqual(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0, transform: nil).boundingBoxOfPath, rect)
    }

    /// The corner is a quarter ellipse 20 wide and 10 tall: the top edge starts 20 in from the
    /// left, the left edge 10 down from the top.
    func testRoundedRectCornersAreQuarterEllipses() {
        let p = CGPath(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 20, cornerHeight: 10, transform: nil)
        var ends: [Point] = []
        for element in p.elements {
            switch element {
            case .move(let q), .line(let q), .quadCurve(let q, _), .curve(let q, _, _): ends.append(q)
            case .closeSubpath: break
            }
        }
        let onEdges = ends.map { Point(x: ($0.x * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6) }
        XCTAssertTrue(onEdges.contains(Point(x: 20, y: 0)), "\(onEdges)")
        XCTAssertTrue(onEdges.contains(Point(x: 0, y: 10)), "\(onEdges)")
        XCTAssertTrue(onEdges.contains(Point(x: 80, y: 50)), "\(onEdges)")
        XCTAssertTrue(onEdges.contains(Point(x: 100, y: 40)), "\(onEdges)")
    }

    /// The reversed open path starts at the old end and retraces each segment backwards; a
    /// cubic keeps its shape with its two control points swapped.
    func testReversingAnOpenPath() {
        let p = UIBezierPath()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 10, y: 0))
        p.addCurve(to: Point(x: 20, y: 10), controlPoint1: Point(x: 12, y: 0), controlPoint2: Point(x: 20, y: 5))
        let r: UIBezierPath = p.reversing()
        let expected = UIBezierPath()
        expected.move(to: Point(x: 20, y: 10))
        expected.addCurve(to: Point(x: 10, y: 0), controlPoint1: Point(x: 20, y: 5), controlPoint2: Point(x: 12, y: 0))
        expected.addLine(to: Point(x: 0, y: 0))
        XCTAssertEqual(r.cgPath, expected.cgPath)
        XCTAssertEqual(p.reversing().reversing().cgPath, p.cgPath)
    }

    /// A closed triangle reversed is the same triangle, closed, traced the other way round.
    func testReversingAClosedPath() {
        let p = UIBezierPath()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 10, y: 0))
        p.addLine(to: Point(x: 0, y: 10))
        p.close()
        let expected = UIBezierPath()
        expected.move(to: Point(x: 0, y: 0))
        expected.addLine(to: Point(x: 0, y: 10))
        expected.addLine(to: Point(x: 10, y: 0))
        expected.addLine(to: Point(x: 0, y: 0))
        expected.close()
        XCTAssertEqual(p.reversing().cgPath, expected.cgPath)
        assertEqual(p.reversing().bounds, p.bounds)
    }
}
