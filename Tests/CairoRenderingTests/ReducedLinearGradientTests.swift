import CCairo
@testable import CairoRendering
import MotionCore
import XCTest

/// Smooth linear gradients drawn at a reduced resolution and enlarged, against Cairo's gradient
/// drawn pixel by pixel under the same transform.
final class ReducedLinearGradientTests: XCTestCase {
    /// app-demo's backdrop: night blue to violet across a 1280 × 720 frame.
    private let backdrop = [GradientStop(color: Color(hex: 0x0B1026), location: 0), GradientStop(color: Color(hex: 0x2A1B5C), location: 0.5),
                            GradientStop(color: Color(hex: 0x4B2A7A), location: 1)]

    private func factor(_ stops: [GradientStop], alpha: Double = 1, start: Point = .zero, end: Point = Point(x: 1280, y: 720),
                        scale: Double = 1.5) -> Int? {
        factor(stops, alpha: alpha, start: start, end: end, transform: MotionCore.AffineTransform(scaleX: scale, y: scale))
    }

    private func factor(_ stops: [GradientStop], alpha: Double, start: Point, end: Point, transform t: MotionCore.AffineTransform) -> Int? {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
        return GradientRamp(stops, alpha: alpha).flatMap { ReducedLinearGradient($0, start: start, end: end, transform: matrix) }?.factor
    }

    func testFactorFollowsHowSharplyTheColourBends() {
        XCTAssertEqual(factor(backdrop), 8)
        XCTAssertEqual(factor(backdrop, alpha: 0.5), 8, "a uniform alpha keeps the colour piecewise linear")
        XCTAssertEqual(factor(backdrop, end: Point(x: 400, y: 0)), 2)
        XCTAssertNil(factor([GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                            end: Point(x: 101, y: 0), scale: 1), "too steep")
        XCTAssertNil(factor([GradientStop(color: .black, location: 0), GradientStop(color: .black, location: 0.5),
                             GradientStop(color: .white, location: 0.5), GradientStop(color: .white, location: 1)]), "a hard stop")
        XCTAssertNil(factor([GradientStop(color: .black, location: 0), GradientStop(color: Color(white: 0, alpha: 0.5), location: 1)]),
                     "alpha varies")
        XCTAssertNil(factor(backdrop, end: .zero), "degenerate")
        XCTAssertEqual(factor([GradientStop(color: .red, location: 0.3)]), 8, "one colour bends nowhere")
    }

    /// Draws `stops` from `start` to `end` under `transform` into a `width` × `height` canvas,
    /// reduced or pixel by pixel (Cairo's own pattern).
    private func draw(_ stops: [GradientStop], from start: Point, to end: Point, transform: MotionCore.AffineTransform, alpha: Double = 1,
                      clip: Rect? = nil, reduced: Bool, width: Int = 320, height: Int = 200) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
        let context = try canvas.makeContext()
        if let clip { context.addRect(clip); context.clip() }
        context.concatenate(transform)
        context.setAlpha(alpha)
        if reduced {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context.cr, &matrix)
            let gradient = try XCTUnwrap(ReducedLinearGradient(GradientRamp(stops, alpha: alpha)!, start: start, end: end, transform: matrix))
            XCTAssertTrue(gradient.paint(on: context))
        } else {
            let pattern = try CairoPattern(taking: cairo_pattern_create_linear(start.x, start.y, end.x, end.y), call: "test")
            GradientRamp(stops, alpha: alpha)!.add(to: pattern.pointer)
            cairo_set_source(context.cr, pattern.pointer)
            cairo_paint(context.cr)
        }
        return canvas
    }

    private func largestDifference(_ a: Canvas, _ b: Canvas) -> Int {
        var largest = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.premultipliedPixel(x: x, y: y)!, q = b.premultipliedPixel(x: x, y: y)!
                largest = max(largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            }
        }
        return largest
    }

    func testStaysWithinTwoLevelsOfDrawingEveryPixel() throws {
        let stops = [GradientStop(color: Color(hex: 0x203060), location: 0.1), GradientStop(color: Color(hex: 0x604080), location: 0.45),
                     GradientStop(color: Color(hex: 0x806050), location: 0.8)]
        let (start, end) = (Point(x: -40, y: 10), Point(x: 1500, y: 400))
        let transforms = [MotionCore.AffineTransform.identity, MotionCore.AffineTransform(scaleX: 2.37, y: 1.61),
                          MotionCore.AffineTransform(rotationAngle: 0.41).concatenating(MotionCore.AffineTransform(translationX: 140.3, y: -20.7)),
                          MotionCore.AffineTransform(a: 1.2, b: 0.3, c: -0.5, d: 0.9, tx: 30.5, ty: 10.25)]
        for (index, transform) in transforms.enumerated() {
            for alpha in [1.0, 0.6] {
                XCTAssertGreaterThanOrEqual(factor(stops, alpha: alpha, start: start, end: end, transform: transform) ?? 1, 2)
                let reduced = try draw(stops, from: start, to: end, transform: transform, alpha: alpha, reduced: true)
                let direct = try draw(stops, from: start, to: end, transform: transform, alpha: alpha, reduced: false)
                XCTAssertLessThanOrEqual(largestDifference(reduced, direct), 2, "transform \(index), alpha \(alpha)")
            }
        }
    }

    /// Only the clip is painted, and inside it the same as without the reduction.
    func testPaintsOnlyTheClip() throws {
        let clip = Rect(x: 37.5, y: 21, width: 101, height: 67.25)
        let transform = MotionCore.AffineTransform(scaleX: 1.7, y: 1.7)
        let reduced = try draw(backdrop, from: Point(x: 3.3, y: 1.9), to: Point(x: 400, y: 150), transform: transform, clip: clip,
                               reduced: true)
        let direct = try draw(backdrop, from: Point(x: 3.3, y: 1.9), to: Point(x: 400, y: 150), transform: transform, clip: clip,
                              reduced: false)
        XCTAssertLessThanOrEqual(largestDifference(reduced, direct), 2)
        XCTAssertEqual(reduced.premultipliedPixel(x: 36, y: 50)?.a, 0)
        XCTAssertEqual(reduced.premultipliedPixel(x: 139, y: 50)?.a, 0)
        XCTAssertEqual(reduced.premultipliedPixel(x: 37, y: 50)?.a, 128)
        XCTAssertEqual(reduced.premultipliedPixel(x: 80, y: 50)?.a, 255)
    }
}
