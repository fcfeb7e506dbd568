import FlyingSocks
import Foundation

/// One client connection to the preview: request heads read within a size limit
/// (`HTTPHeadBuffer`) and a time limit, answered one at a time in order — so a client never has
/// more than one frame rendering per connection — each answer sent in one write.
struct PreviewConnection: Sendable {
    let socket: AsyncSocket
    /// How long a client has to send a whole request head, counted from when the server starts
    /// waiting for it (so an idle keep-alive connection is closed after it too).
    let headTimeout: Duration
    let answer: @Sendable (HTTPRequestHead, ClientLink) async -> HTTPAnswer

    /// Answers requests until the client closes the connection, sends a head that is refused,
    /// takes too long, or asks to close; the caller closes the socket.
    func serve() async {
        var buffer = HTTPHeadBuffer()
        while !Task.isCancelled {
            let head: HTTPRequestHead
            do {
                guard let next = try await readHead(into: &buffer) else { return }
                head = next
            } catch let error as HTTPHeadError {
                await refuse(HTTPAnswer.text(error.status, error.message))
                return
            } catch {
                return
            }
            // The preview reads no request bodies: after one, the connection ends.
            let keepAlive = head.keepsAlive && !head.hasBody
            let response = await answer(head, ClientLink(socket: socket.socket))
            do { try await socket.write(response.encoded(keepingAlive: keepAlive)) } catch { return }
            guard keepAlive else { return }
        }
    }

    /// The next head, nil when the client closed the connection or ran out of time.
    private func readHead(into buffer: inout HTTPHeadBuffer) async throws -> HTTPRequestHead? {
        if let head = try buffer.nextHead() { return head }
        let deadline = SocketDeadline(socket.socket, after: headTimeout)
        defer { deadline.disarm() }
        while true {
            let chunk: [UInt8]
            do { chunk = try await socket.read(atMost: 4096) } catch { return nil }
            if let head = try buffer.append(chunk) { return head }
        }
    }

    /// Sends `answer` to a client whose request is refused before it was read to its end, then
    /// reads and drops what it still sends (up to 1 MB or 2 s): closing with unread bytes would
    /// reset the connection, and the client might lose the answer.
    private func refuse(_ answer: HTTPAnswer) async {
        do { try await socket.write(answer.encoded(keepingAlive: false)) } catch { return }
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = SocketDeadline(socket.socket, after: .seconds(2))
        defer { deadline.disarm() }
        var dropped = 0
        while dropped < 1 << 20, let chunk = try? await socket.read(atMost: 4096) { dropped += chunk.count }
    }
}
