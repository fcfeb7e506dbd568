import Dispatch
import Foundation
@testable import MotionCore
import XCTest

/// `Locked` hands its value from thread to thread under a lock ThreadSanitizer follows
/// (Scripts/tsan.sh runs these: a contended `Synchronization.Mutex` was reported as a race).
final class LockedTests: XCTestCase {
    func testThreadsTakingTheLockInTurnEachSeeTheOthersWrites() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<5_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 20_000)
    }

    func testALockHeldElsewhereIsNotWaitedForByTheIfAvailableForm() {
        let locked = Locked("free")
        let holding = DispatchSemaphore(value: 0), letGo = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            locked.withLock { value in
                value = "held"
                holding.signal()
                letGo.wait()
            }
            done.signal()
        }
        holding.wait()
        XCTAssertNil(locked.withLockIfAvailable { $0 })
        letGo.signal()
        done.wait()
        XCTAssertEqual(locked.withLockIfAvailable { $0 }, "held")
    }
}
