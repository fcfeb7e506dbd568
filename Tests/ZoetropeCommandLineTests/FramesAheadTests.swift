import CairoRendering
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// Which frames the preview draws ahead of a stepping client, and when it stops.
final class FramesAheadTests: XCTestCase {
    private let grid = FrameGrid(fps: 30, duration: 1)

    /// Follows `client`'s step and returns the frames it started drawing.
    private func follow(_ ahead: FramesAhead, client: String = "page", view: String = "v", since: Double, time: Double) -> [FramesAhead.Frame] {
        var started: [FramesAhead.Frame] = []
        ahead.follow(client: client, view: view, grid: grid, since: since, time: time) { frame, frameTime in
            XCTAssertEqual(frameTime, Double(frame.index) / 30, "drawn at the frame's own time")
            started.append(frame)
        }
        return started
    }

    func testAStepStartsTheNextFramesTheSameWayAndEachStepOnlyTheNewOne() {
        let ahead = FramesAhead()
        XCTAssertEqual(follow(ahead, since: 0.1, time: 0.133333).map(\.index), [5, 6])
        let taken = ahead.take(client: "page", view: "v", time: 0.166667)
        XCTAssertEqual(taken?.frame.index, 5)
        XCTAssertEqual(taken?.grid, grid)
        XCTAssertEqual(follow(ahead, since: 0.133333, time: 0.166667).map(\.index), [7], "frame 6 is still being drawn")
        XCTAssertEqual(ahead.counts.started, 3)
        XCTAssertEqual(ahead.counts.taken, 1)
    }

    func testStepsBackAndStepsOfTenAreFollowedWithinTheScene() {
        let ahead = FramesAhead()
        XCTAssertEqual(follow(ahead, since: 0.5, time: 0.466667).map(\.index), [13, 12])
        XCTAssertEqual(follow(ahead, client: "b", since: 0.1, time: 0.433333).map(\.index), [23], "ten frames a step; 33 is past the end")
        XCTAssertEqual(follow(ahead, client: "c", since: 0.933333, time: 0.966667).map(\.index), [30], "frame 31 is past the end")
    }

    func testNothingIsDrawnAheadWithoutAStepBetweenFrames() {
        let ahead = FramesAhead()
        XCTAssertTrue(follow(ahead, since: 0.1, time: 0.1).isEmpty, "the same frame again")
        XCTAssertTrue(follow(ahead, since: 0.05, time: 0.1).isEmpty, "half a frame is not on the grid")
        XCTAssertTrue(follow(ahead, since: 0.1, time: 0.125).isEmpty)
        XCTAssertTrue(follow(ahead, since: 0.1, time: 0.1 + 11.0 / 30).isEmpty, "eleven frames is a seek, not a step")
    }

    func testARequestOffTheRunDropsItsFrames() {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        XCTAssertTrue(started.allSatisfy(\.isWanted))
        XCTAssertNil(ahead.take(client: "page", view: "v", time: 0.5), "frame 15 was not drawn ahead")
        XCTAssertFalse(started.contains(where: \.isWanted), "the run is dropped: its drawing stops")
        XCTAssertNil(ahead.take(client: "page", view: "v", time: 5.0 / 30))
    }

    func testAnotherViewDropsTheRunAndAnotherClientTakesNothing() {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        XCTAssertNil(ahead.take(client: "other", view: "v", time: 5.0 / 30))
        XCTAssertTrue(started.allSatisfy(\.isWanted), "another client's request leaves the run alone")
        XCTAssertNil(ahead.take(client: "page", view: "scale 2", time: 5.0 / 30))
        XCTAssertFalse(started.contains(where: \.isWanted))
    }

    func testOnlyTheMostRecentClientsRunsAreKept() {
        let ahead = FramesAhead()
        let first = follow(ahead, client: "client-0", since: 0.1, time: 0.133333)
        for index in 1...FramesAhead.clientCapacity {
            _ = follow(ahead, client: "client-\(index)", since: 0.1, time: 0.133333)
        }
        XCTAssertFalse(first.contains(where: \.isWanted), "the least recent client's run is dropped")
        XCTAssertNil(ahead.take(client: "client-0", view: "v", time: 5.0 / 30))
        XCTAssertEqual(ahead.take(client: "client-1", view: "v", time: 5.0 / 30)?.frame.index, 5)
    }

    /// A frame's waiters get it once drawn, and nothing when its drawing failed.
    func testAFramesCanvasIsHandedToWhoeverWaits() async throws {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 3)
        async let waited = started[0].canvas
        started[0].finish(.success(DrawnCanvas(canvas: canvas)))
        let received = await waited
        XCTAssertTrue(received?.canvas === canvas)
        started[1].finish(.failure(RenderStopped()))
        let failed = await started[1].canvas
        XCTAssertNil(failed)
    }
}
