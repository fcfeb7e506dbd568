import CairoRendering
import Foundation
import MediaEncoding
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// Which frames the preview draws ahead of a stepping client, when each starts, and when they stop.
final class FramesAheadTests: XCTestCase {
    private let grid = FrameGrid(fps: 30, duration: 1)
    private let sent = DrawnCanvas(canvas: try! Canvas(pixelWidth: 4, pixelHeight: 3))

    /// The frames whose drawing was started, in the order they were.
    private final class Started: @unchecked Sendable {
        private let lock = NSLock()
        private var started: [FramesAhead.Frame] = []
        var frames: [FramesAhead.Frame] { lock.withLock { started } }
        var indices: [Int] { frames.map(\.index) }
        func append(_ frame: FramesAhead.Frame) { lock.withLock { started.append(frame) } }
    }

    /// Follows `client`'s step; what it starts drawing (now or later) lands in the result.
    private func follow(_ ahead: FramesAhead, client: String = "page", view: String = "v", since: Double, time: Double,
                        drawingTime: UInt64? = 10_000_000) -> Started {
        let started = Started()
        ahead.follow(client: client, view: view, grid: grid, since: since, time: time, sent: sent, drawingTime: drawingTime) { frame, frameTime in
            XCTAssertEqual(frameTime, Double(frame.index) / 30, "drawn at the frame's own time")
            started.append(frame)
        }
        return started
    }

    private func finish(_ frame: FramesAhead.Frame, with canvas: Canvas? = nil) throws {
        let drawn = DrawnCanvas(canvas: try canvas ?? Canvas(pixelWidth: 4, pixelHeight: 3))
        frame.finish(.success(FramesAhead.DrawnAhead(canvas: drawn, prepared: nil, drawingTime: 1)))
    }

    /// The next frame starts at once, the one after it once the first is half drawn — half the
    /// 10 ms the last frame took — so the two finish half a frame apart.
    func testAStepStartsTheNextFrameAndTheOneAfterOnceThatIsHalfDrawn() {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        XCTAssertEqual(started.indices, [5])
        started.frames[0].drawingProgressed(now: 1_000_000)
        started.frames[0].drawingProgressed(now: 5_900_000)
        XCTAssertEqual(started.indices, [5], "4.9 ms into a 10 ms frame")
        started.frames[0].drawingProgressed(now: 6_000_000)
        XCTAssertEqual(started.indices, [5, 6])
        XCTAssertEqual(ahead.counts.started, 2)
    }

