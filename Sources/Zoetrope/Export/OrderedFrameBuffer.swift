import Foundation

/// Hands rendered frames to the encoder in index order while workers finish them in any order.
/// At most `capacity` frames are in flight (being rendered or waiting), so memory does not depend
/// on the video's length.
final class OrderedFrameBuffer<Frame>: @unchecked Sendable {
    private let condition = NSCondition()
    private var finished: [Int: Result<Frame, Error>] = [:]
    private var inFlight = 0
    private let capacity: Int
    private var isStopped = false

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Blocks until a slot is free; false once the buffer is stopped.
    func reserveSlot() -> Bool {
        condition.lock(); defer { condition.unlock() }
        while inFlight >= capacity && !isStopped { condition.wait() }
        guard !isStopped else { return false }
        inFlight += 1
        return true
    }

    /// Stores the outcome of frame `index`.
    func deliver(_ index: Int, _ result: Result<Frame, Error>) {
        condition.lock()
        finished[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until frame `index` is done, frees its slot and returns it (or throws its error).
    func take(_ index: Int) throws -> Frame {
        condition.lock()
        while finished[index] == nil { condition.wait() }
        let result = finished.removeValue(forKey: index)!
        inFlight -= 1
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }

    /// Whether `stop()` was called: the consumer takes no more frames.
    var hasStopped: Bool {
        condition.lock(); defer { condition.unlock() }
        return isStopped
    }

    /// Wakes everyone and refuses new slots (on error or cancellation).
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }
}
