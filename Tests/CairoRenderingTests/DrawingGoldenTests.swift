import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Golden images of the drawing primitives (look at Golden/*.png to review them).
final class DrawingGoldenTests: XCTestCase {
    private func render(_ name: String, width: Double = 160, height: Double = 100, scale: Double = 2,
                        _ draw: (CairoGraphicsContext) -> Void) throws {
        let canvas = try Canvas(size: Size(width: width, height: height), scale: scale, background: .white)
        let context = try canvas.makeContext()
        draw(context)
        XCTAssertNil(context.cairoStatusError)
        try GoldenImage.assertMatches(canvas, named: name)
    }

    func testPaths() throws {
        try render("paths") { c in
            c.setFillColor(Color(hex: 0x1E90FF))
            c.move(to: Point(x: 10, y: 90)); c.addLine(to: Point(x: 30, y: 10)); c.addLine(to: Point(x: 50, y: 90)); c.closePath()
            c.fillPath()
            c.setStrokeColor(Color(hex: 0xDC143C)); c.setLineWidth(3)
            c.move(to: Point(x: 55, y: 90)); c.addQuadCurve(to: Point(x: 95, y: 90), control: Point(x: 75, y: 10))
            c.move(to: Point(x: 100, y: 50)); c.addCurve(to: Point(x: 150, y: 50), control1: Point(x: 115, y: 0), control2: Point(x: 135, y: 100))
            c.strokePath()
            c.setFillColor(Color(hex: 0x2E8B57))
            c.move(to: Point(x: 125, y: 80))
            c.addArc(center: Point(x: 125, y: 80), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            c.closePath(); c.fillPath()
            c.setFillColor(Color(hex: 0xFFA500))
            c.addEllipse(in: Rect(x: 60, y: 5, width: 30, height: 16)); c.fillPath()
        }
    }

    func testFillRules() throws {
        func star(_ c: CairoGraphicsContext, center: Point) {
            for i in 0..<5 {
                let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
                let p = Point(x: center.x + 40 * cos(angle), y: center.y + 40 * sin(angle))
                i == 0 ? c.move(to: p) : c.addLine(to: p)
            }
            c.closePath()
        }
        try render("fill-rules") { c in
            c.setFillColor(Color(hex: 0x8A2BE2))
            star(c, center: Point(x: 45, y: 52)); c.fillPath(using: .winding)
            star(c, center: Point(x: 115, y: 52)); c.fillPath(using: .evenOdd)
        }
    }

    func testStrokes() throws {
        try render("strokes") { c in
            c.setStrokeColor(.black); c.setLineWidth(10)
            for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
                c.setLineCap(cap)
                c.move(to: Point(x: 20, y: 20 + Double(i) * 30)); c.addLine(to: Point(x: 60, y: 20 + Double(i) * 30)); c.strokePath()
            }
            c.setLineCap(.butt)
            for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
                c.setLineJoin(join)
                let x = 80 + Double(i) * 27
                c.move(to: Point(x: x, y: 80)); c.addLine(to: Point(x: x + 10, y: 20)); c.addLine(to: Point(x: x + 20, y: 80))
                c.strokePath()
            }
        }
    }

    func testDashes() throws {
        try render("dashes") { c in
            c.setStrokeColor(Color(hex: 0x333333)); c.setLineWidth(4)
            let patterns: [(Double, [Double])] = [(0, [10, 5]), (5, [10, 5]), (0, [2, 6]), (0, [20, 4, 4, 4])]
            for (i, (phase, lengths)) in patterns.enumerated() {
                c.setLineDash(phase: phase, lengths: lengths)
                c.move(to: Point(x: 10, y: 15 + Double(i) * 20)); c.addLine(to: Point(x: 150, y: 15 + Double(i) * 20)); c.strokePath()
            }
            c.setLineCap(.round); c.setLineDash(phase: 0, lengths: [0.01, 8])
            c.addEllipse(in: Rect(x: 120, y: 60, width: 30, height: 30)); c.strokePath()
        }
    }

    func testGradients() throws {
        try render("gradients") { c in
            c.saveGState()
            c.addRect(Rect(x: 10, y: 10, width: 70, height: 80)); c.clip()
            c.drawLinearGradient([GradientStop(color: Color(hex: 0xFF512F), location: 0), GradientStop(color: Color(hex: 0xDD2476), location: 0.5),
                                  GradientStop(color: Color(hex: 0x1E90FF), location: 1)],
                                 start: Point(x: 10, y: 10), end: Point(x: 80, y: 90))
            c.restoreGState()
            c.saveGState()
            c.addEllipse(in: Rect(x: 90, y: 15, width: 60, height: 70)); c.clip()
            c.drawRadialGradient([GradientStop(color: .white, location: 0), GradientStop(color: Color(hex: 0x2E8B57, alpha: 0.4), location: 1)],
                                 startCenter: Point(x: 110, y: 40), startRadius: 2, endCenter: Point(x: 120, y: 50), endRadius: 35)
            c.restoreGState()
        }
    }

    func testClipAndAlpha() throws {
        try render("clip-alpha") { c in
            c.saveGState()
            c.addEllipse(in: Rect(x: 10, y: 10, width: 80, height: 80))
            c.addRect(Rect(x: 35, y: 35, width: 30, height: 30))
            c.clip(using: .evenOdd)
            c.setFillColor(Color(hex: 0x1E90FF))
            for i in stride(from: 0.0, to: 100, by: 10) { c.fill(Rect(x: i, y: 0, width: 5, height: 100)) }
            c.restoreGState()
            c.setAlpha(0.5)
            c.setFillColor(.red); c.fill(Rect(x: 95, y: 15, width: 40, height: 40))
            c.setFillColor(.blue); c.fill(Rect(x: 115, y: 35, width: 40, height: 40))
            c.translateBy(x: 120, y: 90); c.rotate(by: .pi / 4)
            c.setAlpha(1); c.setFillColor(.black); c.fill(Rect(x: -5, y: -5, width: 10, height: 10))
        }
    }

    func testImages() throws {
        var pixels = try RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        for i in 0..<4 { pixels.setPixel(x: i, y: i, (220, 20, 60, 255)); pixels.setPixel(x: 3 - i, y: i, (30, 144, 255, 160)) }
        let image = Image(source: .data(try pixels.pngData()))
        try render("images") { c in
            c.draw(image, in: Rect(x: 10, y: 10, width: 80, height: 80))
            c.setAlpha(0.5)
            c.draw(image, in: Rect(x: 100, y: 30, width: 50, height: 25))
        }
    }
}
