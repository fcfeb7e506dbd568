import CCairo
@testable import CairoRendering
import MotionCore
import XCTest

/// Linear gradients copied row by row from one run of colours, against Cairo's gradient drawn
/// pixel by pixel under the same transform and clip.
final class LinearGradientRowsTests: XCTestCase {
    /// app-demo's backdrop: night blue to violet across a 1280 × 720 frame.
    private let backdrop = [GradientStop(color: Color(hex: 0x0B1026), location: 0), GradientStop(color: Color(hex: 0x2A1B5C), location: 0.5),
                            GradientStop(color: Color(hex: 0x4B2A7A), location: 1)]
    private let blackToWhite = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]

    private func rows(_ stops: [GradientStop], alpha: Double = 1, start: Point = .zero, end: Point,
                      transform t: MotionCore.AffineTransform = .identity) -> LinearGradientRows? {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
        return GradientRamp(stops, alpha: alpha).flatMap { LinearGradientRows($0, start: start, end: end, transform: matrix) }
    }

    func testGradientsThatCannotBeCopiedWithinALevelAreLeftToCairo() {
        XCTAssertNotNil(rows(backdrop, end: Point(x: 1280, y: 720), transform: MotionCore.AffineTransform(scaleX: 1.5, y: 1.5)))
        XCTAssertNotNil(rows(blackToWhite, end: Point(x: 64, y: 0)), "4 levels a pixel: 8 shifts")
        XCTAssertNil(rows(blackToWhite, end: Point(x: 60, y: 0)), "4.25 levels a pixel: more than 8 shifts")
        XCTAssertNotNil(rows(blackToWhite, end: Point(x: 0, y: 10)), "steep down the rows, flat along them")
        XCTAssertNil(rows([GradientStop(color: .black, location: 0), GradientStop(color: .black, location: 0.5),
                           GradientStop(color: .white, location: 0.5), GradientStop(color: .white, location: 1)], end: Point(x: 500, y: 0)),
                     "a hard stop")
        XCTAssertNil(rows([GradientStop(color: .black, location: 0), GradientStop(color: Color(white: 0, alpha: 0.5), location: 1)],
                          end: Point(x: 500, y: 0)), "alpha varies")
        XCTAssertNil(rows(backdrop, end: .zero), "degenerate")
    }

    /// Draws `stops` under `transform` and `clip` into a canvas, copied row by row or pixel by
    /// pixel (Cairo's own pattern).
    private func draw(_ stops: [GradientStop], from start: Point, to end: Point, transform: MotionCore.AffineTransform,
                      alpha: Double = 1, clip: Rect? = nil, copied: Bool, width: Int = 320, height: Int = 200) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
        let context = try canvas.makeContext()
        if let clip { context.addRect(clip); context.clip() }
        context.concatenate(transform)
        let ramp = try XCTUnwrap(GradientRamp(stops, alpha: alpha))
        if copied {
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context.cr, &matrix)
            let gradient = try XCTUnwrap(LinearGradientRows(ramp, start: start, end: end, transform: matrix))
            XCTAssertTrue(gradient.paint(on: context))
        } else {
            let pattern = try CairoPattern(taking: cairo_pattern_create_linear(start.x, start.y, end.x, end.y), call: "test")
            ramp.add(to: pattern.pointer)
            cairo_set_source(context.cr, pattern.pointer)
            cairo_paint(context.cr)
        }
        return canvas
    }

    /// The largest difference of any channel, how many pixels differ at all, and the mean signed
    /// difference of the colour channels.
    private func difference(_ a: Canvas, _ b: Canvas) -> (largest: Int, pixels: Int, bias: Double) {
        var largest = 0, pixels = 0, sum = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.premultipliedPixel(x: x, y: y)!, q = b.premultipliedPixel(x: x, y: y)!
                let channels = [Int(p.r) - Int(q.r), Int(p.g) - Int(q.g), Int(p.b) - Int(q.b), Int(p.a) - Int(q.a)]
                let d = channels.map(abs).max()!
                largest = max(largest, d)
                pixels += d > 0 ? 1 : 0
                sum += channels[0] + channels[1] + channels[2]
            }
        }
        return (largest, pixels, Double(sum) / Double(3 * a.pixelWidth * a.pixelHeight))
    }

    func testStaysWithinOneLevelOfDrawingEveryPixel() throws {
        let stops = [GradientStop(color: Color(hex: 0x203060), location: 0.1), GradientStop(color: Color(hex: 0x604080), location: 0.45),
                     GradientStop(color: Color(hex: 0xF0C050), location: 0.8)]
        let cases: [(String, Point, Point, MotionCore.AffineTransform)] = [
            ("identity, diagonal", Point(x: -40, y: 10), Point(x: 500, y: 300), .identity),
            ("scaled", Point(x: -40, y: 10), Point(x: 150, y: 90), MotionCore.AffineTransform(scaleX: 2.37, y: 1.61)),
            ("turned and moved", Point(x: 0, y: 0), Point(x: 300, y: 0),
             MotionCore.AffineTransform(rotationAngle: 0.41).concatenating(MotionCore.AffineTransform(translationX: 140.3, y: -20.7))),
            ("sheared", Point(x: 5, y: 5), Point(x: 200, y: 260), MotionCore.AffineTransform(a: 1.2, b: 0.3, c: -0.5, d: 0.9, tx: 30.5, ty: 10.25)),
            ("steep along the rows (several shifts)", Point(x: 100, y: 0), Point(x: 220, y: 30), .identity),
            ("vertical", Point(x: 0, y: 0), Point(x: 0, y: 200), .identity),
            ("almost vertical", Point(x: 0, y: 0), Point(x: 0.01, y: 200), .identity),
            ("horizontal", Point(x: 20, y: 0), Point(x: 300, y: 0), MotionCore.AffineTransform(translationX: 0.3, y: 0)),
            ("backwards", Point(x: 300, y: 180), Point(x: 10, y: 40), .identity),
        ]
        for (name, start, end, transform) in cases {
            for alpha in [1.0, 0.6] {
                let copied = try draw(stops, from: start, to: end, transform: transform, alpha: alpha, copied: true)
                let direct = try draw(stops, from: start, to: end, transform: transform, alpha: alpha, copied: false)
                let (largest, _, bias) = difference(copied, direct)
                XCTAssertLessThanOrEqual(largest, 1, "\(name), alpha \(alpha)")
                XCTAssertLessThan(abs(bias), 0.05, "\(name), alpha \(alpha): no drift either way")
            }
        }
    }

    /// A gradient almost across the rows and steep down them moves the run by many pixels a row:
    /// the rows decline it, and the context draws it another way, within 2 levels.
    func testAGradientAlmostAcrossTheRowsIsLeftToTheOtherWays() throws {
        let (start, end) = (Point(x: 0, y: 0), Point(x: 0.4, y: 200))
        let canvas = try Canvas(pixelWidth: 320, pixelHeight: 200, scale: 1)
        let context = try canvas.makeContext()
        let gradient = try XCTUnwrap(rows(blackToWhite, start: start, end: end))
        XCTAssertFalse(gradient.paint(on: context))
        XCTAssertEqual(canvas.premultipliedPixel(x: 10, y: 100)?.a, 0, "nothing painted")
        context.drawLinearGradient(blackToWhite, start: start, end: end)
        let direct = try draw(blackToWhite, from: start, to: end, transform: .identity, copied: false)
        XCTAssertLessThanOrEqual(difference(canvas, direct).largest, 2)
    }

    /// Only the clip is painted, its antialiased edges as Cairo paints them.
    func testPaintsOnlyTheClip() throws {
        let clip = Rect(x: 37.5, y: 21, width: 101, height: 67.25)
        let transform = MotionCore.AffineTransform(scaleX: 1.7, y: 1.7)
        let copied = try draw(backdrop, from: Point(x: 3.3, y: 1.9), to: Point(x: 400, y: 150), transform: transform, clip: clip,
                              copied: true)
        let direct = try draw(backdrop, from: Point(x: 3.3, y: 1.9), to: Point(x: 400, y: 150), transform: transform, clip: clip,
                              copied: false)
        XCTAssertLessThanOrEqual(difference(copied, direct).largest, 1)
        XCTAssertEqual(copied.premultipliedPixel(x: 36, y: 50)?.a, 0)
        XCTAssertEqual(copied.premultipliedPixel(x: 139, y: 50)?.a, 0)
        XCTAssertEqual(copied.premultipliedPixel(x: 37, y: 50)?.a, 128)
        XCTAssertEqual(copied.premultipliedPixel(x: 80, y: 50)?.a, 255)
    }

    /// An opaque gradient under a clip of whole pixels is written straight into the target: here a
    /// group pushed under the clip (a surface with a device offset), then composited.
    func testWritesStraightIntoAGroupUnderAClipOfWholePixels() throws {
        func draw(copied: Bool) throws -> Canvas {
            let canvas = try Canvas(pixelWidth: 320, pixelHeight: 200, background: .white)
            let context = try canvas.makeContext()
            context.addRect(Rect(x: 41, y: 27, width: 150, height: 90))
            context.clip()
            cairo_push_group(context.cr)
            context.concatenate(MotionCore.AffineTransform(rotationAngle: 0.2))
            let ramp = try XCTUnwrap(GradientRamp(backdrop, alpha: 1))
            if copied {
                var matrix = cairo_matrix_t()
                cairo_get_matrix(context.cr, &matrix)
                let gradient = try XCTUnwrap(LinearGradientRows(ramp, start: Point(x: 10, y: 5), end: Point(x: 300, y: 150), transform: matrix))
                XCTAssertTrue(gradient.paint(on: context))
            } else {
                let pattern = try CairoPattern(taking: cairo_pattern_create_linear(10, 5, 300, 150), call: "test")
                ramp.add(to: pattern.pointer)
                cairo_set_source(context.cr, pattern.pointer)
                cairo_paint(context.cr)
            }
            cairo_pop_group_to_source(context.cr)
            cairo_paint(context.cr)
            return canvas
        }
        let copied = try draw(copied: true), direct = try draw(copied: false)
        XCTAssertLessThanOrEqual(difference(copied, direct).largest, 1)
        XCTAssertEqual(copied.premultipliedPixel(x: 40, y: 60)?.r, 255, "outside the clip, untouched")
        XCTAssertEqual(copied.premultipliedPixel(x: 100, y: 117)?.r, 255, "outside the clip, untouched")
        XCTAssertLessThan(copied.premultipliedPixel(x: 41, y: 27)?.r ?? 255, 100, "inside, the gradient")
    }

    /// What a context draws on an image target goes through the rows.
    func testTheContextCopiesRowsOnImageTargets() throws {
        let canvas = try Canvas(pixelWidth: 320, pixelHeight: 200, scale: 1)
        let context = try canvas.makeContext()
        context.drawLinearGradient(blackToWhite, start: Point(x: 0, y: 0), end: Point(x: 320, y: 50))
        let direct = try draw(blackToWhite, from: Point(x: 0, y: 0), to: Point(x: 320, y: 50), transform: .identity, copied: false)
        let copied = try draw(blackToWhite, from: Point(x: 0, y: 0), to: Point(x: 320, y: 50), transform: .identity, copied: true)
        XCTAssertEqual(difference(canvas, copied).pixels, 0)
        XCTAssertLessThanOrEqual(difference(canvas, direct).largest, 1)
    }
}
