import XCTest
import ZoetropeUIKit

/// CGMutablePath as iOS code uses it: a reference built in place through a `let`, whose
/// additions every holder sees, taken where a CGPath goes (a shape layer's path, a keyframe
/// animation's, UIBezierPath(cgPath:)) as the path it is then.
final class IOSMutablePathTests: XCTestCase {
    func testALetPathIsBuiltInPlaceAsTheSamePathAValueBuilds() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 10))
        p.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        p.closeSubpath()
        var expected = CGPath()
        expected.move(to: .zero)
        expected.addLine(to: CGPoint(x: 10, y: 10))
        expected.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        expected.closeSubpath()
        XCTAssertEqual(p.path, expected)
        XCTAssertEqual(p.copy(), expected)
    }

    func testItIsAReference() {
        let p = CGMutablePath()
        let sameOne = p
        sameOne.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertFalse(p.isEmpty)
        XCTAssertEqual(p.boundingBox, CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    func testATransformMapsOnlyWhatItAdds() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 1))
        p.addLine(to: CGPoint(x: 2, y: 0), transform: CGAffineTransform(translationX: 10, y: 0))
        p.addLines(between: [CGPoint(x: 0, y: 5), CGPoint(x: 3, y: 5)])
        XCTAssertEqual(p.path.elements, [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 12, y: 0)),
                                         .move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 3, y: 5))])
    }

    func testItGoesWhereACGPathGoes() {
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        let shape = CAShapeLayer()
        shape.path = p
        XCTAssertEqual(shape.path, p.path)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = p
        XCTAssertEqual(move.path, p.path)
        XCTAssertEqual(UIBezierPath(cgPath: p).cgPath, p.path)
        let layer = CALayer()
        layer.shadowPath = p
        XCTAssertEqual(layer.shadowPath, p.path)
        shape.path = nil
        XCTAssertNil(shape.path)
    }
}
