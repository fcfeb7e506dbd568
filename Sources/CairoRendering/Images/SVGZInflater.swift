import CRsvg
import Foundation

/// Inflates a gzip-compressed SVG (SVGZ) with GLib's zlib decompressor, up to a bound, so the
/// document can be counted (`SVGExpansion`) before librsvg parses it: a few kilobytes of gzip
/// can hold gigabytes of XML, which librsvg would otherwise inflate whole. Owns its
/// `GZlibDecompressor`.
final class SVGZInflater {
    private let converter: OpaquePointer

    init() {
        converter = g_zlib_decompressor_new(G_ZLIB_COMPRESSOR_FORMAT_GZIP)
    }

    /// The bytes `data` inflates to; throws `SVGExpansion.Refusal.tooLarge` past `limit` bytes,
    /// and `CairoError.imageDecoding` (after `name`) when `data` is not whole gzip.
    func inflate(_ data: Data, limit: Int, name: String) throws -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        let input = [UInt8](data)
        var consumed = 0
        while true {
            var read: gsize = 0, written: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let result = input.withUnsafeBytes { source in
                buffer.withUnsafeMutableBytes { target in
                    g_converter_convert(converter, source.baseAddress.map { $0 + consumed }, gsize(source.count - consumed),
                                        target.baseAddress, gsize(target.count), G_CONVERTER_INPUT_AT_END, &read, &written, &error)
                }
            }
            guard result != G_CONVERTER_ERROR else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                zoe_clear_error(&error)
                throw CairoError.imageDecoding("\(name): not a valid SVGZ image (\(message))")
            }
            consumed += Int(read)
            output += buffer[..<Int(written)]
            guard output.count <= limit else { throw SVGExpansion.Refusal.tooLarge }
            if result == G_CONVERTER_FINISHED { return output }
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(converter)) }
}
