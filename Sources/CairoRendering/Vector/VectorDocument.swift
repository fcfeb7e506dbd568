import CCairo
import Foundation
import MotionCore

/// A one-page vector still (SVG or PDF) drawn through a `CairoGraphicsContext`.
///
/// Units are points: a PDF page of `size` points, an SVG whose width and height are `size` in
/// CSS pixels (one point per pixel, like a @1x screen). Text is embedded as glyph outlines (SVG)
/// or subset fonts (PDF).
public final class VectorDocument {
    /// The file format written.
    public enum Format: String, Sendable, CaseIterable {
        case svg, pdf
    }

    /// The file format written.
    public let format: Format
    /// The page size in points.
    public let size: Size
    private let sink = DataSink()
    private let surface: CairoSurface
    private var finished: Data?
    /// The context to draw the page with.
    public let context: CairoGraphicsContext

    /// A document of `size` points; throws for non-finite, non-positive or oversized sizes.
    public init(format: Format, size: Size, imageCache: ImageCache = ImageCache()) throws {
        _ = try CanvasLimits.validate(width: size.width.rounded(.up), height: size.height.rounded(.up))
        self.format = format
        self.size = size
        let created: OpaquePointer
        switch format {
        case .svg:
            created = cairo_svg_surface_create_for_stream(DataSink.write, sink.closure, size.width, size.height)
        case .pdf:
            created = cairo_pdf_surface_create_for_stream(DataSink.write, sink.closure, size.width, size.height)
        }
        surface = try CairoSurface(taking: created, call: "cairo_\(format.rawValue)_surface_create_for_stream", retaining: sink)
        switch format {
        case .svg: cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
        case .pdf: Self.leaveOutCreationDate(of: surface.pointer)
        }
        context = CairoGraphicsContext(context: try CairoContext(surface: surface), imageCache: imageCache)
    }

    /// Ends the page and returns the file's bytes; later calls return the same bytes and
    /// drawing after it has no effect.
    public func finish() throws -> Data {
        if let finished { return finished }
        try context.context.checkStatus("drawing the \(format.rawValue.uppercased()) page")
        try surface.finish(call: "cairo_surface_finish (\(format.rawValue))")
        finished = sink.data
        return sink.data
    }

    /// Cairo stamps a PDF with the time it was made; an empty date leaves `/CreationDate` out, so
    /// the same page gives the same bytes on every run. (Cairo 1.16 drops the `D:` prefix of a date
    /// given here, so `SOURCE_DATE_EPOCH` is not honoured: no date is better than a malformed one.)
    private static func leaveOutCreationDate(of surface: OpaquePointer) {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
    }

    /// Finishes the document and writes it to `url` atomically.
    public func write(to url: URL) throws {
        try AtomicFile.write(try finish(), to: url)
    }
}
