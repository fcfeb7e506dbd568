import XCTest
@testable import ZoetropeCommandLine

/// The preview's request rules that need no server: which Host headers it answers, and how it
/// decodes queries.
final class PreviewSecurityTests: XCTestCase {
    func testOnlyLoopbackNamesAndTheBoundAddressWithThePortAreAllowed() {
        let loopback = PreviewOrigin(boundHost: "127.0.0.1", port: 8080)
        for host in ["localhost:8080", "LOCALHOST:8080", "127.0.0.1:8080", "[::1]:8080"] {
            XCTAssertTrue(loopback.allows(host: host), host)
        }
        for host in [nil, "", "localhost", "localhost:80", "evil.example:8080", "127.0.0.1.evil.example:8080",
                     "10.0.0.2:8080", "localhost:8080.evil", "[::2]:8080"] as [String?] {
            XCTAssertFalse(loopback.allows(host: host), host ?? "nil")
        }
        let everywhere = PreviewOrigin(boundHost: "0.0.0.0", port: 8080)
        XCTAssertTrue(everywhere.allows(host: "192.168.1.20:8080"), "the machine's own address, typed by another machine")
        XCTAssertFalse(everywhere.allows(host: "preview.example:8080"), "but never a name")
        XCTAssertFalse(everywhere.allows(host: "300.1.1.1:8080"))
        XCTAssertTrue(PreviewOrigin.isBeyondLoopback("0.0.0.0"))
        XCTAssertFalse(PreviewOrigin.isBeyondLoopback("127.0.0.1"))
    }

    func testQueriesAreDecodedAsFormsAre() {
        let request = PreviewRequest(path: "/api/frame", rawQuery: "scene=a+b&variant=c%20d&x=1%2B1&empty=&flag")
        XCTAssertEqual(request.query, ["scene": "a b", "variant": "c d", "x": "1+1", "empty": "", "flag": ""])
        XCTAssertEqual(PreviewRequest(path: "/", rawQuery: "").query, [:])
        XCTAssertEqual(PreviewRequest(path: "/", rawQuery: "bad=%zz").query, ["bad": "%zz"], "kept as written")
    }

    func testTheRestartPathDropsTheDeletedMark() {
        XCTAssertEqual(PreviewRebuilder.executablePath(fromProcLink: "/p/.build/debug/my-animations (deleted)"),
                       "/p/.build/debug/my-animations")
        XCTAssertEqual(PreviewRebuilder.executablePath(fromProcLink: "/usr/bin/zoetrope"), "/usr/bin/zoetrope")
    }
}

/// The command line's read timeout: from the environment, and its one line.
final class StalledReadTimeoutTests: XCTestCase {
    func testTheTimeoutComesFromTheEnvironment() {
        XCTAssertEqual(StalledReadTimeout.seconds(in: [:]), 60)
        XCTAssertEqual(StalledReadTimeout.seconds(in: ["ZOETROPE_READ_TIMEOUT": "5"]), 5)
        XCTAssertNil(StalledReadTimeout.seconds(in: ["ZOETROPE_READ_TIMEOUT": "0"]), "0 waits for ever")
        XCTAssertEqual(StalledReadTimeout.seconds(in: ["ZOETROPE_READ_TIMEOUT": "soon"]), 60)
        XCTAssertEqual(StalledReadTimeout.message(path: "/mnt/a.mov", seconds: 60),
                       "reading /mnt/a.mov has not finished after 60 s (a hung disk or network mount?); gave up")
    }
}

/// The debug build's note: only for a debug build, on a terminal, rendering more than a second.
final class DebugBuildNoteTests: XCTestCase {
    func testOnlyADebugBuildOnATerminalRenderingMoreThanASecondIsTold() {
        XCTAssertNotNil(DebugBuildNote.note(renderingSeconds: 3, debugBuild: true, onTerminal: true))
        XCTAssertTrue(DebugBuildNote.note(renderingSeconds: 3, debugBuild: true, onTerminal: true)?.contains("-c release") == true)
        XCTAssertNil(DebugBuildNote.note(renderingSeconds: 3, debugBuild: false, onTerminal: true))
        XCTAssertNil(DebugBuildNote.note(renderingSeconds: 3, debugBuild: true, onTerminal: false))
        XCTAssertNil(DebugBuildNote.note(renderingSeconds: 1, debugBuild: true, onTerminal: true))
    }
}
