import CCairo

extension Canvas {
    /// Bytes per row of a canvas `pixelWidth` pixels wide: Cairo's stride for ARGB32.
    package static func bytesPerRow(forWidth pixelWidth: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: pixelWidth)))
    }

    /// Runs `body` with a canvas whose pixels are `memory`: `pixelWidth` × `pixelHeight` premultiplied
    /// ARGB32 pixels, rows `bytesPerRow(forWidth:)` apart, drawn as they are (not cleared). A
    /// frame is then drawn where its reader wants it, without a copy. The canvas lives only
    /// during `body`: its surface is finished on the way out, so nothing can reach `memory`
    /// through it afterwards.
    package static func borrowing<Result>(_ memory: UnsafeMutableRawBufferPointer, pixelWidth: Int, pixelHeight: Int,
                                          scale: Double, _ body: (Canvas) throws -> Result) throws -> Result {
        try CanvasLimits.validate(scale: scale)
        let (width, height) = try CanvasLimits.validate(width: Double(pixelWidth), height: Double(pixelHeight))
        let bytesPerRow = bytesPerRow(forWidth: width)
        guard let base = memory.baseAddress, memory.count >= bytesPerRow * height else {
            throw CairoError.invalidSize("\(memory.count) bytes cannot hold \(width)×\(height) pixels of \(bytesPerRow) bytes a row")
        }
        let surface = try CairoSurface(
            taking: cairo_image_surface_create_for_data(base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(width), Int32(height), Int32(bytesPerRow)),
            call: "cairo_image_surface_create_for_data")
        defer { cairo_surface_finish(surface.pointer) }
        return try body(Canvas(surface: surface, scale: scale))
    }
}
