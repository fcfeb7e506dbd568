import FlyingSocks
import Foundation

/// Shuts a socket down (both ways, or as `how` says) if it is still armed `timeout` after it was
/// made: a read waiting on it then ends, and the connection with it. Disarmed before the socket
/// is closed, so a descriptor number reused by a later connection is never shut down by mistake.
final class SocketDeadline: @unchecked Sendable {
    private let lock = NSLock()
    private var armed = true
    private var timer: Task<Void, Never>?

    init(_ socket: Socket, after timeout: Duration, shuttingDown how: Int = Int(SHUT_RDWR)) {
        let descriptor = socket.file.rawValue
        timer = Task { [self] in
            do { try await Task.sleep(for: timeout) } catch { return }
            fire(descriptor, how: Int32(how))
        }
    }

    private func fire(_ descriptor: Int32, how: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if armed { _ = shutdown(descriptor, how) }
    }

    func disarm() {
        lock.lock()
        armed = false
        lock.unlock()
        timer?.cancel()
    }
}
