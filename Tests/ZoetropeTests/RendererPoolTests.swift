import CairoRendering
import Dispatch
import Foundation
@testable import Zoetrope
import XCTest

/// Rasterizing workers reuse renderers (and so their decoded images) across frames, and no two
/// threads ever hold the same renderer at once.
final class RendererPoolTests: XCTestCase {
    func testSequentialFramesReuseOneRenderer() {
        let pool = RendererPool(cachesLayers: true)
        let first = pool.withRenderer { renderer in ObjectIdentifier(renderer) }
        let second = pool.withRenderer { renderer in ObjectIdentifier(renderer) }
        XCTAssertEqual(first, second)
    }

    func testConcurrentHoldersGetDistinctRenderers() {
        let pool = RendererPool(cachesLayers: true)
        let inside = DispatchGroup(), release = DispatchSemaphore(value: 0)
        let held = Held()
        for _ in 0..<3 { inside.enter() }
        let done = DispatchGroup()
        for _ in 0..<3 {
            done.enter()
            Thread.detachNewThread {
                pool.withRenderer { renderer in
                    held.append(ObjectIdentifier(renderer))
                    inside.leave()
                    release.wait()
                }
                done.leave()
            }
        }
        inside.wait()
        for _ in 0..<3 { release.signal() }
        done.wait()
        let identities = Set(held.values)
        XCTAssertEqual(identities.count, 3)
        let afterwards = (0..<3).map { _ in pool.withRenderer { renderer in ObjectIdentifier(renderer) } }
        XCTAssertTrue(afterwards.allSatisfy(identities.contains), "returned renderers are reused")
    }

    func testRenderersKeepBackingStoresUnlessCachingIsOff() {
        XCTAssertNotNil(RendererPool(cachesLayers: true).withRenderer { renderer in renderer.cache })
        XCTAssertNil(RendererPool(cachesLayers: false).withRenderer { renderer in renderer.cache })
    }

    /// Identities collected from several threads.
    private final class Held: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [ObjectIdentifier] = []
        func append(_ id: ObjectIdentifier) { lock.lock(); list.append(id); lock.unlock() }
        var values: [ObjectIdentifier] { lock.lock(); defer { lock.unlock() }; return list }
    }
}
