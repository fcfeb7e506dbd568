import Foundation

/// A response as the preview's server sends it: status line, headers and body in one buffer,
/// written at once (no small header segment left waiting for the client's acknowledgement).
struct HTTPAnswer: Sendable {
    let status: Int
    let headers: [(name: String, value: String)]
    let body: Data

    /// A short plain-text answer (errors the server itself gives: 403, 405, 414, 431, 503).
    static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
                   body: Data((message + "\n").utf8))
    }

    /// The bytes on the wire; `keepingAlive` false adds `Connection: close`.
    func encoded(keepingAlive: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        if !keepingAlive { head += "Connection: close\r\n" }
        head += "\r\n"
        var bytes = Data(capacity: head.utf8.count + body.count)
        bytes.append(contentsOf: head.utf8)
        bytes.append(body)
        return bytes
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 499: "Client Closed Request"
        case 503: "Service Unavailable"
        default: "Internal Server Error"
        }
    }
}
