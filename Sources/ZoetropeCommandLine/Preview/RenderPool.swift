import Dispatch
import Foundation

/// Runs blocking work (drawing and encoding frames) on at most `width` threads at once, in the
/// order it was asked for, so one slow frame takes one thread and the others keep going. The
/// width is the machine's cores, at least two: one slow frame never holds up all of them.
final class RenderPool: @unchecked Sendable {
    let width: Int
    private let queue = DispatchQueue(label: "zoetrope.preview.render", qos: .userInitiated, attributes: .concurrent)
    private let lock = NSLock()
    private var running = 0
    private var waiting: [@Sendable () -> Void] = []

    init(width: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)) {
        self.width = width
    }

    /// How many jobs wait for a free thread.
    var waitingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return waiting.count
    }

    /// Runs `work` on the pool when a thread is free and returns its value.
    func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            submit { continuation.resume(with: Result { try work() }) }
        }
    }

    private func submit(_ job: @escaping @Sendable () -> Void) {
        lock.lock()
        guard running < width else {
            waiting.append(job)
            lock.unlock()
            return
        }
        running += 1
        lock.unlock()
        queue.async { self.execute(job) }
    }

    /// Runs `job`, then the next waiting one on the same thread slot, or frees the slot.
    private func execute(_ job: @Sendable () -> Void) {
        job()
        lock.lock()
        guard !waiting.isEmpty else {
            running -= 1
            lock.unlock()
            return
        }
        let next = waiting.removeFirst()
        lock.unlock()
        queue.async { self.execute(next) }
    }
}
