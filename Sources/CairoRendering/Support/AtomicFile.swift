import Foundation

/// Whole-file writes that never leave a partial file behind.
enum AtomicFile {
    /// Writes `data` to `url` through a temporary file renamed into place; an existing file is
    /// replaced only on success.
    static func write(_ data: Data, to url: URL) throws {
        do { try data.write(to: url, options: .atomic) } catch {
            throw CairoError.fileWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
