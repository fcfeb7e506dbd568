import Foundation
import Zoetrope

/// Runs blocking work (drawing and encoding frames) on `width` threads of its own: the machine's
/// cores, at least two, so one slow frame never holds up all of them. Threads of its own, not a
/// dispatch queue, so frames never compete with Swift concurrency's threads (which serve the
/// connections) for dispatch's pool. When every thread is busy, the cheapest waiting job runs
/// next (the first asked among equals), so a queue of big frames (scale 8) does not hold up a
/// small one either; a big frame waits while cheaper ones keep coming.
///
/// A job cheaper than every job running does not wait for one of them to end: it runs at once on
/// an extra thread (at most `width` of them, each ending when no such job is left). So a small
/// frame never waits behind big ones, only behind a job no costlier than itself — about one frame
/// of its own — while jobs of equal or greater cost keep to `width` at once.
final class RenderPool: @unchecked Sendable {
    let width: Int
    private let condition = NSCondition()
    private var waiting: [(cost: Double, job: @Sendable () -> Void)] = []
    /// The costs of the jobs running now, on any thread, by a number given when each started.
    private var runningCosts: [Int: Double] = [:]
    private var started = 0
    /// Regular threads waiting for a job.
    private var idle = 0
    private var extraThreads = 0

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

    /// How many extra threads run jobs cheaper than every other job running.
    var extraCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return extraThreads
    }

    /// Runs `work` on the pool when a thread is free and returns its value; `cost` orders the
    /// waiting jobs (an estimate: a frame's pixel count, say). The caller's
    /// `Playback.noteObserver` hears the notes of the frames `work` makes.
    func run<Value: Sendable>(cost: Double, _ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        let observer = Playback.noteObserver
        return try await withCheckedThrowingContinuation { continuation in
            condition.lock()
            waiting.append((cost, {
                continuation.resume(with: Result { try Playback.$noteObserver.withValue(observer, operation: work) })
            }))
            if idle > 0 { condition.signal() } else { startExtraThreadIfDue() }
            condition.unlock()
        }
    }

    /// A regular thread's life: the cheapest waiting job, run, again (the pool lives as long as
    /// the process).
    private func work() {
        condition.lock()
        while true {
            idle += 1
            while waiting.isEmpty { condition.wait() }
            idle -= 1
            let (number, job) = takeCheapest()
            // A job that came while this thread was waking may be cheaper than all now running.
            startExtraThreadIfDue()
            condition.unlock()
            job()
            condition.lock()
            runningCosts[number] = nil
        }
    }

    /// An extra thread's life: jobs cheaper than every other job running, until none waits.
    private func workWhileCheaper() {
        condition.lock()
        while let cheapest = waiting.min(by: { $0.cost < $1.cost }), isCheaperThanEveryRunning(cheapest.cost) {
            let (number, job) = takeCheapest()
            condition.unlock()
            job()
            condition.lock()
            runningCosts[number] = nil
        }
        extraThreads -= 1
        condition.unlock()
    }

    /// Starts an extra thread when no regular one is free and the cheapest waiting job is
    /// cheaper than every job running. Called with the lock held.
    private func startExtraThreadIfDue() {
        guard idle == 0, extraThreads < width, let cheapest = waiting.min(by: { $0.cost < $1.cost }),
              isCheaperThanEveryRunning(cheapest.cost) else { return }
        extraThreads += 1
        let thread = Thread { [self] in workWhileCheaper() }
        thread.name = "zoetrope.preview.render.extra"
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    private func isCheaperThanEveryRunning(_ cost: Double) -> Bool {
        guard let cheapestRunning = runningCosts.values.min() else { return false }
        return cost < cheapestRunning
    }

    /// Removes the cheapest waiting job (the first asked among equals) and counts it running,
    /// under the number returned. Called with the lock held and a job waiting.
    private func takeCheapest() -> (number: Int, job: @Sendable () -> Void) {
        let cheapest = waiting.indices.min { waiting[$0].cost < waiting[$1].cost }!
        let taken = waiting.remove(at: cheapest)
        started += 1
        runningCosts[started] = taken.cost
        return (started, taken.job)
    }
}
