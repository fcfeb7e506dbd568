/// A request's line and headers, as the preview's server reads them. The head is bounded
/// (`HTTPHeadBuffer.limit`) and parsed in one pass over its bytes.
///
/// FlyingFox 0.27.1 reads the head itself with no size or time limit (its line reader re-checks
/// the buffer on every byte, so a 200 KB URL cost 18 s of CPU) and offers no hook to bound it
/// (`HTTPServer.Configuration` has the handler's timeout and body buffer sizes only, and a socket
/// pool only sees the moments a socket would block, not the bytes read). So the preview reads
/// heads itself: a GET without a body needs nothing more than this.
struct HTTPRequestHead: Equatable {
    let method: String
    /// The path, still percent-encoded, without the query.
    let path: String
    /// What follows the first `?` of the target, still percent-encoded ("" when none).
    let rawQuery: String
    let version: String
    /// Field names lower-cased; a repeated field's values joined with ", ".
    let headers: [String: String]

    /// Whether the client keeps the connection for another request: HTTP/1.1 unless it says
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    var keepsAlive: Bool {
        let connection = headers["connection"]?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// Whether a body follows the head (the preview reads none, so the connection ends after the answer).
    var hasBody: Bool {
        headers["transfer-encoding"] != nil || (headers["content-length"].map { $0 != "0" } ?? false)
    }

    /// Parses the request line and header lines (each without its line ending).
    init(requestLine: String, headerLines: [String]) throws(HTTPHeadError) {
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isLetter), parts[1].first == "/" || parts[1] == "*",
              parts[2].hasPrefix("HTTP/1.") else {
            throw .badRequest("malformed request line")
        }
        method = String(parts[0])
        version = String(parts[2])
        let target = parts[1]
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            rawQuery = String(target[target.index(after: mark)...])
        } else {
            path = String(target)
            rawQuery = ""
        }
        var headers: [String: String] = [:]
        for line in headerLines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex, line.first != " ", line.first != "\t" else {
                throw .badRequest("malformed header line")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        self.headers = headers
    }
}

/// Why a head was refused: answered with its status, then the connection is closed.
enum HTTPHeadError: Error, Equatable {
    case badRequest(String)
    /// The request line (the URI) does not end within the limit: 414.
    case uriTooLong
    /// The header fields do not end within the limit: 431.
    case headersTooLarge

    var status: Int {
        switch self {
        case .badRequest: 400
        case .uriTooLong: 414
        case .headersTooLarge: 431
        }
    }

    var message: String {
        switch self {
        case .badRequest(let reason): reason
        case .uriTooLong: "the request line is longer than \(HTTPHeadBuffer.limit) bytes"
        case .headersTooLarge: "the request's headers are longer than \(HTTPHeadBuffer.limit) bytes in all"
        }
    }
}
