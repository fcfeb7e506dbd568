import CCairo
@testable import CairoRendering
import MotionCore
import XCTest

/// `drawResampled` (how video frames are drawn): the picture resampled to device pixels first,
/// then composited at a whole-pixel offset, against `draw(_:in:)`, which does both in one paint.
final class ResampledPictureTests: XCTestCase {
    /// A 40×30 picture of smooth ramps and a hard diagonal edge.
    private func picture() throws -> CairoSurface {
        let surface = try CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30), call: "test picture")
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let data = cairo_image_surface_get_data(surface.pointer)!
        for y in 0..<30 {
            for x in 0..<40 {
                let pixel = data + y * stride + 4 * x
                let above = x + y < 35
                pixel[0] = UInt8(6 * x)                  // blue
                pixel[1] = above ? UInt8(8 * y) : 240    // green
                pixel[2] = above ? 30 : 200              // red
                pixel[3] = 255
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    /// The canvas after `draw` under a transform and a rounded clip, as a layer on a phone's screen meets it.
    private func render(transform: MotionCore.AffineTransform, _ draw: (CairoGraphicsContext, CairoSurface, Rect) -> Void) throws -> [UInt8] {
        let canvas = try Canvas(pixelWidth: 160, pixelHeight: 120, scale: 1, background: Color(hex: 0x202040))
        let context = try canvas.makeContext()
        context.concatenate(transform)
        context.addRoundedRect(Rect(x: 2, y: 2, width: 56, height: 40), radius: 9, corners: .all)
        context.clip(using: .winding)
        draw(context, try picture(), Rect(x: 3.3, y: 1.7, width: 52.6, height: 39.4))
        return canvas.rgbaImage().pixels
    }

    func testScaledPictureMatchesOnePaintWithinTwoLevelsAndCoversTheSamePixels() throws {
        let transform = MotionCore.AffineTransform(translationX: 7.35, y: 4.8).scaledBy(x: 2.37, y: 2.11)
        let direct = try render(transform: transform) { $0.draw($1, in: $2) }
        let resampled = try render(transform: transform) { $0.drawResampled($1, in: $2) }
        XCTAssertEqual(direct.count, resampled.count)
        let largest = zip(direct, resampled).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(largest, 2, "largest channel difference")
        XCTAssertNotEqual(direct, try render(transform: transform) { _, _, _ in }, "the picture was drawn")
    }

    func testRotatedPictureIsDrawnInOnePaint() throws {
        let transform = MotionCore.AffineTransform(translationX: 60, y: 10).rotated(by: 0.3).scaledBy(x: 1.6, y: 1.6)
        let direct = try render(transform: transform) { $0.draw($1, in: $2) }
        XCTAssertEqual(try render(transform: transform) { $0.drawResampled($1, in: $2) }, direct)
    }

    func testPictureOutsideTheCanvasDrawsNothing() throws {
        let transform = MotionCore.AffineTransform(translationX: 400, y: 7.5).scaledBy(x: 2, y: 2)
        let empty = try render(transform: transform) { _, _, _ in }
        XCTAssertEqual(try render(transform: transform) { $0.drawResampled($1, in: $2) }, empty)
    }
}
