import FlyingSocks
import Foundation

/// Whether a request's client is still there, asked before its frame is drawn: a page that
/// aborted the request (a newer frame won) or a closed tab closes the connection, and its frame
/// is then not rendered. A client that only shut down its sending side counts as gone too.
struct ClientLink: Sendable {
    let socket: Socket

    /// A link that is always open (for callers without a connection, such as tests).
    static let always = ClientLink(socket: Socket(file: .init(rawValue: -1)))

    /// Throws `PreviewError.clientGone` when the client has gone.
    func checkOpen() throws {
        guard isOpen else { throw PreviewError.clientGone }
    }

    var isOpen: Bool {
        let descriptor = socket.file.rawValue
        guard descriptor >= 0 else { return true }
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&polled, 1, 0) >= 0 else { return false }
        if polled.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return false }
        guard polled.revents & Int16(POLLIN) != 0 else { return true }
        // Readable: either the next request's bytes (still there) or the end of the stream.
        var byte: UInt8 = 0
        let peeked = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return peeked > 0 || (peeked < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
    }
}
