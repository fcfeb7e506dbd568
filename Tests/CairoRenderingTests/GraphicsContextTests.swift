import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Pixel-exact behaviour of `CairoGraphicsContext` derived from geometry, not from goldens.
final class GraphicsContextTests: XCTestCase {
    private func makeCanvas(_ width: Int = 100, _ height: Int = 100, scale: Double = 1) throws -> (Canvas, CairoGraphicsContext) {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: scale)
        return (canvas, try canvas.makeContext())
    }

    private func alpha(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt8 { canvas.premultipliedPixel(x: x, y: y)?.a ?? 0 }

    func testRectangleCoversExactlyItsPixelsAtScale2() throws {
        let (canvas, context) = try makeCanvas(80, 80, scale: 2)
        context.fill(Rect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(alpha(canvas, 20, 20), 255)
        XCTAssertEqual(alpha(canvas, 59, 59), 255)
        XCTAssertEqual(alpha(canvas, 19, 30), 0)
        XCTAssertEqual(alpha(canvas, 60, 30), 0)
    }

    /// clockwise == false sweeps toward increasing angles: 0 → π/2 is the lower-right quadrant (y down).
    func testArcDirectionFollowsFlippedCoreGraphics() throws {
        for clockwise in [false, true] {
            let (canvas, context) = try makeCanvas()
            context.move(to: Point(x: 50, y: 50))
            context.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            context.closePath()
            context.fillPath()
            XCTAssertEqual(alpha(canvas, 65, 65), clockwise ? 0 : 255, "lower right, clockwise \(clockwise)")
            XCTAssertEqual(alpha(canvas, 35, 35), clockwise ? 255 : 0, "upper left, clockwise \(clockwise)")
            XCTAssertEqual(alpha(canvas, 65, 35), clockwise ? 255 : 0, "upper right, clockwise \(clockwise)")
        }
    }

    func testFillRulesOnNestedSquares() throws {
        for rule in [FillRule.winding, .evenOdd] {
            let (canvas, context) = try makeCanvas()
            context.addRect(Rect(x: 10, y: 10, width: 80, height: 80))
            context.addRect(Rect(x: 30, y: 30, width: 40, height: 40))
            context.fillPath(using: rule)
            XCTAssertEqual(alpha(canvas, 20, 20), 255)
            XCTAssertEqual(alpha(canvas, 50, 50), rule == .winding ? 255 : 0, "\(rule)")
        }
    }

    func testDashPatternAndPhase() throws {
        let (canvas, context) = try makeCanvas(100, 20)
        context.setLineWidth(4)
        context.setLineDash(phase: 5, lengths: [10, 10])
        context.move(to: Point(x: 0, y: 10))
        context.addLine(to: Point(x: 100, y: 10))
        context.strokePath()
        // With phase 5 the first dash covers x in [0, 5), the gap [5, 15), the next dash [15, 25).
        XCTAssertEqual(alpha(canvas, 2, 10), 255)
        XCTAssertEqual(alpha(canvas, 10, 10), 0)
        XCTAssertEqual(alpha(canvas, 20, 10), 255)
        XCTAssertEqual(alpha(canvas, 20, 13), 0, "width 4 around y = 10 covers rows 8...11")
    }

    func testInvalidDashFallsBackToSolidLine() throws {
        let (canvas, context) = try makeCanvas(100, 20)
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [0, -3])
        context.move(to: Point(x: 0, y: 10))
        context.addLine(to: Point(x: 100, y: 10))
        context.strokePath()
        XCTAssertEqual(alpha(canvas, 50, 10), 255)
        XCTAssertNil(context.cairoStatusError)
    }

    func testSetAlphaMultipliesFillAlpha() throws {
        let (canvas, context) = try makeCanvas(10, 10)
        context.setAlpha(0.5)
        context.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue((63...64).contains(alpha(canvas, 5, 5)))
    }

    func testSaveRestoreKeepsColourAlphaAndClip() throws {
        let (canvas, context) = try makeCanvas()
        context.setFillColor(.blue)
        context.saveGState()
        context.setFillColor(.red)
        context.setAlpha(0.2)
        context.addRect(Rect(x: 0, y: 0, width: 50, height: 100))
        context.clip()
        context.restoreGState()
        context.restoreGState()  // unmatched: ignored
        context.fill(Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(canvas.premultipliedPixel(x: 75, y: 50)?.b, 255)
        XCTAssertEqual(canvas.premultipliedPixel(x: 75, y: 50)?.a, 255)
        XCTAssertNil(context.cairoStatusError)
    }

    func testSingularTransformHidesDrawingUntilRestore() throws {
        let (canvas, context) = try makeCanvas()
        context.saveGState()
        context.scaleBy(x: 0, y: 1)
        context.rotate(by: 1)
        context.fill(Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(alpha(canvas, 50, 50), 0)
        context.restoreGState()
        context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(alpha(canvas, 5, 5), 255)
        XCTAssertNil(context.cairoStatusError)
    }

    func testNonFiniteInputIsIgnoredWithoutBreakingTheContext() throws {
        let (canvas, context) = try makeCanvas()
        context.move(to: Point(x: .nan, y: 3))
        context.addLine(to: Point(x: .infinity, y: 3))
        context.addCurve(to: Point(x: 1, y: 1), control1: Point(x: .nan, y: 0), control2: .zero)
        context.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        context.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: 1e300, endAngle: -1e300, clockwise: false)
        context.translateBy(x: .nan, y: 0)
        context.scaleBy(x: .infinity, y: 1)
        context.rotate(by: .nan)
        context.setLineWidth(.nan)
        context.setMiterLimit(.nan)
        context.setLineDash(phase: .nan, lengths: [.nan])
        context.setAlpha(.nan)
        context.setFillColor(Color(red: .nan, green: 0, blue: 0))
        context.fillPath()
        context.drawLinearGradient([GradientStop(color: .red, location: .nan)], start: Point(x: .nan, y: 0), end: .zero)
        context.drawText("NaN", in: Rect(x: .nan, y: 0, width: 10, height: 10), style: TextStyle(font: Font(family: "DejaVu Sans", size: .nan)))
        context.drawText("NaN", in: Rect(x: 0, y: 0, width: 50, height: 20), style: TextStyle(font: Font(family: "DejaVu Sans", size: .nan)))
        XCTAssertNil(context.cairoStatusError)
        context.setFillColor(.green)
        context.fill(Rect(x: 90, y: 90, width: 10, height: 10))
        XCTAssertEqual(canvas.premultipliedPixel(x: 95, y: 95)?.g, 255)
    }

    func testLinearGradientIsMonotonicAndHalfwayGrey() throws {
        let (canvas, context) = try makeCanvas(101, 4)
        context.drawLinearGradient([GradientStop(color: .white, location: 1), GradientStop(color: .black, location: 0)],
                                   start: Point(x: 0, y: 0), end: Point(x: 101, y: 0))
        var previous = 0
        for x in 0..<101 {
            let value = Int(canvas.premultipliedPixel(x: x, y: 2)!.r)
            XCTAssertGreaterThanOrEqual(value, previous)
            previous = value
        }
        XCTAssertEqual(Double(canvas.premultipliedPixel(x: 50, y: 2)!.r), 127.5, accuracy: 2)
        XCTAssertEqual(canvas.premultipliedPixel(x: 50, y: 2)!.a, 255)
    }

    func testImageIsScaledIntoRect() throws {
        var pixels = try RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 255))
        pixels.setPixel(x: 1, y: 0, (255, 0, 0, 255))
        pixels.setPixel(x: 0, y: 1, (0, 255, 0, 255))
        pixels.setPixel(x: 1, y: 1, (0, 0, 255, 128))
        let image = Image(source: .data(try pixels.pngData()))
        let (canvas, context) = try makeCanvas(40, 40)
        context.draw(image, in: Rect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(canvas.rgbaImage().pixel(x: 3, y: 3).a, 255)
        XCTAssertEqual(canvas.rgbaImage().pixel(x: 36, y: 3).r, 255)
        XCTAssertEqual(canvas.rgbaImage().pixel(x: 3, y: 36).g, 255)
        XCTAssertEqual(canvas.premultipliedPixel(x: 36, y: 36)?.a, 128)
        XCTAssertEqual(try ImageCache().pixelSize(of: image), Size(width: 2, height: 2))
        XCTAssertTrue(context.problems.isEmpty)
    }

    func testUndecodableImageIsReportedNotDrawn() throws {
        let (canvas, context) = try makeCanvas(10, 10)
        context.draw(Image(contentsOfFile: "/nonexistent/image.png"), in: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.problems.count, 1)
        XCTAssertEqual(alpha(canvas, 5, 5), 0)
    }

    func testDrawingImagesAndTextKeepsTheCurrentPath() throws {
        let (canvas, context) = try makeCanvas(20, 20)
        context.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        context.draw(Image(source: .data(try RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 0)).pngData())),
                     in: Rect(x: 0, y: 0, width: 20, height: 20))
        context.drawText("x", in: Rect(x: 10, y: 10, width: 10, height: 10), style: TextStyle(font: Font(family: "DejaVu Sans", size: 4)))
        context.fillPath()
        XCTAssertEqual(alpha(canvas, 5, 5), 255)
    }
}
