import MediaEncoding
import Zoetrope

/// Why the preview could not start serving: an address it cannot take (a usage error), or what it
/// found where it was started — a port in use, no package to watch, a limit set wrongly in the
/// environment (failures).
enum PreviewServerError: Error, CustomStringConvertible, CategorizedError {
    case badHost(String)
    case cannotListen(String, UInt16, String)
    /// `--watch` in a folder without `Sources/` or `Scenes/`.
    case nothingToWatch(folder: String)
    /// A timeout variable of `PreviewLimits` set to something other than a number of seconds.
    case badTimeout(variable: String, String)

    var category: ErrorCategory {
        switch self {
        case .badHost: .usage
        case .cannotListen, .nothingToWatch, .badTimeout: .failure
        }
    }

    var description: String {
        switch self {
        case .badHost(let host): "--host \(host) is not an IPv4 address"
        case let .cannotListen(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        case .nothingToWatch(let folder): "--watch: no Sources/ or Scenes/ folder in \(folder); run the preview from your package's folder"
        case let .badTimeout(variable, text): "\(variable) must be a number of seconds above 0 (got '\(text)')"
        }
    }
}
