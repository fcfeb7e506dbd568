import Foundation

/// Who holds the preview's connection places: at most `maxPerAddress` connections from one
/// address and `maxTotal` in all, each either waiting for its next request head (idle, or sending
/// one) or busy with a request. A connection beyond the caps waits for a place in a bounded room
/// (the oldest there refused when it is full); once its request head has come, it takes the place
/// of the connection that has waited longest for a head — from its own address when that address
/// is at its cap, else from any — which is shut down. So idle connections, however many are held
/// open or re-opened, never keep a real request out: one that sends a request gets a place at
/// once, and one that sends nothing gets none. Busy connections are never displaced.
///
/// Sockets are shut down here only while registered, under the lock: their owners unregister
/// before closing them, so a descriptor number reused by a later connection is never touched.
final class ConnectionPlaces: @unchecked Sendable {
    /// A registered connection, for its owner to report its state and leave with.
    struct Ticket: Sendable {
        fileprivate let id: Int
    }

    private struct Place {
        let address: String
        let descriptor: Int32
        /// Since when it waits for a request head (monotonic nanoseconds); nil while busy.
        var waitingSince: UInt64?
    }

    private let maxPerAddress: Int
    private let maxTotal: Int
    private let maxWaiting: Int
    private let lock = NSLock()
    private var places: [Int: Place] = [:]
    private var perAddress: [String: Int] = [:]
    /// Connections beyond the caps waiting for a place, oldest first: id and descriptor.
    private var room: [(id: Int, descriptor: Int32)] = []
    private var nextID = 0

    init(limits: PreviewLimits) {
        maxPerAddress = limits.maxConnectionsPerAddress
        maxTotal = limits.maxConnections
        maxWaiting = limits.maxWaitingForPlace
    }

    /// A place for a new connection from `address`, waiting for its first head; nil when its
    /// address or the server is at its cap.
    func take(address: String, descriptor: Int32) -> Ticket? {
        lock.lock()
        defer { lock.unlock() }
        guard hasRoom(for: address) else { return nil }
        return register(address: address, descriptor: descriptor, waiting: true)
    }

    /// A place for a connection from `address` whose request head has come, busy: a free one, or
    /// the one that has waited longest for a head (of `address` when it is at its cap), whose
    /// socket is shut down. Nil when every candidate is busy.
    func takeDisplacing(address: String, descriptor: Int32) -> Ticket? {
        lock.lock()
        defer { lock.unlock() }
        if !hasRoom(for: address) {
            let addressFull = perAddress[address, default: 0] >= maxPerAddress
            let candidates = places.filter { $0.value.waitingSince != nil && (!addressFull || $0.value.address == address) }
            guard let longest = candidates.min(by: { $0.value.waitingSince! < $1.value.waitingSince! }) else { return nil }
            _ = shutdown(longest.value.descriptor, Int32(SHUT_RDWR))
            remove(longest.key)
        }
        return register(address: address, descriptor: descriptor, waiting: false)
    }

    /// The connection waits for its next request head from now on (it may be displaced).
    func waitForHead(_ ticket: Ticket) {
        lock.lock()
        places[ticket.id]?.waitingSince = DispatchTime.now().uptimeNanoseconds
        lock.unlock()
    }

    /// The connection's request head has come: busy, never displaced, until it waits again.
    /// False when it was displaced already (its socket is shut down).
    func beginRequest(_ ticket: Ticket) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard places[ticket.id] != nil else { return false }
        places[ticket.id]?.waitingSince = nil
        return true
    }

    /// Gives the place up; call before closing the socket.
    func leave(_ ticket: Ticket) {
        lock.lock()
        remove(ticket.id)
        lock.unlock()
    }

    /// Registers a connection beyond the caps waiting for a place; when more than `maxWaiting`
    /// wait, the oldest's reading side is shut down, so it stops waiting and is refused.
    func enterRoom(descriptor: Int32) -> Ticket {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        room.append((nextID, descriptor))
        if room.count > maxWaiting {
            _ = shutdown(room.removeFirst().descriptor, Int32(SHUT_RD))
        }
        return Ticket(id: nextID)
    }

    /// Leaves the room (whether a place was found or not); call before closing the socket.
    func leaveRoom(_ ticket: Ticket) {
        lock.lock()
        room.removeAll { $0.id == ticket.id }
        lock.unlock()
    }

    private func hasRoom(for address: String) -> Bool {
        places.count < maxTotal && perAddress[address, default: 0] < maxPerAddress
    }

    private func register(address: String, descriptor: Int32, waiting: Bool) -> Ticket {
        nextID += 1
        places[nextID] = Place(address: address, descriptor: descriptor,
                               waitingSince: waiting ? DispatchTime.now().uptimeNanoseconds : nil)
        perAddress[address, default: 0] += 1
        return Ticket(id: nextID)
    }

    private func remove(_ id: Int) {
        guard let place = places.removeValue(forKey: id) else { return }
        perAddress[place.address] = perAddress[place.address]! > 1 ? perAddress[place.address]! - 1 : nil
    }
}
