import Foundation
import XCTest

/// The preview answers the newest request first: a client's newer frame supersedes its older
/// ones (being drawn or waiting, answered 409), and a cheap frame never waits behind slow ones of
/// other clients. Times are compared with the slow frame's own drawing time, measured first in
/// the same test, never with a fixed bound.
final class PreviewNewestFirstTests: XCTestCase {
    /// A frame that takes a while (app-demo at scale 8).
    private func slow(at time: Double) -> String { "/api/frame?scene=app-demo&t=\(time)&scale=8" }
    private let cheap = "/api/frame?scene=clock&t=1"

    /// How long the slow frame takes on its own, its scene's files and stage loaded first.
    private func slowFrameTime(_ server: PreviewProcess) throws -> TimeInterval {
        XCTAssertEqual(try HTTP.get(server.address, "/api/frame?scene=app-demo&t=2&scale=1").status, 200)
        XCTAssertEqual(try HTTP.get(server.address, cheap).status, 200)
        let started = Date()
        XCTAssertEqual(try HTTP.get(server.address, slow(at: 2.4)).status, 200)
        return Date().timeIntervalSince(started)
    }

    /// A slow frame of one client being drawn, then a cheap one of the same client: the slow one
    /// stops (409) and the cheap one is answered in a fraction of the slow one's time; so is a
    /// slow one still waiting for a thread (every thread busy with other clients' frames).
    func testANewerFrameOfTheSameClientSupersedesOlderOnes() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let whole = try slowFrameTime(server)
        let drawn = try RawConnection(port: port)
        XCTAssertTrue(drawn.get(slow(at: 2.5) + "&client=page-1", port: port))
        try server.waitForScrubbing { $0["drawing"] == 1 }
        let newer = try RawConnection(port: port)
        let asked = Date()
        XCTAssertTrue(newer.get(cheap + "&client=page-1", port: port))
        XCTAssertEqual(newer.response()?.status, 200)
        let answered = Date().timeIntervalSince(asked)
        print("the newest frame answered in \(answered) s; a slow frame takes \(whole) s")
        XCTAssertLessThan(answered, whole / 4, "a slow frame takes \(whole) s")
        let superseded = drawn.response()
        XCTAssertEqual(superseded?.status, 409)
        XCTAssertTrue(String(decoding: superseded?.body ?? Data(), as: UTF8.self).contains("superseded"))
        XCTAssertEqual(try server.waitForScrubbing { $0["drawing"] == 0 }["superseded"], 1)

        let threads = try XCTUnwrap(try server.scrubbingCounts()["threads"])
        let others = try (0..<threads).map { index in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get(slow(at: 3 + Double(index) / 10) + "&client=other-\(index)", port: port))
            return connection
        }
        try server.waitForScrubbing { $0["drawing"] == threads }
        let queued = try RawConnection(port: port)
        XCTAssertTrue(queued.get(slow(at: 4) + "&client=page-1", port: port))
        try server.waitForScrubbing { $0["waiting"] == 1 }
        XCTAssertEqual(try HTTP.get(server.address, "/api/frame?scene=clock&t=1.5&client=page-1").status, 200)
        XCTAssertEqual(queued.response()?.status, 409)
        for connection in others { XCTAssertEqual(connection.response()?.status, 200, "other clients' frames stand") }
        XCTAssertEqual(try server.waitForScrubbing { $0["drawing"] == 0 }["superseded"], 2)
    }

    /// Slow frames of other clients on every render thread: a cheap frame asked for then is
    /// answered while they are all still being drawn, in a fraction of a slow frame's time.
    func testACheapFrameDoesNotWaitBehindOtherClientsSlowOnes() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let whole = try slowFrameTime(server)
        let threads = try XCTUnwrap(try server.scrubbingCounts()["threads"])
        let busy = try (0..<threads).map { index in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get(slow(at: 2.5 + Double(index) / 10) + "&client=other-\(index)", port: port))
            return connection
        }
        try server.waitForScrubbing { $0["drawing"] == threads }
        let asked = Date()
        XCTAssertEqual(try HTTP.get(server.address, cheap + "&client=mine").status, 200)
        let answered = Date().timeIntervalSince(asked)
        print("a cheap frame beside \(threads) slow ones answered in \(answered) s; a slow frame takes \(whole) s")
        XCTAssertEqual(try server.scrubbingCounts()["drawing"], threads, "the slow frames were all still being drawn")
        XCTAssertLessThan(answered, whole / 4, "a slow frame takes \(whole) s")
        for connection in busy { XCTAssertEqual(connection.response()?.status, 200) }
    }
}
