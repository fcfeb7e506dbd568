import Foundation

/// Each named client's newest frame request: a client (the page's canvas, say, naming itself with
/// `client=` on every frame it asks for) wants only its newest frame, so a newer request
/// supersedes the older ones still waiting for a thread or being drawn. Only clients with a
/// request in progress are remembered.
final class LatestFrames: @unchecked Sendable {
    private let lock = NSLock()
    /// The newest request's number per client, and how many of its requests are in progress.
    private var clients: [String: (newest: Int, inProgress: Int)] = [:]
    private var counter = 0

    /// A new request of `client`, now its newest; every earlier one of it is superseded.
    func begin(client: String) -> FrameTurn {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        clients[client] = (counter, (clients[client]?.inProgress ?? 0) + 1)
        return FrameTurn(frames: self, client: client, number: counter)
    }

    /// Whether request `number` is still `client`'s newest.
    fileprivate func isNewest(_ number: Int, of client: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return clients[client]?.newest == number
    }

    /// One request of `client` answered: the client is forgotten once none is in progress.
    fileprivate func end(of client: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = clients[client] else { return }
        clients[client] = entry.inProgress > 1 ? (entry.newest, entry.inProgress - 1) : nil
    }
}

/// One frame request's place among its client's requests: current until a newer one comes.
struct FrameTurn: Sendable {
    fileprivate let frames: LatestFrames
    fileprivate let client: String
    fileprivate let number: Int

    /// False once the same client has asked for another frame.
    var isNewest: Bool { frames.isNewest(number, of: client) }

    /// Marks the request answered (or dropped).
    func end() { frames.end(of: client) }
}
