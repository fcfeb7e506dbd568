/// Why a ZIP archive or one of its entries cannot be read, in words for a message.
package enum ZipArchiveError: Error, CustomStringConvertible, Equatable {
    /// Not a ZIP archive at all (no end of central directory).
    case notAnArchive
    /// Structurally wrong: a header out of bounds, a bad signature, deflate data that fails.
    case damaged(String)
    /// Something this reader does not read: ZIP64, encryption, a compression other than store or deflate.
    case unsupported(String)

    package var description: String {
        switch self {
        case .notAnArchive: "not a ZIP archive"
        case .damaged(let reason): "a damaged ZIP archive: \(reason)"
        case .unsupported(let what): "\(what) is not read"
        }
    }
}
