import Foundation
import XCTest
@testable import ZoetropeCommandLine

/// The preview's render threads: never more jobs at once than threads, and the cheapest waiting
/// job first.
final class RenderPoolTests: XCTestCase {
    func testTheCheapestWaitingJobRunsNextAndNoMoreThanTheWidthAtOnce() async throws {
        let pool = RenderPool(width: 2)
        let gate = DispatchSemaphore(value: 0)
        let log = Log()
        let blockers = (0..<2).map { index in
            Task { try await pool.run(cost: 100) { log.enter(); gate.wait(); log.leave("blocker \(index)") } }
        }
        while log.running < 2 { try await Task.sleep(for: .milliseconds(1)) }
        // No cheaper than the blockers: a cheaper job would run at once on an extra thread.
        let queued = [105.0, 101, 103].map { cost in
            Task { try await pool.run(cost: cost) { log.enter(); log.leave("cost \(Int(cost))") } }
        }
        while pool.waitingCount < 3 { try await Task.sleep(for: .milliseconds(1)) }
        XCTAssertEqual(log.running, 2, "the third job waits")
        // One blocker ends; its thread runs the three waiting jobs, cheapest first.
        gate.signal()
        for task in queued { try await task.value }
        gate.signal()
        for task in blockers { try await task.value }
        XCTAssertEqual(log.finished.filter { $0.hasPrefix("cost") }, ["cost 101", "cost 103", "cost 105"])
        XCTAssertEqual(log.mostAtOnce, 2)
    }

    /// A job cheaper than every job running starts at once on an extra thread; one as costly
    /// as the cheapest running waits for a thread.
    func testAJobCheaperThanEveryRunningOneDoesNotWait() async throws {
        let pool = RenderPool(width: 2)
        let gate = DispatchSemaphore(value: 0)
        let log = Log()
        let blockers = (0..<2).map { index in
            Task { try await pool.run(cost: 100) { log.enter(); gate.wait(); log.leave("blocker \(index)") } }
        }
        while log.running < 2 { try await Task.sleep(for: .milliseconds(1)) }
        let equal = Task { try await pool.run(cost: 100) { log.enter(); log.leave("equal") } }
        while pool.waitingCount < 1 { try await Task.sleep(for: .milliseconds(1)) }
        try await pool.run(cost: 1) { log.enter(); log.leave("cheap") }
        XCTAssertEqual(log.finished, ["cheap"], "drawn while both blockers run, before the job of equal cost")
        XCTAssertEqual(pool.waitingCount, 1, "the job as costly as the blockers still waits")
        gate.signal()
        gate.signal()
        for task in blockers { try await task.value }
        try await equal.value
        XCTAssertEqual(log.mostAtOnce, 3)
        while pool.extraCount > 0 { try await Task.sleep(for: .milliseconds(1)) }
    }
}

/// What ran, in order, and how many at once.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private var most = 0
    private var done: [String] = []

    var running: Int { lock.lock(); defer { lock.unlock() }; return now }
    var mostAtOnce: Int { lock.lock(); defer { lock.unlock() }; return most }
    var finished: [String] { lock.lock(); defer { lock.unlock() }; return done }

    func enter() { lock.lock(); now += 1; most = max(most, now); lock.unlock() }
    func leave(_ name: String) { lock.lock(); now -= 1; done.append(name); lock.unlock() }
}
