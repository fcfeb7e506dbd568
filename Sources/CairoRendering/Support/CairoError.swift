import CCairo
import MediaEncoding

/// A failure of the Cairo/Pango backend or of bad input handed to it.
public enum CairoError: Error, Equatable, CustomStringConvertible, CategorizedError {
    /// A Cairo call returned a bad status; `message` is `cairo_status_to_string`.
    case cairoStatus(call: String, code: Int, message: String)
    /// A canvas or surface size that cannot (or should not) be allocated.
    case invalidSize(String)
    /// An image could not be read or decoded.
    case imageDecoding(String)
    /// A font file could not be registered; the message names the file.
    case fontRegistration(String)
    /// A file could not be written.
    case fileWrite(path: String, reason: String)

    public var category: ErrorCategory { .failure }

    public var description: String {
        switch self {
        case let .cairoStatus(call, code, message): return "\(call) failed: \(message) (cairo status \(code))"
        case let .invalidSize(reason): return "invalid size: \(reason)"
        case let .imageDecoding(reason): return "image decoding failed: \(reason)"
        case let .fontRegistration(reason): return "cannot register font \(reason)"
        case let .fileWrite(path, reason): return "cannot write \(path): \(reason)"
        }
    }

    /// Throws `.cairoStatus` when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ call: String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw CairoError.cairoStatus(call: call, code: Int(status.rawValue),
                                     message: String(cString: cairo_status_to_string(status)))
    }
}
