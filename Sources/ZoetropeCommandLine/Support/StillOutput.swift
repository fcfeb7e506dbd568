import ArgumentParser
import CairoRendering
import Foundation
import MediaEncoding
import Zoetrope

/// A one-picture output (`still`, `filmstrip`, `curves`): a still format of the format table,
/// chosen by the file's extension — PNG (raster), SVG or PDF (vector).
struct StillOutput {
    /// The format's entry in the table.
    let descriptor: FormatDescriptor
    /// The vector page's format; nil for a raster picture.
    private let vectorFormat: VectorDocument.Format?

    /// The still format of `path`; a `ValidationError` naming the still extensions for others.
    init(path: String) throws {
        let fileExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let descriptor = FormatDescriptor.formats(.still, forExtension: fileExtension).first else {
            throw ValidationError("unsupported output format '.\(fileExtension)' for '\(path)'; use \(Self.extensions)")
        }
        self.descriptor = descriptor
        vectorFormat = descriptor.writer == .vectorStill ? VectorDocument.Format(rawValue: descriptor.container) : nil
        if descriptor.writer == .vectorStill, vectorFormat == nil {
            throw ValidationError("\(descriptor.name) pages cannot be drawn: CairoRendering has no \(descriptor.container) document")
        }
    }

    /// The still formats' names for help: "PNG, SVG or PDF".
    static var names: String { EnglishList.joined(FormatDescriptor.all.filter { $0.kind == .still }.map(\.name), "or") }

    /// The still extensions for help and messages: ".png, .svg or .pdf".
    static var extensions: String { EnglishList.joined(FormatDescriptor.extensions(of: .still).map { "." + $0 }, "or") }

    /// The frame of `exporter`'s scene at `time`, encoded in this format.
    func still(of exporter: Exporter, at time: Double) throws -> Data {
        if let vectorFormat { return try exporter.vectorStill(at: time, format: vectorFormat).finish() }
        return try exporter.still(at: time).pngData()
    }

    /// Draws a picture of `size` points with `draw` and writes it atomically to `path` (PNG at
    /// `scale` pixels per point): nothing is written when drawing throws.
    func write(size: Size, scale: Double, to path: String, draw: (CairoGraphicsContext) throws -> Void) throws {
        if let vectorFormat {
            let document = try VectorDocument(format: vectorFormat, size: size)
            try draw(document.context)
            try OutputDestination.write(try document.finish(), to: path)
            return
        }
        let canvas = try Canvas(size: size, scale: scale)
        let context = try canvas.makeContext()
        try draw(context)
        if let error = context.cairoStatusError { throw error }
        try OutputDestination.write(try canvas.pngData(), to: path)
    }
}
