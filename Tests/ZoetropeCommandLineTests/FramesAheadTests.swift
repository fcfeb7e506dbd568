import CairoRendering
import Foundation
import MediaEncoding
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// Which frames the preview draws ahead of a stepping client, and when it stops.
final class FramesAheadTests: XCTestCase {
    private let grid = FrameGrid(fps: 30, duration: 1)

    /// Follows `client`'s step and returns the frames it started drawing.
    private let sent = DrawnCanvas(canvas: try! Canvas(pixelWidth: 4, pixelHeight: 3))

    private func follow(_ ahead: FramesAhead, client: String = "page", view: String = "v", since: Double, time: Double) -> [FramesAhead.Frame] {
        var started: [FramesAhead.Frame] = []
        ahead.follow(client: client, view: view, grid: grid, since: since, time: time, sent: sent) { frame, frameTime in
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
    func testAFrameIsHandedToWhoeverWaits() async throws {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 3)
        async let waited = started[0].drawn
        started[0].finish(.success(FramesAhead.DrawnAhead(canvas: DrawnCanvas(canvas: canvas), prepared: nil)))
        let received = await waited
        XCTAssertTrue(received?.canvas.canvas === canvas)
        started[1].finish(.failure(RenderStopped()))
        let failed = await started[1].drawn
        XCTAssertNil(failed)
    }

    /// The frame before a frame drawn ahead — what its client will hold when it asks — is the
    /// frame just sent for the first, and the first for the second once it is drawn (never
    /// waited for); each is given once.
    func testEachFrameAheadKnowsTheFrameBeforeIt() throws {
        let ahead = FramesAhead()
        let started = follow(ahead, since: 0.1, time: 0.133333)
        XCTAssertEqual(started.map(\.index), [5, 6])
        XCTAssertTrue(started[0].takePredecessorCanvas() === sent.canvas)
        XCTAssertNil(started[0].takePredecessorCanvas(), "given once")
        let fifth = try Canvas(pixelWidth: 4, pixelHeight: 3)
        started[0].finish(.success(FramesAhead.DrawnAhead(canvas: DrawnCanvas(canvas: fifth), prepared: nil)))
        XCTAssertTrue(started[1].takePredecessorCanvas() === fifth, "frame 6 comes after frame 5, drawn ahead")

        let other = follow(ahead, client: "other", since: 0.1, time: 0.133333)
        XCTAssertNil(other[1].takePredecessorCanvas(), "frame 5 is not drawn yet: nothing is waited for")
        let later = follow(ahead, client: "other", since: 0.133333, time: 0.166667)
        XCTAssertEqual(later.map(\.index), [7])
        let sixth = try Canvas(pixelWidth: 4, pixelHeight: 3)
        other[1].finish(.success(FramesAhead.DrawnAhead(canvas: DrawnCanvas(canvas: sixth), prepared: nil)))
        XCTAssertTrue(later[0].takePredecessorCanvas() === sixth)
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
