import CCairo
import Foundation

/// PNG encoding and decoding through Cairo's PNG support.
enum PNGCodec {
    /// Decodes PNG bytes into an ARGB32 surface. The header's size is checked against
    /// `CanvasLimits` before anything is decoded.
    static func decode(_ data: Data, name: String) throws -> CairoSurface {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature else {
            throw CairoError.imageDecoding("\(name) is not a PNG file")
        }
        func bigEndian(_ offset: Int) -> Double {
            data.dropFirst(offset).prefix(4).reduce(0) { $0 * 256 + Double($1) }
        }
        _ = try CanvasLimits.validate(width: bigEndian(16), height: bigEndian(20))
        let source = DataSource(data)
        let decoded = cairo_image_surface_create_from_png_stream(DataSource.read, source.closure)!
        let surface: CairoSurface
        do {
            surface = try CairoSurface(taking: decoded, call: "cairo_image_surface_create_from_png_stream")
        } catch {
            throw CairoError.imageDecoding("\(name): \(error)")
        }
        return try asARGB32(surface)
    }

    /// Decodes the PNG at `url`.
    static func decode(contentsOf url: URL) throws -> CairoSurface {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CairoError.imageDecoding("cannot read \(url.path): \(error.localizedDescription)")
        }
        return try decode(data, name: url.path)
    }

    /// Encodes an image surface as PNG bytes.
    static func encode(_ surface: CairoSurface) throws -> Data {
        let sink = DataSink()
        try CairoError.check(cairo_surface_write_to_png_stream(surface.pointer, DataSink.write, sink.closure),
                             "cairo_surface_write_to_png_stream")
        return withExtendedLifetime(sink) { sink.data }
    }

    /// The surface itself when it is ARGB32, else a converted copy (PNGs may decode as RGB24 or A8).
    private static func asARGB32(_ surface: CairoSurface) throws -> CairoSurface {
        guard cairo_image_surface_get_format(surface.pointer) != CAIRO_FORMAT_ARGB32 else { return surface }
        let width = cairo_image_surface_get_width(surface.pointer)
        let height = cairo_image_surface_get_height(surface.pointer)
        let converted = try CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
                                         call: "cairo_image_surface_create")
        let context = try CairoContext(surface: converted)
        cairo_set_source_surface(context.pointer, surface.pointer, 0, 0)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context.pointer)
        try context.checkStatus("cairo_paint")
        return converted
    }
}
