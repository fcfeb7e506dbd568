import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server (FlyingFox): the page at `/`, the API under `/api/`, nothing else.
/// Requests are answered by `PreviewAPI`; every failure becomes a JSON error response.
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
        let server = HTTPServer(address: address, timeout: 60, logger: .disabled)
        let api = self.api
        let page = Data(PreviewPage.html(initialScene: initialScene).utf8)
        await server.appendRoute("GET /") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: page)
        }
        await server.appendRoute("GET /api/*") { request in
            var query: [String: String] = [:]
            for item in request.query { query[item.name] = item.value }
            let response = await api.respond(to: PreviewRequest(path: request.path, query: query))
            return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)),
                                headers: [.contentType: response.contentType, HTTPHeader("Cache-Control"): "no-store"],
                                body: response.body)
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
        if case .ip4(let ip, let boundPort)? = await server.listeningAddress { onListening("http://\(ip):\(boundPort)/", Int(boundPort)) }
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

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        default: "Internal Server Error"
        }
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
