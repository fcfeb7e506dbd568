import Foundation
import XCTest

/// Connections cannot starve the preview: hundreds of idle ones (held or re-opened) never keep a
/// real request out, idle keep-alive connections time out before slowly sent heads do, and one
/// address's connections leave room for another's. Times are compared with the same request on
/// an idle server, or by the order things happen, never with a fixed bound.
final class PreviewConnectionLimitsTests: XCTestCase {
    /// How long `/api/status` on a new connection takes, the slowest of `count`.
    private func requestTime(_ port: Int, count: Int = 1) throws -> TimeInterval {
        var slowest = 0.0
        for _ in 0..<count {
            let started = Date()
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get("/api/status", port: port))
            XCTAssertEqual(connection.response(within: 30)?.status, 200)
            slowest = max(slowest, Date().timeIntervalSince(started))
        }
        return slowest
    }

    /// 100 keep-alive connections idle after a request and 100 that never sent one, then a client
    /// re-opening every one the server closes: each real request (a new connection) is answered,
    /// within a few times the same request's time on the idle server.
    func testTwoHundredIdleConnectionsNeverKeepARealRequestOut() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        _ = try requestTime(port, count: 5)
        let alone = try requestTime(port, count: 10)

        var idle = try (0..<100).map { _ in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get("/api/status", port: port))
            XCTAssertEqual(connection.response(within: 30)?.status, 200)
            return connection
        }
        idle += try (0..<100).map { _ in try RawConnection(port: port) }
        let besideIdle = try requestTime(port, count: 10)

        // A client re-opening every connection the server closes, while the real requests come.
        let stop = Locked(false), reopened = Locked(0), held = Locked(idle)
        let reopener = Thread {
            while !stop.value {
                held.mutate { connections in
                    for index in connections.indices where connections[index].isClosedByServer {
                        if let fresh = try? RawConnection(port: port) { connections[index] = fresh }
                        reopened.mutate { $0 += 1 }
                    }
                }
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        reopener.start()
        Thread.sleep(forTimeInterval: 1.5)
        let contested = try requestTime(port, count: 20)
        stop.mutate { $0 = true }
        while !reopener.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        print("""
            /api/status on a new connection, slowest: \(alone * 1000) ms alone, \(besideIdle * 1000) ms beside 200 idle \
            connections, \(contested * 1000) ms while \(reopened.value) closed ones were re-opened
            """)
        XCTAssertGreaterThan(reopened.value, 0, "the server closed idle connections to make room")
        XCTAssertLessThan(besideIdle, 5 * alone + 0.05, "alone: \(alone) s")
        XCTAssertLessThan(contested, 5 * alone + 0.05, "alone: \(alone) s")
    }

    /// With a 1 s idle timeout and a 3 s head timeout: a keep-alive connection left idle is
    /// closed first; one sending a head a byte at a time (slowloris) later, unanswered, though it
    /// never stopped sending; one sending a request now and then is served all along.
    func testIdleConnectionsAndSlowHeadsTimeOut() throws {
        let server = try PreviewProcess(preview: [], environment: ["ZOETROPE_PREVIEW_IDLE_TIMEOUT": "1",
                                                                   "ZOETROPE_PREVIEW_HEAD_TIMEOUT": "3"], test: self)
        let port = try XCTUnwrap(server.address.port)
        let idle = try RawConnection(port: port), slow = try RawConnection(port: port), busy = try RawConnection(port: port)
        XCTAssertTrue(idle.get("/api/status", port: port))
        XCTAssertEqual(idle.response()?.status, 200)
        XCTAssertTrue(slow.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: "))
        var events: [String] = []
        var answeredBeforeSlowClosed = 0
        for step in 0..<100 where !events.contains("slow closed") {
            if !events.contains("idle closed") && idle.isClosedByServer { events.append("idle closed") }
            if slow.send("a") == false || slow.isClosedByServer { events.append("slow closed"); break }
            if step % 4 == 0 {
                XCTAssertTrue(busy.get("/api/status", port: port))
                XCTAssertEqual(busy.response(within: 10)?.status, 200, "step \(step)")
                answeredBeforeSlowClosed += 1
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertEqual(events, ["idle closed", "slow closed"])
        XCTAssertEqual(slow.read(for: 1).data.count, 0, "the slow head is not answered")
        XCTAssertGreaterThan(answeredBeforeSlowClosed, 2, "the busy connection outlived the idle timeout")
        XCTAssertTrue(busy.get("/api/status", port: port))
        XCTAssertEqual(busy.response()?.status, 200)

        let wrong = try CLI.run(CLI.zoetrope, ["preview", "--port", "0"], environment: ["ZOETROPE_PREVIEW_IDLE_TIMEOUT": "-1"])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertEqual(wrong.stderr, "zoetrope: error: ZOETROPE_PREVIEW_IDLE_TIMEOUT must be a number of seconds above 0 (got '-1')\n")
    }

    /// One address holding its 64 places leaves room for another's: a silent connection from
    /// 127.0.0.2 gets a place (it is still served after the 1 s a connection beyond the caps has
    /// to send its request), while the first address's 65th silent one is refused (503) and its
    /// newcomer with a request takes the place of one of its own idle connections, not the other's.
    func testOneAddressLeavesRoomForAnother() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let first = try (0..<64).map { _ in try RawConnection(port: port) }
        let other = try RawConnection(port: port, from: "127.0.0.2")
        let beyond = try RawConnection(port: port)
        let refused = beyond.read(for: 10)
        XCTAssertTrue(refused.closed)
        XCTAssertTrue(String(decoding: refused.data, as: UTF8.self).hasPrefix("HTTP/1.1 503 Service Unavailable"))
        let newcomer = try RawConnection(port: port)
        XCTAssertTrue(newcomer.get("/api/status", port: port))
        XCTAssertEqual(newcomer.response()?.status, 200)
        XCTAssertEqual(first.filter(\.isClosedByServer).count, 1, "one of its own idle connections gave its place")
        XCTAssertTrue(other.get("/api/status", port: port))
        XCTAssertEqual(other.response()?.status, 200, "the other address's connection kept its place")
    }
}
