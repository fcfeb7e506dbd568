import Foundation
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// `trace --json` as its help says: numbers as numbers whatever their Swift type (a CGFloat
/// `@Animatable` property included), and a shape layer's path as SVG path data, not Swift's
/// debug text.
final class TraceJSONNumbersAndPathsTests: XCTestCase {
    func testCGFloatAndNSNumberAreNumbers() {
        XCTAssertEqual(TraceJSON.json(TraceValue(CGFloat(50))).text, "50")
        XCTAssertEqual(TraceJSON.json(TraceValue(NSNumber(value: 2.5))).text, "2.5")
        XCTAssertEqual(TraceValue(CGFloat(0.126)).text(decimals: 2), "0.13")
    }

    func testPathsAreSVGPathData() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10.5, y: 0))
        path.addQuadCurve(to: Point(x: 20, y: 20), control: Point(x: 20, y: 0))
        path.addCurve(to: Point(x: 0, y: 20), control1: Point(x: 15, y: 25), control2: Point(x: 5, y: 25))
        path.closeSubpath()
        let svg = "M0 0 L10.5 0 Q20 0 20 20 C15 25 5 25 0 20 Z"
        XCTAssertEqual(TraceValue(path).text(decimals: 2), svg)
        XCTAssertEqual(TraceJSON.json(TraceValue(path)).text, "\"\(svg)\"")
        XCTAssertEqual(TraceJSON.json(TraceValue(Optional(path))).text, "\"\(svg)\"", "an optional path (ShapeLayer.path)")
    }
}
