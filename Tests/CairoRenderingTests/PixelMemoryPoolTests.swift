import CCairo
@testable import CairoRendering
import MotionCore
import XCTest

/// Image surfaces on pooled memory: the memory of a destroyed surface goes to the next one of
/// its size class, which starts transparent and composites exactly as a surface Cairo allocates.
final class PixelMemoryPoolTests: XCTestCase {
    func testSizeClassesHoldTheRequestWithLittleToSpare() {
        XCTAssertEqual(PixelMemoryPool.sizeClass(of: 65_536), 65_536)
        XCTAssertEqual(PixelMemoryPool.sizeClass(of: 65_537), 81_920)
        var previous = 0
        for count in stride(from: 64 << 10, to: 64 << 20, by: 12_345) {
            let size = PixelMemoryPool.sizeClass(of: count)
            XCTAssertGreaterThanOrEqual(size, count)
            XCTAssertLessThanOrEqual(Double(size), 1.25 * Double(count))
            XCTAssertGreaterThanOrEqual(size, previous, "one class per range of sizes")
            previous = size
        }
    }

    private func data(_ surface: CairoSurface) -> UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(surface.pointer) }

    func testADestroyedSurfacesMemoryIsReusedCleared() throws {
        let pool = PixelMemoryPool()
        var first: CairoSurface? = try CairoSurface(image: CAIRO_FORMAT_ARGB32, width: 300, height: 200, call: "test", pool: pool)
        let memory = data(first!)
        let context = try CairoContext(surface: first!)
        cairo_set_source_rgba(context.pointer, 1, 0.5, 0, 1)
        cairo_paint(context.pointer)
        _ = consume context
        first = nil
        // A little larger, the same class: the same memory, transparent again.
        let second = try CairoSurface(image: CAIRO_FORMAT_ARGB32, width: 301, height: 200, call: "test", pool: pool)
        XCTAssertEqual(data(second), memory)
        cairo_surface_flush(second.pointer)
        let bytes = UnsafeBufferPointer(start: data(second), count: Int(cairo_image_surface_get_stride(second.pointer)) * 200)
        XCTAssertTrue(bytes.allSatisfy { $0 == 0 })
        // An A8 surface's rows are padded to 4 bytes: the padding is cleared too (a mask's bytes are a cache key).
        var mask: CairoSurface? = try CairoSurface(image: CAIRO_FORMAT_A8, width: 401, height: 300, call: "test", pool: pool)
        let maskMemory = data(mask!)
        maskMemory!.initialize(repeating: 0xAB, count: Int(cairo_image_surface_get_stride(mask!.pointer)) * 300)
        mask = nil
        let again = try CairoSurface(image: CAIRO_FORMAT_A8, width: 401, height: 300, call: "test", pool: pool)
        XCTAssertEqual(data(again), maskMemory)
        XCTAssertTrue(UnsafeBufferPointer(start: data(again), count: Int(cairo_image_surface_get_stride(again.pointer)) * 300)
            .allSatisfy { $0 == 0 })
        // Another class: new memory while the first buffer waits.
        let third = try CairoSurface(image: CAIRO_FORMAT_ARGB32, width: 600, height: 200, call: "test", pool: pool)
        XCTAssertNotEqual(data(third), memory)
    }

    /// Drawing on a fresh surface gives the same bytes on pooled memory, dirty before, as on a
    /// surface Cairo allocates itself. Cairo knows its own new surfaces are clear and composites
    /// onto them as onto nothing (antialiased edges of a translucent fill round otherwise): the
    /// pool's surfaces are cleared by Cairo, which then knows it too.
    func testDrawingOnPooledMemoryMatchesCairosOwnSurfaces() throws {
        let pool = PixelMemoryPool()
        let drawings: [(String, (OpaquePointer) -> Void)] = [
            ("a translucent circle", { cr in
                cairo_new_sub_path(cr)
                cairo_arc(cr, 150.5, 100.25, 80.3, 0, 2 * .pi)
                cairo_set_source_rgba(cr, 0.2, 0.5, 0.9, 0.7)
                cairo_fill(cr)
            }),
            ("a colour through a round clip at half alpha", { cr in
                cairo_new_sub_path(cr)
                cairo_arc(cr, 150.5, 100.25, 80.3, 0, 2 * .pi)
                cairo_clip(cr)
                cairo_set_source_rgba(cr, 0.2, 0.5, 0.9, 1)
                cairo_paint_with_alpha(cr, 0.5)
            }),
            ("a stroke", { cr in
                cairo_set_line_width(cr, 3.3)
                cairo_move_to(cr, 10.2, 10.7)
                cairo_line_to(cr, 290.1, 180.3)
                cairo_set_source_rgba(cr, 0.9, 0.5, 0.1, 0.8)
                cairo_stroke(cr)
            }),
        ]
        for format in [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_A8] {
            for (name, drawing) in drawings {
                func draw(on surface: CairoSurface) throws -> [UInt8] {
                    let context = try CairoContext(surface: surface)
                    drawing(context.pointer)
                    cairo_surface_flush(surface.pointer)
                    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
                    return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface.pointer), count: stride * 200))
                }
                var dirty: CairoSurface? = try CairoSurface(image: format, width: 300, height: 200, call: "dirty", pool: pool)
                let dirtying = try CairoContext(surface: dirty!)
                cairo_set_source_rgba(dirtying.pointer, 0.3, 0.7, 0.1, 0.8)
                cairo_paint(dirtying.pointer)
                _ = consume dirtying
                dirty = nil
                let pooled = try draw(on: try CairoSurface(image: format, width: 300, height: 200, call: "pooled", pool: pool))
                let own = try draw(on: try CairoSurface(taking: cairo_image_surface_create(format, 300, 200), call: "cairo"))
                XCTAssertTrue(pooled == own, "\(name), format \(format.rawValue): \(zip(pooled, own).filter { $0 != $1 }.count) bytes differ")
            }
        }
    }
}
