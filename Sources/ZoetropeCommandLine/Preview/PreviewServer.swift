import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server (FlyingFox): the page at `/`, the API under `/api/`, nothing else.
/// Requests are answered by `PreviewAPI`; every failure becomes a JSON error response. Only the
/// preview's own origin is answered (`PreviewOrigin`: 403 otherwise), only GET (405 otherwise),
/// with no CORS headers, `nosniff` and no framing; every accepted connection sends without
/// Nagle's delay (`NoDelaySocketPool`).
struct PreviewServer {
    let api: PreviewAPI
    let host: String
    let port: UInt16
    /// The scene the page opens on.
    let initialScene: String?

    /// Listens until the task is cancelled; `onListening` gets the page's address and the port
    /// once the socket is bound (the one chosen when `port` is 0).
    func run(onListening: @escaping @Sendable (String, Int) -> Void) async throws {
        let address: sockaddr_in
        do { address = try .inet(ip4: host, port: port) } catch {
            throw PreviewServerError.badHost(host)
        }
        let config = HTTPServer.Configuration(address: address, timeout: 60,
                                              pool: NoDelaySocketPool(HTTPServer.defaultPool()), logger: .disabled)
        let server = HTTPServer(config: config)
        let api = self.api
        let page = Data(PreviewPage.html(initialScene: initialScene).utf8)
        let origin = PortBox()
        @Sendable func guarded(_ request: HTTPRequest, _ answer: () async -> HTTPResponse) async -> HTTPResponse {
            guard PreviewOrigin(boundHost: host, port: origin.port).allows(host: request.headers[.host]) else {
                return Self.response(403, "text/plain; charset=utf-8", Data("only the preview's own page may ask\n".utf8))
            }
            guard request.method == .GET else {
                return Self.response(405, "text/plain; charset=utf-8", Data("only GET\n".utf8), extra: [HTTPHeader("Allow"): "GET"])
            }
            return await answer()
        }
        await server.appendRoute("/") { request in
            await guarded(request) { Self.response(200, "text/html; charset=utf-8", page) }
        }
        await server.appendRoute("/api/*") { request in
            await guarded(request) {
                let response = await api.respond(to: PreviewRequest(path: request.path,
                                                                    rawQuery: request.target.query(percentEncoded: true)))
                return Self.response(response.status, response.contentType, response.body)
            }
        }
        // The server's end is also told through a stream, which (unlike a task's value) stops
        // being awaited when the waiting task is cancelled.
        let (ended, endedContinuation) = AsyncStream<Error?>.makeStream()
        let serving = Task {
            defer { endedContinuation.finish() }
            do { try await server.run() } catch {
                endedContinuation.yield(error)
                throw error
            }
        }
        // Listening, or the server's own failure (a busy port), whichever comes first.
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await server.waitUntilListening(timeout: 30) }
                group.addTask {
                    for await failure in ended { throw failure ?? PreviewServerError.cannotListen(host, port, "the server stopped") }
                    try Task.checkCancellation()
                    throw PreviewServerError.cannotListen(host, port, "the server stopped")
                }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            serving.cancel()
            throw PreviewServerError.cannotListen(host, port, Self.reason(error))
        }
        if case .ip4(let ip, let boundPort)? = await server.listeningAddress {
            origin.port = Int(boundPort)
            onListening("http://\(ip):\(boundPort)/", Int(boundPort))
        }
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            serving.cancel()
        }
    }

    /// A socket error's message without FlyingFox's type names.
    private static func reason(_ error: Error) -> String {
        if let failure = error as? PreviewServerError, case .cannotListen(_, _, let reason) = failure { return reason }
        if let socketError = error as? SocketError, case .failed(_, _, let message) = socketError { return message }
        return "\(error)"
    }

    /// A response with the headers every answer carries: not cached, not sniffed, not framed.
    private static func response(_ status: Int, _ contentType: String, _ body: Data,
                                 extra: [HTTPHeader: String] = [:]) -> HTTPResponse {
        var headers: [HTTPHeader: String] = [
            .contentType: contentType, HTTPHeader("Cache-Control"): "no-store",
            HTTPHeader("X-Content-Type-Options"): "nosniff", HTTPHeader("Content-Security-Policy"): "frame-ancestors 'none'",
        ]
        headers.merge(extra) { _, new in new }
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: HTTPHeaders(headers), body: body)
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        default: "Internal Server Error"
        }
    }
}

/// The port the server listens on, known once it is bound (port 0 asks for any).
private final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var port: Int {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

/// Why the preview could not start serving.
enum PreviewServerError: Error, CustomStringConvertible {
    case badHost(String)
    case cannotListen(String, UInt16, String)

    var description: String {
        switch self {
        case .badHost(let host): "--host \(host) is not an IPv4 address"
        case let .cannotListen(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        }
    }
}
