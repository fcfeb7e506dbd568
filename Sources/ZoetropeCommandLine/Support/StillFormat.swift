import ArgumentParser
import CairoRendering
import Foundation
import Zoetrope

/// A one-picture output chosen by extension: PNG (raster), SVG or PDF (vector).
enum StillFormat: Equatable {
    case png
    case vector(VectorDocument.Format)

    /// The format of `path`; a `ValidationError` for other extensions.
    init(path: String) throws {
        let fileExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        switch fileExtension {
        case "png": self = .png
        case "svg": self = .vector(.svg)
        case "pdf": self = .vector(.pdf)
        default:
            throw ValidationError("unsupported output format '.\(fileExtension)' for '\(path)'; use .png, .svg or .pdf")
        }
    }

    /// Draws a picture of `size` points with `draw` and writes it atomically to `path` (PNG at
    /// `scale` pixels per point): nothing is written when drawing throws.
    func write(size: Size, scale: Double, to path: String, draw: (CairoGraphicsContext) throws -> Void) throws {
        switch self {
        case .png:
            let canvas = try Canvas(size: size, scale: scale)
            let context = try canvas.makeContext()
            try draw(context)
            if let error = context.cairoStatusError { throw error }
            try OutputDestination.write(try canvas.pngData(), to: path)
        case .vector(let format):
            let document = try VectorDocument(format: format, size: size)
            try draw(document.context)
            try OutputDestination.write(try document.finish(), to: path)
        }
    }
}
