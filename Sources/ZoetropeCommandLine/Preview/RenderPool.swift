import Foundation

/// Runs blocking work (drawing and encoding frames) on `width` threads of its own: the machine's
/// cores, at least two, so one slow frame never holds up all of them. Threads of its own, not a
/// dispatch queue, so frames never compete with Swift concurrency's threads (which serve the
/// connections) for dispatch's pool. When every thread is busy, the cheapest waiting job runs
/// next (the first asked among equals), so a queue of big frames (scale 8) does not hold up a
/// small one either; a big frame waits while cheaper ones keep coming.
final class RenderPool: @unchecked Sendable {
    let width: Int
    private let condition = NSCondition()
    private var waiting: [(cost: Double, job: @Sendable () -> Void)] = []

    init(width: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)) {
        self.width = width
        for index in 0..<width {
            let thread = Thread { [self] in work() }
            thread.name = "zoetrope.preview.render.\(index)"
            thread.qualityOfService = .userInitiated
            thread.start()
        }
    }

    /// How many jobs wait for a free thread.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count
    }

    /// Runs `work` on the pool when a thread is free and returns its value; `cost` orders the
    /// waiting jobs (an estimate: a frame's pixel count, say).
    func run<Value: Sendable>(cost: Double, _ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            condition.lock()
            waiting.append((cost, { continuation.resume(with: Result { try work() }) }))
            condition.signal()
            condition.unlock()
        }
    }

    /// A thread's life: the cheapest waiting job, run, again (the pool lives as long as the process).
    private func work() {
        while true {
            condition.lock()
            while waiting.isEmpty { condition.wait() }
            let cheapest = waiting.indices.min { waiting[$0].cost < waiting[$1].cost }!
            let job = waiting.remove(at: cheapest).job
            condition.unlock()
            job()
        }
    }
}
