import Foundation
import XCTest
import ZoetropeTestSupport

/// The progress bar on a terminal behaves like ffmpeg's and curl's: at most ~10 redraws a
/// second, never wider than the terminal, and a message printed while it is shown starts on a
/// fresh line. The terminal is a pseudo-terminal made by `script`, 40 columns wide.
final class ProgressBarTests: XCTestCase {
    /// The tests' `zoetrope` is a debug build: on a terminal, a render of more than a second says
    /// once that release builds render far faster; in a pipe (scripts, CI logs) it says nothing.
    func testADebugBuildSaysSoOnATerminal() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let terminal = try CLI.shell("script -qfec '$Z render loading-indicator --fps 10 -o x.gif' /dev/null", in: folder)
        let notes = terminal.stdout.components(separatedBy: "zoetrope: note: this is a debug build").count - 1
        XCTAssertEqual(notes, 1, terminal.stdout)
        XCTAssertTrue(terminal.stdout.contains("swift run -c release zoetrope"), terminal.stdout)
        let piped = try CLI.run(CLI.zoetrope, ["render", "loading-indicator", "--fps", "10", "-o", "y.gif"], in: folder)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertFalse(piped.stderr.contains("debug build"), piped.stderr)
    }

    func testTheBarFitsA40ColumnTerminalIsThrottledAndACancelStartsAFreshLine() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        // At twice its size city-guide takes longer than the 4 s before the signal, however the tool was built.
        let inner = "stty cols 40 rows 20; $Z render city-guide --scale 2 -o x.mp4 & pid=$!; sleep 4; kill -TERM $pid; wait $pid; echo \"status=$?\""
        let started = Date()
        let result = try CLI.shell("script -qfec '\(inner)' /dev/null", in: folder)
        let elapsed = Date().timeIntervalSince(started)
        let screen = result.stdout.replacingOccurrences(of: "\u{1B}[K", with: "")

        XCTAssertTrue(screen.contains("status=\(128 + SIGTERM)"), screen)
        let redraws = screen.components(separatedBy: "\r").filter { $0.contains("frames") }
        XCTAssertGreaterThan(redraws.count, 3, screen)
        XCTAssertLessThanOrEqual(Double(redraws.count), elapsed * 10 + 2, "at most ~10 redraws a second")
        for segment in screen.components(separatedBy: CharacterSet(charactersIn: "\r\n")) where segment.contains("frames") {
            XCTAssertLessThan(segment.count, 40, "wider than the terminal: '\(segment)'")
            XCTAssertTrue(segment.range(of: " ETA [0-9]+s$", options: .regularExpression) != nil, "the time left is shown: '\(segment)'")
        }
        let message = try XCTUnwrap(screen.range(of: "zoetrope: error: render cancelled by SIGTERM"), screen)
        let before = screen[..<message.lowerBound]
        XCTAssertEqual(before.unicodeScalars.last, "\n", "the message must start on a fresh line: \(before.suffix(80).debugDescription)")
        XCTAssertTrue(before.contains("█") || before.contains("·"), "a bar was drawn before the message")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    /// With `--max-size` every try is a render of its own, and each try's end used to force a
    /// redraw: 14 to 18 in a second. The terminal's output is timed by `script --log-timing`
    /// (each read's delay and size), so each redraw has a time; no second may hold more than 10,
    /// plus the one that closes the bar. A budget nothing meets runs every try (11), a second or
    /// more of them in an optimised build.
    func testMaxSizeTriesRedrawAtMostTenTimesInAnySecond() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let inner = "stty cols 60 rows 20; $Z render loading-indicator --width 320 --to 1 --max-size 100B -o x.gif; echo status=$?"
        let result = try CLI.shell("script -qfe --log-timing timing.txt -c '\(inner)' screen.txt >/dev/null", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let screen = try Data(contentsOf: folder.appendingPathComponent("screen.txt"))
        // The typescript starts with a line of its own ("Script started on …"); the timing covers what follows.
        var rest = screen.suffix(from: try XCTUnwrap(screen.firstIndex(of: UInt8(ascii: "\n"))) + 1)
        var time = 0.0
        var redraws: [Double] = []
        for line in try String(contentsOf: folder.appendingPathComponent("timing.txt"), encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let delay = Double(fields[0]), let size = Int(fields[1]) else { continue }
            time += delay
            let read = String(decoding: rest.prefix(size), as: UTF8.self)
            rest = rest.dropFirst(size)
            redraws += read.components(separatedBy: "\r").filter { $0.contains("ETA") }.map { _ in time }
        }
        let text = String(decoding: screen, as: UTF8.self)
        XCTAssertTrue(text.contains("over the 100-byte limit; nothing written"), text)
        XCTAssertTrue(text.contains("status=1"), text)
        XCTAssertGreaterThan(redraws.count, 3, text)
        let busiest = redraws.map { start in redraws.filter { $0 >= start && $0 < start + 1 }.count }.max() ?? 0
        XCTAssertLessThanOrEqual(busiest, 11, "redraws at \(redraws)")
    }
}
