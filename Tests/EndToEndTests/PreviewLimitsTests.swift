import Foundation
import XCTest

/// `zoetrope preview` under load and abuse: a slow frame beside small ones, requests whose client
/// left, over-long request lines and headers, half-sent and idle connections, too many
/// connections, and memory under a thousand distinct scales and backgrounds.
final class PreviewLimitsTests: XCTestCase {
    private func status(_ server: PreviewProcess) throws -> [String: Any] {
        try XCTUnwrap(try HTTP.get(server.address, "/api/status").json as? [String: Any])
    }



    func testASlowFrameDoesNotHoldUpASmallOne() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let slow = try RawConnection(port: port)
        XCTAssertTrue(slow.get("/api/frame?scene=app-demo&t=2.5&scale=8", port: port))
        try server.waitForScrubbing { $0["drawing"] == 1 }
        XCTAssertEqual(try HTTP.get(server.address, "/api/frame?scene=clock&t=1").status, 200)
        XCTAssertEqual(try server.scrubbingCounts()["drawing"], 1, "the small frame came while the big one was still being drawn")
        XCTAssertEqual(slow.response()?.status, 200)
    }

    /// With every thread busy with big frames and more waiting, a small frame is drawn next.
    func testNorDoesAQueueOfSlowFrames() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let threads = try XCTUnwrap(try server.scrubbingCounts()["threads"])
        let slow = try (0..<threads + 4).map { index in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get("/api/frame?scene=app-demo&t=\(2 + Double(index) / 10)&scale=8", port: port))
            return connection
        }
        try server.waitForScrubbing { $0["drawing"] == threads && $0["waiting"] == 4 }
        XCTAssertEqual(try HTTP.get(server.address, "/api/frame?scene=clock&t=1").status, 200)
        XCTAssertGreaterThanOrEqual(try server.scrubbingCounts()["waiting"] ?? 0, 2, "big frames asked before it still wait")
        for connection in slow { XCTAssertEqual(connection.response()?.status, 200) }
    }

    /// Requests queued behind busy threads whose clients close their connections (as a page's
    /// aborted fetch does) are dropped, not drawn.
    func testAFrameWhoseClientHasGoneIsNotDrawn() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let threads = try XCTUnwrap(try server.scrubbingCounts()["threads"])
        let slow = try (0..<threads).map { index in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get("/api/frame?scene=app-demo&t=\(2 + Double(index) / 10)&scale=8", port: port))
            return connection
        }
        try server.waitForScrubbing { $0["drawing"] == threads }
        // As big as the frames being drawn: a cheaper one would not wait (RenderPool's extra threads).
        let gone = try (0..<3).map { index in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get("/api/frame?scene=app-demo&t=\(3 + Double(index) / 10)&scale=8", port: port))
            return connection
        }
        try server.waitForScrubbing { $0["waiting"] == 3 }
        gone.forEach { $0.close() }
        for connection in slow { XCTAssertEqual(connection.response()?.status, 200) }
        let counts = try server.waitForScrubbing { $0["drawing"] == 0 && $0["waiting"] == 0 }
        XCTAssertEqual(counts["abandoned"], 3)
        XCTAssertEqual(counts["done"], threads)
    }

    /// A frame being drawn when its client goes stops between two layers instead of finishing:
    /// the render counts it abandoned, and the thread is free again well before the frame could
    /// have been finished (under half a whole frame's time; a whole frame includes its PNG, which
    /// is encoded on every core, so the drawing is most of it).
    func testAFrameBeingDrawnStopsWhenItsClientGoes() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let query = "/api/frame?scene=app-demo&t=2.5&scale=8"
        _ = try HTTP.get(server.address, "/api/frame?scene=app-demo&t=2&scale=1")   // the scene's stage and files loaded
        let started = Date()
        XCTAssertEqual(try HTTP.get(server.address, query).status, 200)
        let wholeFrame = Date().timeIntervalSince(started)
        let connection = try RawConnection(port: port)
        XCTAssertTrue(connection.get(query.replacingOccurrences(of: "2.5", with: "2.6"), port: port))
        try server.waitForScrubbing { $0["drawing"] == 1 }
        connection.close()
        let closed = Date()
        let counts = try server.waitForScrubbing { $0["drawing"] == 0 }
        let stopping = Date().timeIntervalSince(closed)
        print("a whole frame: \(wholeFrame) s; stopped \(stopping) s after the client went")
        XCTAssertLessThan(stopping, wholeFrame / 2, "a whole frame takes \(wholeFrame) s")
        XCTAssertEqual(counts["abandoned"], 1)
    }

    /// A 100 KB URL is a 414 and a 100 KB header a 431, at once, and the server keeps answering
    /// others while such requests arrive (it was 18 s of CPU for a 200 KB URL).
    func testOverLongRequestLinesAndHeadersAreRefusedAtOnce() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let filler = String(repeating: "a", count: 50_000)
        let long = try (0..<4).map { _ in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.send("GET /api/frame?scene=clock&t=1&x=" + filler))
            return connection
        }
        let started = Date()
        XCTAssertEqual(try HTTP.get(server.address, "/api/status").status, 200)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2, "/api/status while four long URLs are on their way")
        for connection in long {
            connection.send(filler + " HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            let answer = connection.response(within: 5)
            XCTAssertEqual(answer?.status, 414)
            XCTAssertTrue(String(decoding: answer?.body ?? Data(), as: UTF8.self).contains("request line is longer than 16384 bytes"))
            XCTAssertTrue(connection.read(for: 5).closed, "closed after the answer")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)

        let header = try RawConnection(port: port)
        header.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Big: \(filler)\(filler)\r\n\r\n")
        XCTAssertEqual(header.response(within: 5)?.status, 431)
        XCTAssertTrue(header.read(for: 5).closed)
        let curl = try HTTP.request(URL(string: "/api/status", relativeTo: server.address)!.absoluteURL,
                                    headers: ["X-Big: " + filler + filler])
        XCTAssertEqual(curl.status, 431)
        XCTAssertEqual(try HTTP.get(server.address, "/api/status").status, 200)
    }

    /// A request head not sent in full within the timeout, or nothing sent at all, and a
    /// keep-alive connection left idle: each is closed by the server, unanswered.
    func testHalfSentAndIdleConnectionsAreClosedAfterTheTimeout() throws {
        let server = try PreviewProcess(preview: [], environment: ["ZOETROPE_PREVIEW_HEAD_TIMEOUT": "1"], test: self)
        let port = try XCTUnwrap(server.address.port)
        let halfSent = try RawConnection(port: port)
        XCTAssertTrue(halfSent.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1"))
        let silent = try RawConnection(port: port)
        let idle = try RawConnection(port: port)
        XCTAssertTrue(idle.get("/api/status", port: port))
        XCTAssertEqual(idle.response()?.status, 200)
        let started = Date()
        for (name, connection) in [("half-sent", halfSent), ("silent", silent), ("idle", idle)] {
            let read = connection.read(for: 10)
            XCTAssertTrue(read.closed, name)
            XCTAssertEqual(read.data.count, 0, name)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)

        let wrong = try CLI.run(CLI.zoetrope, ["preview", "--port", "0"], environment: ["ZOETROPE_PREVIEW_HEAD_TIMEOUT": "soon"])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertEqual(wrong.stderr, "zoetrope: error: ZOETROPE_PREVIEW_HEAD_TIMEOUT must be a number of seconds above 0 (got 'soon')\n")
    }

    /// 64 connections from one address are served at once; a 65th that sends no request is
    /// refused (503, closed) until one ends.
    func testAtMostSixtyFourConnectionsAreServed() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        let open = try (0..<64).map { _ in
            let connection = try RawConnection(port: port)
            XCTAssertTrue(connection.get("/api/status", port: port))
            XCTAssertEqual(connection.response()?.status, 200)
            return connection
        }
        let refused = try RawConnection(port: port)
        let read = refused.read(for: 5)
        XCTAssertTrue(read.closed)
        XCTAssertTrue(String(decoding: read.data, as: UTF8.self).hasPrefix("HTTP/1.1 503 Service Unavailable"))
        open[0].close()
        let deadline = Date().addingTimeInterval(5)
        var answered = false
        while !answered && Date() < deadline {
            let next = try RawConnection(port: port)
            answered = next.get("/api/status", port: port) && next.response(within: 5)?.status == 200
        }
        XCTAssertTrue(answered, "a place is free again once a connection ends")
        XCTAssertEqual(open[1].get("/api/status", port: port) ? open[1].response()?.status : nil, 200, "the others still served")
    }

    /// A thousand frames at distinct scales and backgrounds (each needs its own renderer, ~8 MB
    /// for app-demo's decoded pictures and clip decoder) leave the memory near where it was after
    /// the first hundred: without the renderer LRU it was 5.2 GB after 600; with it, but without
    /// giving freed memory back, ~360 MB more here; now ~20 MB (glibc's fragmentation).
    func testMemoryStaysFlatUnderAThousandDistinctScalesAndBackgrounds() throws {
        let server = try PreviewProcess(preview: [], test: self)
        let port = try XCTUnwrap(server.address.port)
        func frames(_ range: Range<Int>) throws {
            let connection = try RawConnection(port: port)
            for index in range {
                let background = String(format: "%%23%06X", index * 4099 % 0xFFFFFF)
                let path = "/api/frame?scene=app-demo&t=2&scale=\(0.2 + Double(index) / 1_000_000)&background=\(background)"
                XCTAssertTrue(connection.get(path, port: port))
                guard connection.response()?.status == 200 else { return XCTFail("frame \(index)") }
            }
        }
        // Two connections at once, so both render threads have their scrubber and its renderers
        // before the memory is first read.
        func concurrently(_ ranges: [Range<Int>]) {
            let failures = Locked<[Error]>([])
            DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
                do { try frames(ranges[index]) } catch { failures.mutate { $0.append(error) } }
            }
            XCTAssertEqual(failures.value.count, 0, "\(failures.value)")
        }
        concurrently([0..<50, 50..<100])
        let warm = try residentKilobytes(server.process.processIdentifier)
        concurrently([100..<550, 550..<1000])
        let after = try residentKilobytes(server.process.processIdentifier)
        print("preview RSS after 100 frames: \(warm / 1024) MB, after 1000: \(after / 1024) MB")
        XCTAssertLessThan(after - warm, 60 * 1024, "RSS \(warm / 1024) MB after 100 frames, \(after / 1024) MB after 1000")
    }

    /// VmRSS of /proc/<pid>/status, in kB.
    private func residentKilobytes(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) else {
            throw PreviewTestError("no VmRSS in /proc/\(pid)/status")
        }
        return kilobytes
    }
}

/// A value shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func mutate(_ change: (inout Value) -> Void) { lock.lock(); change(&stored); lock.unlock() }
}
