import FlyingSocks
import Foundation

/// The preview's HTTP server: the page at `/`, the API under `/api/`, nothing else. Requests are
/// answered by `PreviewAPI`; every failure becomes a JSON error response. Only the preview's own
/// origin is answered (`PreviewOrigin`: 403 otherwise), only GET (405 otherwise), with no CORS
/// headers, `nosniff` and no framing.
///
/// Sockets and their event loop are FlyingSocks' (FlyingFox's lower half); the HTTP is read here
/// (`PreviewConnection`, `HTTPHeadBuffer`) because FlyingFox's server cannot bound a request's
/// size or the time to send it. Connections hold places (`ConnectionPlaces`: a cap per address
/// and in all, idle ones displaced by newcomers whose request has come, 503 when all are busy),
/// each waits at most `limits.idleTimeout` for a request's first byte and `limits.headTimeout`
/// for its whole head, and sockets send without Nagle's delay (`TCP_NODELAY`), so a keep-alive
/// answer never waits for the client's delayed acknowledgement of the one before.
struct PreviewServer {
    let api: PreviewAPI
    let host: String
    let port: UInt16
    /// The scene the page opens on.
    let initialScene: String?
    let limits: PreviewLimits

    /// Listens until the task is cancelled; `onListening` gets the page's address and the port
    /// once the socket is bound (the one chosen when `port` is 0).
    func run(onListening: @escaping @Sendable (String, Int) -> Void) async throws {
        let address: sockaddr_in
        do { address = try .inet(ip4: host, port: port) } catch {
            throw PreviewServerError.badHost(host)
        }
        let pool: some AsyncSocketPool = .make()
        let listener: AsyncSocket
        let boundPort: UInt16
        do {
            let socket = try Socket(domain: Int32(sockaddr_in.family))
            try socket.setValue(true, for: .localAddressReuse)
            Self.sendWithoutDelay(socket)
            try socket.bind(to: address)
            try socket.listen()
            guard case .ip4(_, let port) = try socket.sockname() else { throw PreviewServerError.cannotListen(host, port, "not IPv4") }
            boundPort = port
            try await pool.prepare()
            listener = try AsyncSocket(socket: socket, pool: pool)
        } catch {
            throw PreviewServerError.cannotListen(host, port, Self.reason(error))
        }
        defer { try? listener.close() }
        onListening("http://\(host):\(boundPort)/", Int(boundPort))
        let router = Router(api: api, origin: PreviewOrigin(boundHost: host, port: Int(boundPort)),
                            page: Data(PreviewPage.html(initialScene: initialScene).utf8))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask { try await accept(on: listener, router: router) }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Serves each accepted connection in its own task: with a place when its address and the
    /// server have room, else waiting for one (`PreviewConnection.serveBeyondLimits`).
    private func accept(on listener: AsyncSocket, router: Router) async throws {
        let places = ConnectionPlaces(limits: limits)
        let limits = self.limits
        try await withThrowingDiscardingTaskGroup { group in
            for try await client in listener.sockets {
                Self.sendWithoutDelay(client.socket)
                let address = Self.peerAddress(of: client.socket)
                let ticket = places.take(address: address, descriptor: client.socket.file.rawValue)
                group.addTask {
                    let connection = PreviewConnection(socket: client, limits: limits, places: places) { await router.answer($0, $1) }
                    if let ticket { await connection.serve(ticket) } else { await connection.serveBeyondLimits(address: address) }
                    try? client.close()
                }
            }
        }
    }

    /// The peer's IP address, which connection caps count by.
    private static func peerAddress(of socket: Socket) -> String {
        switch try? socket.remotePeer() {
        case .ip4(let address, _)?, .ip6(let address, _)?: address
        case .unix(let path)?: path
        case nil: "unknown"
        }
    }

    /// Turns Nagle's algorithm off (Linux passes a listening socket's setting to accepted ones;
    /// set on both to be sure).
    private static func sendWithoutDelay(_ socket: Socket) {
        var enabled: Int32 = 1
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &enabled, socklen_t(MemoryLayout<Int32>.size))
    }

    /// A socket error's message without FlyingSocks' type names.
    private static func reason(_ error: Error) -> String {
        if let failure = error as? PreviewServerError, case .cannotListen(_, _, let reason) = failure { return reason }
        if let socketError = error as? SocketError, case .failed(_, _, let message) = socketError { return message }
        return "\(error)"
    }

    /// Who answers what: the origin and method checks, the page, the API.
    private struct Router: Sendable {
        let api: PreviewAPI
        let origin: PreviewOrigin
        let page: Data

        func answer(_ head: HTTPRequestHead, _ client: ClientLink) async -> HTTPAnswer {
            guard origin.allows(host: head.headers["host"]) else {
                return Self.answer(403, "text/plain; charset=utf-8", Data("only the preview's own page may ask\n".utf8))
            }
            guard head.method == "GET" else {
                return Self.answer(405, "text/plain; charset=utf-8", Data("only GET\n".utf8), extra: [("Allow", "GET")])
            }
            if head.path == "/" { return Self.answer(200, "text/html; charset=utf-8", page) }
            guard head.path.hasPrefix("/api/") else { return Self.answer(404, "text/plain; charset=utf-8", Data("not found\n".utf8)) }
            let path = head.path.removingPercentEncoding ?? head.path
            let response = await api.respond(to: PreviewRequest(path: path, rawQuery: head.rawQuery, client: client))
            return Self.answer(response.status, response.contentType, response.body, extra: response.headers)
        }

        /// An answer with the headers every answer carries: not cached, not sniffed, not framed.
        private static func answer(_ status: Int, _ contentType: String, _ body: Data,
                                   extra: [(name: String, value: String)] = []) -> HTTPAnswer {
            HTTPAnswer(status: status, headers: [
                ("Content-Type", contentType), ("Cache-Control", "no-store"),
                ("X-Content-Type-Options", "nosniff"), ("Content-Security-Policy", "frame-ancestors 'none'"),
            ] + extra, body: body)
        }
    }
}
