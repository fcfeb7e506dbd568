import XCTest
@testable import ZoetropeCommandLine

/// The preview's request heads: read however they arrive, several per connection, refused with
/// 414 / 431 / 400 past the 16 KB limit or when malformed.
final class HTTPHeadBufferTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testAHeadArrivingByteByByteIsReadOnceComplete() throws {
        var buffer = HTTPHeadBuffer()
        let text = "\r\nGET /api/frame?scene=clock&t=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: a\r\nAccept: b\r\n\r\n"
        var heads: [HTTPRequestHead] = []
        for byte in bytes(text) { if let head = try buffer.append([byte]) { heads.append(head) } }
        XCTAssertEqual(heads.count, 1)
        let head = try XCTUnwrap(heads.first)
        XCTAssertEqual(head.method, "GET")
        XCTAssertEqual(head.path, "/api/frame")
        XCTAssertEqual(head.rawQuery, "scene=clock&t=1")
        XCTAssertEqual(head.headers, ["host": "127.0.0.1:8080", "accept": "a, b"])
        XCTAssertTrue(head.keepsAlive)
        XCTAssertFalse(head.hasBody)
        XCTAssertTrue(buffer.isEmpty)
    }

    func testHeadsSentTogetherAreReadInTurn() throws {
        var buffer = HTTPHeadBuffer()
        let first = try buffer.append(bytes("GET /a HTTP/1.1\nHost: h\n\nGET /b HTTP/1.0\r\nConnection: close\r\n\r\nGET /c"))
        XCTAssertEqual(first?.path, "/a")
        let second = try XCTUnwrap(try buffer.nextHead())
        XCTAssertEqual(second.path, "/b")
        XCTAssertFalse(second.keepsAlive)
        XCTAssertNil(try buffer.nextHead())
        XCTAssertFalse(buffer.isEmpty, "the third request's start is kept")
        XCTAssertEqual(try buffer.append(bytes(" HTTP/1.1\r\nConnection: close\r\n\r\n"))?.keepsAlive, false)
    }

    func testALongRequestLineIs414AndLongHeadersAre431() {
        var line = HTTPHeadBuffer()
        XCTAssertThrowsError(try line.append(bytes("GET /" + String(repeating: "a", count: 20_000)))) {
            XCTAssertEqual($0 as? HTTPHeadError, .uriTooLong)
            XCTAssertEqual(($0 as? HTTPHeadError)?.status, 414)
        }
        var headers = HTTPHeadBuffer()
        XCTAssertThrowsError(try headers.append(bytes("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 20_000)))) {
            XCTAssertEqual(($0 as? HTTPHeadError)?.status, 431)
        }
        // Exactly at the limit is fine.
        let prefix = "GET /?", suffix = " HTTP/1.1\r\n\r\n"
        var full = HTTPHeadBuffer()
        let filler = String(repeating: "q", count: HTTPHeadBuffer.limit - prefix.utf8.count - suffix.utf8.count)
        XCTAssertEqual(try full.append(bytes(prefix + filler + suffix))?.rawQuery.count, filler.count)
    }

    func testMalformedHeadsAre400() {
        for text in ["GET /\r\n\r\n", "GET / HTTP/1.1 extra\r\n\r\n", "G=T / HTTP/1.1\r\n\r\n", "GET nope HTTP/1.1\r\n\r\n",
                     "GET / SPDY/3\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n", "GET / HTTP/1.1\r\n: empty name\r\n\r\n",
                     "GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n"] {
            var buffer = HTTPHeadBuffer()
            XCTAssertThrowsError(try buffer.append(bytes(text)), text) { XCTAssertEqual(($0 as? HTTPHeadError)?.status, 400, text) }
        }
    }

    func testBodiesAndKeepAlive() throws {
        func head(_ text: String) throws -> HTTPRequestHead {
            var buffer = HTTPHeadBuffer()
            return try XCTUnwrap(try buffer.append(Array(text.utf8)))
        }
        XCTAssertTrue(try head("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\n").hasBody)
        XCTAssertTrue(try head("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").hasBody)
        XCTAssertFalse(try head("GET / HTTP/1.1\r\nContent-Length: 0\r\n\r\n").hasBody)
        XCTAssertFalse(try head("GET / HTTP/1.0\r\n\r\n").keepsAlive)
        XCTAssertTrue(try head("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n").keepsAlive)
        XCTAssertFalse(try head("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n").keepsAlive)
    }
}
