import XCTest
import ZoetropeUIKit

/// CATransaction.h: `completionBlock` returns the block set in the current transaction, run once
/// the animations added after it finish ("if no animations are added before the commit, the
/// completion block will be called immediately"); `flush()` "commits any extant implicit
/// transaction", delayed "until any nested explicit transactions have completed".
final class IOSTransactionFlushTests: XCTestCase {
    func testTheCompletionBlockReadsBackInItsOwnTransaction() {
        let timeline = Timeline()
        timeline.perform {
            XCTAssertNil(CATransaction.completionBlock())
            CATransaction.setCompletionBlock {}
            XCTAssertNotNil(CATransaction.completionBlock())
            XCTAssertNotNil(CATransaction.value(forKey: kCATransactionCompletionBlock))
            CATransaction.begin()
            XCTAssertNil(CATransaction.completionBlock(), "a nested transaction has its own")
            CATransaction.commit()
            XCTAssertNotNil(CATransaction.completionBlock())
        }
        XCTAssertNil(CATransaction.completionBlock(), "no timeline, no transaction")
    }

    func testFlushCommitsTheImplicitTransactionNow() {
        let timeline = Timeline()
        nonisolated(unsafe) var completed = false
        timeline.perform {
            CATransaction.setAnimationDuration(2)
            CATransaction.setCompletionBlock { completed = true }
            CATransaction.flush()
            XCTAssertTrue(completed, "no animation was added: the block runs at the commit")
            XCTAssertNil(CATransaction.completionBlock(), "a new implicit transaction")
            XCTAssertEqual(CATransaction.animationDuration(), 0.25, "its settings ended with it")
        }
    }

    func testFlushWaitsForTheExplicitTransactionsOpenAroundIt() {
        let timeline = Timeline()
        nonisolated(unsafe) var completed = false
        timeline.perform {
            CATransaction.setCompletionBlock { completed = true }
            CATransaction.begin()
            CATransaction.begin()
            CATransaction.flush()
            CATransaction.commit()
            XCTAssertFalse(completed)
            CATransaction.commit()
            XCTAssertTrue(completed, "committed with the last explicit transaction")
        }
    }

    func testAFlushedImplicitTransactionStillCompletesAfterItsAnimations() {
        let timeline = Timeline()
        let layer = CALayer()
        nonisolated(unsafe) var completedAt: Double?
        timeline.perform {
            CATransaction.setCompletionBlock { completedAt = timeline.time }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            CATransaction.flush()
        }
        XCTAssertNil(completedAt)
        timeline.advance(to: 2)
        XCTAssertEqual(completedAt ?? -1, 1, accuracy: 1e-9)
    }
}
