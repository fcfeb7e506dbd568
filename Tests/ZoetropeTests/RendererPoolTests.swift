import CairoRendering
import Dispatch
import Foundation
@testable import Zoetrope
import XCTest

/// Rasterizing workers reuse renderers (and so their decoded images) across frames, and no two
/// threads ever hold the same renderer at once.
final class RendererPoolTests: XCTestCase {
    func testSequentialFramesReuseOneRenderer() {
        let pool = RendererPool()
        let first = pool.withRenderer { ObjectIdentifier($0) }
        let second = pool.withRenderer { ObjectIdentifier($0) }
        XCTAssertEqual(first, second)
    }

    func testConcurrentHoldersGetDistinctRenderers() {
        let pool = RendererPool()
        let inside = DispatchGroup(), release = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var held: [ObjectIdentifier] = []
        for _ in 0..<3 { inside.enter() }
        let done = DispatchGroup()
        for _ in 0..<3 {
            done.enter()
            Thread.detachNewThread {
                pool.withRenderer { renderer in
                    lock.lock(); held.append(ObjectIdentifier(renderer)); lock.unlock()
                    inside.leave()
                    release.wait()
                }
                done.leave()
            }
        }
        inside.wait()
        for _ in 0..<3 { release.signal() }
        done.wait()
        XCTAssertEqual(Set(held).count, 3)
        let afterwards = (0..<3).map { _ in pool.withRenderer { ObjectIdentifier($0) } }
        XCTAssertTrue(afterwards.allSatisfy(Set(held).contains), "returned renderers are reused")
    }
}
