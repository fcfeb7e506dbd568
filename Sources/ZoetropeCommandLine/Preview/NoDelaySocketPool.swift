import FlyingSocks
import Foundation

/// FlyingFox's socket pool with `TCP_NODELAY` set on every socket it waits on — the listening
/// socket (whose setting Linux passes on to each accepted connection) and the connections
/// themselves. FlyingFox writes a response's headers and body separately; without this, Nagle's
/// algorithm holds the body back until the client's delayed acknowledgement (~40 ms on every
/// keep-alive request). FlyingFox has no option for it, so the pool is where the sockets pass.
struct NoDelaySocketPool<Pool: AsyncSocketPool>: AsyncSocketPool {
    let pool: Pool

    init(_ pool: Pool) { self.pool = pool }

    func prepare() async throws { try await pool.prepare() }

    func run() async throws { try await pool.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var enabled: Int32 = 1
        // Only TCP sockets take the option; on anything else it fails harmlessly.
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &enabled, socklen_t(MemoryLayout<Int32>.size))
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}
