import FlyingSocks
import Foundation

/// One client connection to the preview: request heads read within a size limit
/// (`HTTPHeadBuffer`) and time limits (`PreviewLimits`: the idle time before a request's first
/// byte, the time for the whole head), answered one at a time in order — so a client never has
/// more than one frame rendering per connection — each answer sent in one write. Its place among
/// the server's connections is `ConnectionPlaces`'.
struct PreviewConnection: Sendable {
    let socket: AsyncSocket
    let limits: PreviewLimits
    let places: ConnectionPlaces
    let answer: @Sendable (HTTPRequestHead, ClientLink) async -> HTTPAnswer

    /// Answers requests until the client closes the connection, sends a head that is refused,
    /// takes too long, asks to close, or the connection is displaced; `first` is a head read
    /// already, `buffer` the bytes after it. The place is given up at the end; the caller closes
    /// the socket.
    func serve(_ ticket: ConnectionPlaces.Ticket, first: HTTPRequestHead? = nil, buffer: HTTPHeadBuffer = HTTPHeadBuffer()) async {
        defer { places.leave(ticket) }
        var buffer = buffer
        var pending = first
        while !Task.isCancelled {
            let head: HTTPRequestHead
            if let first = pending {
                head = first
                pending = nil
            } else {
                places.waitForHead(ticket)
                do {
                    guard let next = try await readHead(into: &buffer) else { return }
                    head = next
                } catch let error as HTTPHeadError {
                    await refuse(HTTPAnswer.text(error.status, error.message))
                    return
                } catch {
                    return
                }
                guard places.beginRequest(ticket) else { return }
            }
            // The preview reads no request bodies: after one, the connection ends.
            let keepAlive = head.keepsAlive && !head.hasBody
            let response = await answer(head, ClientLink(socket: socket.socket))
            do { for part in response.encoded(keepingAlive: keepAlive) { try await socket.write(part) } } catch { return }
            guard keepAlive else { return }
        }
    }

    /// A connection that found no place (its address or the server at its cap): it gets one once
    /// its first request head has come within `limits.placeTimeout` (see `ConnectionPlaces`),
    /// else a 503. The caller closes the socket.
    func serveBeyondLimits(address: String) async {
        let waiting = places.enterRoom(descriptor: socket.socket.file.rawValue)
        var buffer = HTTPHeadBuffer()
        let head: HTTPRequestHead?
        do {
            // Only the reading side is shut down at the deadline, so the 503 can still be sent.
            let deadline = SocketDeadline(socket.socket, after: limits.placeTimeout, shuttingDown: SHUT_RD)
            defer { deadline.disarm() }
            head = try await readFirstHead(into: &buffer)
        } catch {
            places.leaveRoom(waiting)
            await refuse(HTTPAnswer.text(error.status, error.message))
            return
        }
        places.leaveRoom(waiting)
        guard let head, let ticket = places.takeDisplacing(address: address, descriptor: socket.socket.file.rawValue) else {
            await refuse(HTTPAnswer.text(503, "too many connections"))
            return
        }
        await serve(ticket, first: head, buffer: buffer)
    }

    /// The next head, nil when the client closed the connection or ran out of time: no byte of
    /// it within `limits.idleTimeout`, or not all of it within `limits.headTimeout`.
    private func readHead(into buffer: inout HTTPHeadBuffer) async throws -> HTTPRequestHead? {
        if let head = try buffer.nextHead() { return head }
        let whole = SocketDeadline(socket.socket, after: limits.headTimeout)
        defer { whole.disarm() }
        var idle = buffer.isEmpty ? SocketDeadline(socket.socket, after: limits.idleTimeout) : nil
        defer { idle?.disarm() }
        while true {
            let chunk: [UInt8]
            do { chunk = try await socket.read(atMost: 4096) } catch { return nil }
            idle?.disarm()
            idle = nil
            if let head = try buffer.append(chunk) { return head }
        }
    }

    /// The first head, read with no deadline of its own (the caller's), nil when the connection
    /// ended first.
    private func readFirstHead(into buffer: inout HTTPHeadBuffer) async throws(HTTPHeadError) -> HTTPRequestHead? {
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
        do { for part in answer.encoded(keepingAlive: false) { try await socket.write(part) } } catch { return }
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = SocketDeadline(socket.socket, after: .seconds(2))
        defer { deadline.disarm() }
        var dropped = 0
        while dropped < 1 << 20, let chunk = try? await socket.read(atMost: 4096) { dropped += chunk.count }
    }
}
