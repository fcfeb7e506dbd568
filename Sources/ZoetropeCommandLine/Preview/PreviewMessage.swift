import Foundation

/// A request to the preview's API as the handlers see it: a GET path and its query.
struct PreviewRequest {
    let path: String
    let query: [String: String]
    /// The connection it came on, asked whether the client is still there before drawing.
    var client = ClientLink.always
}

extension PreviewRequest {
    /// A request for `path` with the raw query string `rawQuery`, decoded as HTML forms encode
    /// it: `+` is a space and `%XX` a byte (a `+` itself comes as `%2B`). The last of repeated
    /// names wins; undecodable escapes are kept as written.
    init(path: String, rawQuery: String, client: ClientLink = .always) {
        var query: [String: String] = [:]
        for pair in rawQuery.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ text: Substring) -> String {
                let spaced = text.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            query[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        self.init(path: path, query: query, client: client)
    }
}

/// What the preview answers: a status, a content type, the body and any headers of its own.
struct PreviewResponse {
    let status: Int
    let contentType: String
    let body: Data
    var headers: [(name: String, value: String)] = []

    static func json(_ value: JSONValue, status: Int = 200) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "application/json", body: Data(value.text.utf8))
    }

    /// `{"error": message}` with a 4xx or 5xx status.
    static func error(_ status: Int, _ message: String) -> PreviewResponse {
        json(.object([("error", .string(message))]), status: status)
    }
}

/// A bad request: answered with its status and message, never a crash.
struct PreviewError: Error, Equatable {
    let status: Int
    let message: String

    static func badRequest(_ message: String) -> PreviewError { PreviewError(status: 400, message: message) }
    static func notFound(_ message: String) -> PreviewError { PreviewError(status: 404, message: message) }
    /// The client closed its connection before its answer was ready (nginx's 499; never seen by it).
    static let clientGone = PreviewError(status: 499, message: "the client has gone")
    /// The same client asked for a newer frame before this one was drawn.
    static let superseded = PreviewError(status: 409, message: "superseded by a newer frame request of the same client")
}