    /// Without the last frame's time, the frame after starts once the one before is finished.
    func testWithoutADrawingTimeTheFrameAfterWaitsForTheOneBefore() throws {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333, drawingTime: nil)
        started.frames[0].drawingProgressed(now: 0)
        started.frames[0].drawingProgressed(now: 1_000_000_000)
        XCTAssertEqual(started.indices, [5])
        try finish(started.frames[0])
        XCTAssertEqual(started.indices, [5, 6])
    }

    func testEachStepTakesItsFrameAndStartsOnlyTheNewOne() throws {
        let ahead = FramesAhead()
        let first = follow(ahead, since: 0.1, time: 0.133333)
        try finish(first.frames[0])
        XCTAssertEqual(first.indices, [5, 6])
        let taken = ahead.take(client: "page", view: "v", time: 0.166667)
        XCTAssertEqual(taken?.frame.index, 5)
        XCTAssertEqual(taken?.grid, grid)
        let next = follow(ahead, since: 0.133333, time: 0.166667)
        XCTAssertEqual(next.indices, [], "frame 6 is being drawn; 7 waits for half of it")
        try finish(first.frames[1])
        XCTAssertEqual(next.indices, [7])
        XCTAssertEqual(ahead.counts.started, 3)
        XCTAssertEqual(ahead.counts.taken, 1)
    }

    func testStepsBackAndStepsOfTenAreFollowedWithinTheScene() throws {
        let ahead = FramesAhead()
        let back = follow(ahead, since: 0.5, time: 0.466667)
        try finish(back.frames[0])
        XCTAssertEqual(back.indices, [13, 12])
        XCTAssertEqual(follow(ahead, client: "b", since: 0.1, time: 0.433333).indices, [23], "ten frames a step; 33 is past the end")
        XCTAssertEqual(follow(ahead, client: "c", since: 0.933333, time: 0.966667).indices, [30], "frame 31 is past the end")
    }

    func testNothingIsDrawnAheadWithoutAStepBetweenFrames() {
        let ahead = FramesAhead()
        XCTAssertTrue(follow(ahead, since: 0.1, time: 0.1).indices.isEmpty, "the same frame again")
        XCTAssertTrue(follow(ahead, since: 0.05, time: 0.1).indices.isEmpty, "half a frame is not on the grid")
        XCTAssertTrue(follow(ahead, since: 0.1, time: 0.125).indices.isEmpty)
        XCTAssertTrue(follow(ahead, since: 0.1, time: 0.1 + 11.0 / 30).indices.isEmpty, "eleven frames is a seek, not a step")
        XCTAssertEqual(ahead.counts.started, 0)
    }

    func testARequestOffTheRunDropsItsFrames() {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        XCTAssertTrue(started.frames.allSatisfy(\.isWanted))
        XCTAssertNil(ahead.take(client: "page", view: "v", time: 0.5), "frame 15 was not drawn ahead")
        XCTAssertEqual(started.indices, [5, 6], "the frame waiting for half of 5 is let go, to find itself dropped")
        XCTAssertFalse(started.frames.contains(where: \.isWanted), "the run is dropped: its drawing stops")
        XCTAssertNil(ahead.take(client: "page", view: "v", time: 5.0 / 30))
    }

    func testAnotherViewDropsTheRunAndAnotherClientTakesNothing() {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        XCTAssertNil(ahead.take(client: "other", view: "v", time: 5.0 / 30))
        XCTAssertTrue(started.frames.allSatisfy(\.isWanted), "another client's request leaves the run alone")
        XCTAssertNil(ahead.take(client: "page", view: "scale 2", time: 5.0 / 30))
        XCTAssertFalse(started.frames.contains(where: \.isWanted))
    }

    func testOnlyTheMostRecentClientsRunsAreKept() {
        let ahead = FramesAhead()
        let first = follow(ahead, client: "client-0", since: 0.1, time: 0.133333)
        for index in 1...FramesAhead.clientCapacity {
            _ = follow(ahead, client: "client-\(index)", since: 0.1, time: 0.133333)
        }
        XCTAssertFalse(first.frames.contains(where: \.isWanted), "the least recent client's run is dropped")
        XCTAssertNil(ahead.take(client: "client-0", view: "v", time: 5.0 / 30))
        XCTAssertEqual(ahead.take(client: "client-1", view: "v", time: 5.0 / 30)?.frame.index, 5)
    }

    /// A frame's waiters get it once drawn, and nothing when its drawing failed.
    func testAFrameIsHandedToWhoeverWaits() async throws {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 3)
        async let waited = started.frames[0].drawn
        try finish(started.frames[0], with: canvas)
        let received = await waited
        XCTAssertTrue(received?.canvas.canvas === canvas)
        started.frames[1].finish(.failure(RenderStopped()))
        let failed = await started.frames[1].drawn
        XCTAssertNil(failed)
    }

    /// The frame before a frame drawn ahead — what its client will hold when it asks — is the
    /// frame just sent for the first, and the first for the second once it is drawn (never
    /// waited for); each is given once.
    func testEachFrameAheadKnowsTheFrameBeforeIt() throws {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        XCTAssertTrue(started.frames[0].takePredecessorCanvas() === sent.canvas)
        XCTAssertNil(started.frames[0].takePredecessorCanvas(), "given once")
        let fifth = try Canvas(pixelWidth: 4, pixelHeight: 3)
        try finish(started.frames[0], with: fifth)
        XCTAssertEqual(started.indices, [5, 6])
        XCTAssertTrue(started.frames[1].takePredecessorCanvas() === fifth, "frame 6 comes after frame 5, drawn ahead")

        let other = follow(ahead, client: "other", since: 0.1, time: 0.133333, drawingTime: 2)
        other.frames[0].drawingProgressed(now: 0)
        other.frames[0].drawingProgressed(now: 1)
        XCTAssertEqual(other.indices, [5, 6])
        XCTAssertNil(other.frames[1].takePredecessorCanvas(), "frame 5 is half drawn, not finished: nothing is waited for")
    }
}

/// An answer encoded ahead is sent only to a client holding the frame it was made on.
final class FrameAnswerTests: XCTestCase {
    func testAPreparedAnswerIsUsedOnlyOnTheFrameTheClientHolds() throws {
        let sentFrames = SentFrames()
        let held = try Canvas(pixelWidth: 4, pixelHeight: 3), other = try Canvas(pixelWidth: 4, pixelHeight: 3)
        sentFrames.record(held, view: "v", time: "0.1", sentTo: "page")
        let prepared = PreparedAnswer(basis: held, format: .pam, image: Data([1, 2, 3]), patch: nil)
        func answer(since: String?, format: FrameImageEncoder.Format = .pam, client: String? = "page") -> FrameAnswer {
            FrameAnswer(format: format, client: client, since: since, view: "v", time: "0.133333", sentFrames: sentFrames)
        }
        XCTAssertTrue(answer(since: "0.1").canUse(prepared))
        XCTAssertFalse(answer(since: "0.1", format: .png).canUse(prepared), "another format")
        XCTAssertFalse(answer(since: "0.2").canUse(prepared), "the client holds another frame")
        XCTAssertFalse(answer(since: nil).canUse(prepared), "the client holds nothing")
        XCTAssertFalse(answer(since: "0.1", client: "other").canUse(prepared))
        XCTAssertFalse(answer(since: "0.1").canUse(PreparedAnswer(basis: other, format: .pam, image: Data(), patch: nil)))
        XCTAssertEqual(try answer(since: "0.1").encoded(other, prepared: prepared).image, Data([1, 2, 3]))
        XCTAssertTrue(sentFrames.frame(sentTo: "page", view: "v", time: "0.133333") === other, "what was sent is what the client holds")
    }
}
