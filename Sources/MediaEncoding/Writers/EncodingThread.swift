import Foundation

/// Runs a writer's encoding work on a thread of its own, one job at a time, so the caller
/// prepares (converts) frame N+1 while the encoder takes frame N. libx264, for one, blocks its
/// caller until one of its frame threads is done, which would otherwise stall the conversion.
///
/// At most one job is queued or running: `submit` first waits for the previous job to end, so a
/// writer has two frames in flight at most — the one being encoded and the one being converted.
/// A job that throws stops the thread's work for good: the next `submit` or `waitUntilIdle`
/// rethrows its error and no further job runs.
final class EncodingThread: @unchecked Sendable {
    /// Guards every property below; the thread and the caller wait on it for each other.
    private let condition = NSCondition()
    private var pending: (() throws -> Void)?
    /// A job is queued or running.
    private var isBusy = false
    private var failure: Error?
    private var isClosed = false

    init(name: String) {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        // The encoder's own calls run here; give it the main thread's usual stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the previous job to end, then queues `job`. Throws the error of an earlier job
    /// (then `job` never runs), or `MediaError.invalidState` after `close()`.
    func submit(_ job: @escaping () throws -> Void) throws {
        condition.lock(); defer { condition.unlock() }
        while isBusy { condition.wait() }
        if let failure { throw failure }
        guard !isClosed else { throw MediaError.invalidState("encoding thread used after it was closed") }
        pending = job
        isBusy = true
        condition.broadcast()
    }

    /// Waits until the last queued job has ended; throws the error of any job that failed.
    func waitUntilIdle() throws {
        condition.lock(); defer { condition.unlock() }
        while isBusy { condition.wait() }
        if let failure { throw failure }
    }

    /// Lets a queued job finish, then ends the thread. Later calls to `submit` throw.
    func close() {
        condition.lock(); defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while isBusy { condition.wait() }
    }

    private func runJobs() {
        while let job = nextJob() {
            var error: Error?
            do { try job() } catch let thrown { error = thrown }
            condition.lock()
            if let error, failure == nil { failure = error }
            isBusy = false
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The queued job, waiting for one; nil once closed with nothing queued.
    private func nextJob() -> (() throws -> Void)? {
        condition.lock(); defer { condition.unlock() }
        while pending == nil && !isClosed { condition.wait() }
        defer { pending = nil }
        return pending
    }
}
