import XCTest
@testable import ZoetropeCommandLine

/// A named client's newer frame request supersedes its older ones, and no other client's.
final class LatestFramesTests: XCTestCase {
    func testANewerRequestOfTheSameClientSupersedesTheOlderOnesOnly() {
        let frames = LatestFrames()
        let first = frames.begin(client: "canvas-a")
        let other = frames.begin(client: "canvas-b")
        XCTAssertTrue(first.isNewest)
        let second = frames.begin(client: "canvas-a")
        XCTAssertFalse(first.isNewest)
        XCTAssertTrue(second.isNewest)
        XCTAssertTrue(other.isNewest, "another client's request stands")
        first.end()
        XCTAssertTrue(second.isNewest, "the older one's end leaves the newer one current")
        XCTAssertThrowsError(try RequestInterest(turn: first).check()) { XCTAssertEqual($0 as? PreviewError, .superseded) }
        XCTAssertNoThrow(try RequestInterest(turn: second).check())
        second.end()
        other.end()
        XCTAssertTrue(frames.begin(client: "canvas-a").isNewest, "a client with nothing in progress starts afresh")
    }
}
