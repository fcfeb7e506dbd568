import CCairo
@testable import CairoRendering
import Foundation
import MediaEncoding
import MotionCore
import XCTest

/// Rotated and sheared pictures resampled by `AffineBilinearSampler`: against the bilinear formula
/// computed here in floating point, and against Cairo's own transformed paint of the picture.
final class AffineBilinearSamplerTests: XCTestCase {
    /// A premultiplied picture whose every texel differs from its neighbours: steeply (a fixed
    /// pattern), or, `smooth`, by at most 4 levels a texel, as in a photograph.
    private func picture(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32, smooth: Bool = false) throws -> CairoSurface {
        let surface = try CairoSurface(taking: cairo_image_surface_create(format, Int32(width), Int32(height)), call: "test picture")
        let data = cairo_image_surface_get_data(surface.pointer)!
        let rowLength = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                let (stepA, stepX, stepY) = smooth ? (1, 4, 3) : (37, 53, 61)
                let alpha = format == CAIRO_FORMAT_RGB24 ? 255 : UInt32(80 + (x * stepA + y * 11 % stepA) % 176)
                let red = (UInt32(x * stepX + y * 7 % stepX) % 256) * alpha / 255
                let green = (UInt32(x * 13 % stepY + y * stepY) % 256) * alpha / 255
                let blue = (UInt32(x * 29 % stepX + y * 43 % stepY + 100) % 256) * alpha / 255
                // An RGB24 texel's unused byte is left at something other than 0xFF on purpose.
                pixels[y * rowLength + x] = (format == CAIRO_FORMAT_RGB24 ? 0x3C : alpha) << 24 | red << 16 | green << 8 | blue
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    /// The bilinear sample of `surface` at picture point (u, v) — a texel's centre is at +½ —
    /// with padded edges, one channel at a time in floating point.
    private func expectedSample(_ surface: CairoSurface, u: Double, v: Double, opaque: Bool) -> [Double] {
        let width = Int(cairo_image_surface_get_width(surface.pointer)), height = Int(cairo_image_surface_get_height(surface.pointer))
        let rowLength = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!).assumingMemoryBound(to: UInt32.self)
        let x = u - 0.5, y = v - 0.5
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func texel(_ column: Int, _ row: Int) -> [Double] {
            let p = pixels[min(max(row, 0), height - 1) * rowLength + min(max(column, 0), width - 1)]
            return [24, 16, 8, 0].map { shift in shift == 24 && opaque ? 255 : Double((p >> UInt32(shift)) & 0xFF) }
        }
        let (a, b, c, d) = (texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1))
        return (0..<4).map { k in
            (a[k] * (1 - fx) + b[k] * fx) * (1 - fy) + (c[k] * (1 - fx) + d[k] * fx) * fy
        }
    }

    /// Also on a target large enough to be resampled in bands of rows on several cores, where
    /// 600 steps of 16.16 fixed point drift by up to 600 · ½ / 65536 of a texel from the exact
    /// position (Pixman steps the same way): at most that fraction of a neighbour's 255 levels more.
    func testEveryWrittenPixelIsTheBilinearSampleWithinTwoLevels() throws {
        let small = (width: 40, height: 36, scale: (x: 0.8, y: 0.7), drift: 0.0)
        let banded = (width: 600, height: 400, scale: (x: 0.035, y: 0.035), drift: 600 * 0.5 / 65536 * 255)
        XCTAssertEqual(RowBands.count(rows: banded.height, rowWork: banded.width), min(3, ProcessInfo.processInfo.activeProcessorCount),
                       "240 K pixels are banded on every core")
        for format in [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24] {
            for (width, height, scale, drift) in [small, banded] {
                let source = try picture(width: 23, height: 17, format: format)
                let toSource = MotionCore.AffineTransform(rotationAngle: 0.37).concatenating(MotionCore.AffineTransform(scaleX: scale.x, y: scale.y))
                    .concatenating(MotionCore.AffineTransform(translationX: -3.3, y: 2.6))
                var target = [UInt32](repeating: 0, count: width * height)
                let sourcePlane = AffineBilinearSampler.Plane(
                    pixels: UnsafeMutableRawPointer(cairo_image_surface_get_data(source.pointer)!).assumingMemoryBound(to: UInt32.self),
                    width: 23, height: 17, rowLength: Int(cairo_image_surface_get_stride(source.pointer)) / 4)
                var written = 0, largest = 0.0, total = 0.0
                target.withUnsafeMutableBufferPointer { buffer in
                    let plane = AffineBilinearSampler.Plane(pixels: buffer.baseAddress!, width: width, height: height, rowLength: width)
                    AffineBilinearSampler.resample(sourcePlane, into: plane, toSource: toSource, opaque: format == CAIRO_FORMAT_RGB24)
                }
                for j in 0..<height {
                    for i in 0..<width {
                        let centre = toSource.apply(to: Point(x: Double(i) + 0.5, y: Double(j) + 0.5))
                        let insidePicture = centre.x >= -1 && centre.x <= 24 && centre.y >= -1 && centre.y <= 18
                        let pixel = target[j * width + i]
                        guard insidePicture else { continue }
                        XCTAssertNotEqual(pixel, 0, "(\(i), \(j)) maps into the picture and must be written")
                        written += 1
                        let expected = expectedSample(source, u: centre.x, v: centre.y, opaque: format == CAIRO_FORMAT_RGB24)
                        for (k, shift) in [24, 16, 8, 0].enumerated() {
                            let error = abs(Double((pixel >> UInt32(shift)) & 0xFF) - expected[k])
                            largest = max(largest, error)
                            total += error
                        }
                    }
                }
                XCTAssertGreaterThan(written, 300)
                // Weights of 1/256 rounded to nearest: half a level per axis; two rounded blends: half a level each.
                XCTAssertLessThanOrEqual(largest, 2.0 + drift, "format \(format), \(width) × \(height)")
                XCTAssertLessThan(total / Double(written * 4), 0.35, "no bias: the errors are roundings, format \(format)")
            }
        }
    }

    /// A picture drawn through the context (our resampler) and by Cairo itself (a transformed
    /// bilinear paint with padded edges, clipped to the picture's rectangle), under a rounded clip
    /// as a card's picture is.
    private func draw(_ source: CairoSurface, in rect: Rect, under transform: MotionCore.AffineTransform, byCairo: Bool) throws -> Canvas {
        let canvas = try Canvas(pixelWidth: 160, pixelHeight: 150, scale: 1, background: Color(hex: 0x203040))
        let context = try canvas.makeContext()
        context.concatenate(transform)
        context.addRoundedRect(rect.insetBy(dx: 3, dy: 2), radius: 9, corners: .all)
        context.clip()
        if byCairo {
            let width = Double(cairo_image_surface_get_width(source.pointer)), height = Double(cairo_image_surface_get_height(source.pointer))
            cairo_save(context.cr)
            cairo_translate(context.cr, rect.minX, rect.minY)
            cairo_scale(context.cr, rect.width / width, rect.height / height)
            cairo_set_source_surface(context.cr, source.pointer, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(context.cr), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(context.cr), CAIRO_FILTER_BILINEAR)
            cairo_rectangle(context.cr, 0, 0, width, height)
            cairo_clip(context.cr)
            cairo_paint(context.cr)
            cairo_restore(context.cr)
        } else {
            XCTAssertTrue(context.drawTurned(source, in: rect), "a turned picture takes the resampler")
        }
        return canvas
    }

    /// On a picture whose texels step by at most 4 levels, 1/128 against 1/256 of a texel moves a
    /// sample by less than 0.1 level; what remains is rounding: Pixman's blend and ours, and
    /// compositing a rounded resampled picture instead of the exact one (a level each at most).
    func testATurnedPictureLandsWithinTwoLevelsOfCairosOwnPaint() throws {
        let transforms = [MotionCore.AffineTransform(rotationAngle: -0.16).concatenating(MotionCore.AffineTransform(scaleX: 1.5, y: 1.5))
                            .concatenating(MotionCore.AffineTransform(translationX: 20.3, y: 30.7)),
                          MotionCore.AffineTransform(a: 1.1, b: 0.35, c: -0.4, d: 0.95, tx: 60.25, ty: 5.5)]
        for format in [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24] {
            let source = try picture(width: 47, height: 61, format: format, smooth: true)
            for transform in transforms {
                let ours = try draw(source, in: Rect(x: 4, y: 6, width: 70, height: 85), under: transform, byCairo: false)
                let cairos = try draw(source, in: Rect(x: 4, y: 6, width: 70, height: 85), under: transform, byCairo: true)
                var largest = 0, differing = 0
                for y in 0..<150 {
                    for x in 0..<160 {
                        let p = ours.premultipliedPixel(x: x, y: y)!, q = cairos.premultipliedPixel(x: x, y: y)!
                        let difference = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                        largest = max(largest, difference)
                        if difference > 0 { differing += 1 }
                    }
                }
                XCTAssertLessThanOrEqual(largest, 2, "format \(format), transform \(transform)")
                XCTAssertGreaterThan(differing, 0, "the two paths are really different code")
            }
        }
    }

    func testScalingAndStrongShrinkingKeepCairosPath() throws {
        let source = try picture(width: 47, height: 61)
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, scale: 1)
        let context = try canvas.makeContext()
        context.concatenate(MotionCore.AffineTransform(scaleX: 1.7, y: 0.9))
        XCTAssertFalse(context.drawTurned(source, in: Rect(x: 0, y: 0, width: 40, height: 50)), "scale only: Pixman's fast path")
        context.concatenate(MotionCore.AffineTransform(rotationAngle: 0.3))
        XCTAssertFalse(context.drawTurned(source, in: Rect(x: 0, y: 0, width: 10, height: 12)),
                       "shrunk to a fifth: Cairo filters with a wider kernel")
    }
}
