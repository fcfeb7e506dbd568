import Foundation

/// A response as the preview's server sends it: status line, headers and body, written in one
/// buffer or, for a large body (a frame), the head and then the body as it is — copying 8 MB to
/// put a head before it would cost more than the second write (sockets send without Nagle's
/// delay, so the head does not wait for an acknowledgement).
struct HTTPAnswer: Sendable {
    let status: Int
    let headers: [(name: String, value: String)]
    let body: Data

    /// A short plain-text answer (errors the server itself gives: 403, 405, 414, 431, 503).
    static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
                   body: Data((message + "\n").utf8))
    }

    /// A body this long or longer goes out in its own write.
    static let separateBodyLength = 64 * 1024

    /// The bytes on the wire, in the writes that send them; `keepingAlive` false adds
    /// `Connection: close`.
    func encoded(keepingAlive: Bool) -> [Data] {
        var head = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        if !keepingAlive { head += "Connection: close\r\n" }
        head += "\r\n"
        guard body.count < Self.separateBodyLength else { return [Data(head.utf8), body] }
        var bytes = Data(capacity: head.utf8.count + body.count)
        bytes.append(contentsOf: head.utf8)
        bytes.append(body)
        return [bytes]
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
