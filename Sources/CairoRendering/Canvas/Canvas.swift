import CCairo
import MotionCore

/// A raster drawing target: a Cairo ARGB32 image surface (premultiplied alpha) of
/// `pixelWidth × pixelHeight` pixels showing `pointSize` points at `scale` pixels per point.
public final class Canvas {
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point (1, 2, 3 for @1x, @2x, @3x).
    public let scale: Double
    let surface: CairoSurface

    /// The size in points: the pixel size divided by the scale.
    public var pointSize: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// A canvas of `size` points at `scale`, i.e. `round(size × scale)` pixels, cleared to
    /// `background` (transparent when nil). Throws `CairoError.invalidSize` before allocating
    /// for zero, negative, non-finite or oversized requests (see `CanvasLimits`).
    public convenience init(size: Size, scale: Double = 1, background: Color? = nil) throws {
        try CanvasLimits.validate(scale: scale)
        guard size.width.isFinite, size.height.isFinite else {
            throw CairoError.invalidSize("canvas of \(size) points is not finite")
        }
        try self.init(pixelWidth: (size.width * scale).rounded(), pixelHeight: (size.height * scale).rounded(),
                      scale: scale, background: background)
    }

    /// A canvas of exactly `pixelWidth × pixelHeight` pixels.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, background: Color? = nil) throws {
        try self.init(pixelWidth: Double(pixelWidth), pixelHeight: Double(pixelHeight), scale: scale, background: background)
    }

    private init(pixelWidth: Double, pixelHeight: Double, scale: Double, background: Color?) throws {
        try CanvasLimits.validate(scale: scale)
        let (width, height) = try CanvasLimits.validate(width: pixelWidth, height: pixelHeight)
        surface = try CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                                   call: "cairo_image_surface_create")
        self.pixelWidth = width
        self.pixelHeight = height
        self.scale = scale
        try clear(to: background)
    }

    /// Wraps an existing ARGB32 image surface.
    init(surface: CairoSurface, scale: Double) {
        self.surface = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface.pointer))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface.pointer))
        self.scale = scale
    }

    /// Replaces every pixel with `color` (transparent when nil).
    public func clear(to color: Color?) throws {
        let context = try CairoContext(surface: surface)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
        let c = color ?? .clear
        cairo_set_source_rgba(context.pointer, c.red, c.green, c.blue, c.alpha)
        cairo_paint(context.pointer)
        try context.checkStatus("cairo_paint")
    }

    /// A graphics context drawing into the canvas in points (its transform scales by `scale`).
    public func makeContext(imageCache: ImageCache = ImageCache(), drawingPath: DrawingPath = .fast) throws -> CairoGraphicsContext {
        let context = try CairoContext(surface: surface)
        cairo_scale(context.pointer, scale, scale)
        return CairoGraphicsContext(context: context, imageCache: imageCache, drawingPath: drawingPath)
    }
}
