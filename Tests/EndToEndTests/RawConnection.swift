import Foundation

/// A plain TCP connection to 127.0.0.1, for what curl cannot do: requests sent by halves, many
/// connections held open at once, hundreds of requests over one keep-alive connection.
final class RawConnection {
    private var descriptor: Int32
    private var buffer = Data()

    /// Connects to 127.0.0.1:`port` from `source` (another loopback address makes another client).
    init(port: Int, from source: String = "127.0.0.1") throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard descriptor >= 0, bound, connected else {
            close()
            throw PreviewTestError("cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close() }

    func close() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }

    /// Sends all of `text`; false when the server closed the connection first.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Whether the server has closed the connection (end of stream or reset), looking without waiting.
    var isClosedByServer: Bool {
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&polled, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) <= 0
    }

    /// A GET of `path` on this connection, kept alive.
    func get(_ path: String, port: Int) -> Bool {
        send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    }

    /// Reads what arrives within `timeout` seconds; `closed` is true when the server closed the
    /// connection (end of stream or reset) by then.
    func read(for timeout: Double) -> (data: Data, closed: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var data = buffer
        buffer = Data()
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return (data, false) }
            guard let chunk = receive(waiting: left) else { return (data, false) }
            if chunk.isEmpty { return (data, true) }
            data += chunk
        }
    }

    /// The next response's status and body (by its Content-Length), nil when the connection
    /// closed or nothing came within `timeout` seconds.
    func response(within timeout: Double = 60) -> (status: Int, body: Data)? {
        let deadline = Date().addingTimeInterval(timeout)
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil {
            guard let chunk = receive(waiting: deadline.timeIntervalSinceNow), !chunk.isEmpty else { return nil }
            buffer += chunk
        }
        let headEnd = buffer.range(of: separator)!
        let head = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        let length = lines.dropFirst().compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
        }.first ?? 0
        buffer.removeSubrange(..<headEnd.upperBound)
        while buffer.count < length {
            guard let chunk = receive(waiting: deadline.timeIntervalSinceNow), !chunk.isEmpty else { return nil }
            buffer += chunk
        }
        let body = buffer.prefix(length)
        buffer.removeSubrange(..<(buffer.startIndex + length))
        return (status, Data(body))
    }

    /// Bytes received within `seconds`: empty at the end of the stream (or a reset), nil on timeout.
    private func receive(waiting seconds: Double) -> Data? {
        guard seconds > 0 else { return nil }
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&polled, 1, Int32(min(seconds * 1000, 1e9).rounded(.up))) > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &bytes, bytes.count, 0)
        return count > 0 ? Data(bytes[..<count]) : Data()
    }
}
