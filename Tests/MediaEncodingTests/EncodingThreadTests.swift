import Foundation
import XCTest
@testable import MediaEncoding

/// The writer's encoding thread: jobs run one at a time in order, a failure stops later jobs and
/// is rethrown to the caller, and closing lets a queued job finish.
final class EncodingThreadTests: XCTestCase {
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Int] = []
        func add(_ value: Int) { lock.lock(); entries.append(value); lock.unlock() }
        var values: [Int] { lock.lock(); defer { lock.unlock() }; return entries }
    }

    private struct Failure: Error, Equatable { let index: Int }

    func testJobsRunInSubmissionOrderOneAtATime() throws {
        let thread = EncodingThread(name: "test.encoder")
        defer { thread.close() }
        let log = Log()
        for index in 0..<50 {
            try thread.submit { log.add(index) }
        }
        try thread.waitUntilIdle()
        XCTAssertEqual(log.values, Array(0..<50))
    }

    func testAFailureIsRethrownAndStopsLaterJobs() throws {
        let thread = EncodingThread(name: "test.encoder")
        defer { thread.close() }
        let log = Log()
        try thread.submit { log.add(0) }
        try thread.submit { throw Failure(index: 1) }
        XCTAssertThrowsError(try thread.submit { log.add(2) }) { XCTAssertEqual($0 as? Failure, Failure(index: 1)) }
        XCTAssertThrowsError(try thread.waitUntilIdle()) { XCTAssertEqual($0 as? Failure, Failure(index: 1)) }
        XCTAssertEqual(log.values, [0])
    }

    func testCloseLetsTheQueuedJobFinishAndRefusesNewOnes() throws {
        let thread = EncodingThread(name: "test.encoder")
        let log = Log()
        try thread.submit { log.add(7) }
        thread.close()
        XCTAssertEqual(log.values, [7])
        XCTAssertThrowsError(try thread.submit { log.add(8) })
        XCTAssertEqual(log.values, [7])
    }
}
