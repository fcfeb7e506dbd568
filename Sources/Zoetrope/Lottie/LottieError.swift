import MediaEncoding

/// Why a Lottie document cannot be read: each case names the file and what is wrong, in one line.
public enum LottieError: Error, CustomStringConvertible, Equatable, CategorizedError {
    /// The file cannot be read (missing, not a regular file, unreadable).
    case unreadable(file: String, reason: String)
    /// The file is larger than `LottieLimits.maximumFileSize`.
    case fileTooLarge(file: String, bytes: Int, limit: Int)
    /// The text is not JSON, or JSON nested deeper than `LottieLimits.maximumNesting`.
    case notJSON(file: String, reason: String)
    /// A value is missing or of the wrong kind; `location` is its place in the document
    /// ("layers[2].ks.p.k[1].s").
    case malformed(file: String, location: String, reason: String)
    /// The document holds more of something than a bound allows (`LottieLimits`).
    case tooMany(file: String, what: String, count: Int, limit: Int)

    public var category: ErrorCategory { .usage }

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "Lottie file '\(file)' cannot be read: \(reason)"
        case let .fileTooLarge(file, bytes, limit):
            "Lottie file '\(file)' is \(bytes) bytes, more than the \(limit) a document may have"
        case let .notJSON(file, reason): "Lottie file '\(file)' is not a JSON document: \(reason)"
        case let .malformed(file, location, reason): "Lottie file '\(file)' is malformed at \(location): \(reason)"
        case let .tooMany(file, what, count, limit):
            "Lottie file '\(file)' has \(count) \(what), more than the \(limit) allowed"
        }
    }
}
