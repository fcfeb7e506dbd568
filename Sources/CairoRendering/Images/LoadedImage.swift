import CCairo
import MotionCore

/// An `Image` ready to draw: decoded pixels, or an SVG document drawn as vectors.
enum LoadedImage {
    case raster(CairoSurface)
    case vector(SVGDocument)

    /// Size in points (image pixels count as points, contentsScale 1).
    var size: Size {
        switch self {
        case .raster(let surface):
            Size(width: Double(cairo_image_surface_get_width(surface.pointer)),
                 height: Double(cairo_image_surface_get_height(surface.pointer)))
        case .vector(let document):
            document.size
        }
    }
}
