import CCairo
import CRsvg
import Foundation
import MotionCore

/// An SVG image parsed by librsvg, drawn as vectors into whatever Cairo context shows it, so it
/// is as sharp at `--scale 3` as at 1. Owns its `RsvgHandle`. Not thread-safe (each renderer's
/// `ImageCache` holds its own).
final class SVGDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// The intrinsic size in CSS pixels (points here): its width and height, else its viewBox.
    let size: Size

    /// Whether `data` is SVG: gzip (SVGZ), or XML whose root element is `svg` (with or without a
    /// namespace prefix), however long the prolog before it — XML declaration, comments,
    /// processing instructions, a doctype with an internal subset.
    static func isSVG(_ data: Data) -> Bool {
        if data.starts(with: [0x1F, 0x8B]) { return true }
        return data.withUnsafeBytes { rootElementName(of: Array($0.bindMemory(to: UInt8.self))) } == "svg"
    }

    /// The local name of the first element of XML `bytes` (after a byte-order mark, whitespace
    /// and the prolog), or nil when anything else comes first.
    private static func rootElementName(of bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past terminator: String) -> Bool {
            let pattern = Array(terminator.utf8)
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                    index += pattern.count
                    return true
                }
                index += 1
            }
            return false
        }
        func startsHere(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        while index < bytes.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            } else if startsHere("<?") {
                guard skip(past: "?>") else { return nil }
            } else if startsHere("<!--") {
                guard skip(past: "-->") else { return nil }
            } else if startsHere("<!DOCTYPE") {
                // Up to the '>' that is not inside the internal subset's brackets.
                var depth = 0
                while index < bytes.count, !(bytes[index] == UInt8(ascii: ">") && depth == 0) {
                    if bytes[index] == UInt8(ascii: "[") { depth += 1 } else if bytes[index] == UInt8(ascii: "]") { depth -= 1 }
                    index += 1
                }
                index += 1
            } else if bytes[index] == UInt8(ascii: "<") {
                let nameBytes = bytes[(index + 1)...].prefix { ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains($0) }
                let name = String(decoding: nameBytes, as: UTF8.self)
                return name.split(separator: ":").last.map(String.init)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Parses `data`; `name` is what errors call it. A document over `SVGExpansion`'s limits
    /// once inflated (SVGZ) and its entities expanded is refused before librsvg sees it.
    init(_ data: Data, name: String) throws {
        let document: [UInt8]
        do {
            let isCompressed = data.starts(with: [0x1F, 0x8B])
            document = isCompressed ? try SVGZInflater().inflate(data, limit: SVGExpansion.byteLimit, name: name) : [UInt8](data)
            try SVGExpansion.check(document)
        } catch let refusal as SVGExpansion.Refusal {
            throw CairoError.imageDecoding("\(name): \(refusal.reason)")
        }
        var error: UnsafeMutablePointer<GError>?
        let parsed = document.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress?.assumingMemoryBound(to: guint8.self), gsize(bytes.count), &error)
        }
        guard let parsed else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            zoe_clear_error(&error)
            throw CairoError.imageDecoding("\(name): not a valid SVG image (\(message))")
        }
        handle = parsed
        rsvg_handle_set_dpi(handle, 96)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            size = Size(width: width, height: height)
        } else {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 else {
                g_object_unref(UnsafeMutableRawPointer(handle))
                throw CairoError.imageDecoding("\(name): the SVG has neither a size nor a viewBox")
            }
            size = Size(width: viewBox.width, height: viewBox.height)
        }
    }

    /// Draws the document scaled to fill `rect` (user space of `cr`), as a raster image would be.
    func draw(in rect: Rect, on cr: OpaquePointer, name: String) throws {
        // render_document keeps the document's aspect ratio inside the viewport; the viewport is
        // the intrinsic size and the stretch to `rect` is Cairo's, as for a raster image.
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / size.width, rect.height / size.height)
        let drawn = rsvg_handle_render_document(handle, cr, &viewport, &error)
        cairo_restore(cr)
        guard drawn != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            zoe_clear_error(&error)
            throw CairoError.imageDecoding("\(name): cannot draw the SVG (\(message))")
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }
}
