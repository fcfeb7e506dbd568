import Foundation
import XCTest
import ZoetropeTestSupport

/// Signals that ask a process to stop, during every command that writes a file: the command
/// stops, exits with 128 + the signal's number, keeps an existing file byte for byte and leaves
/// no partial output behind.
final class InterruptTests: XCTestCase {
    private static let signals: [(Int32, String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"),
                                                     (SIGQUIT, "SIGQUIT"), (SIGPIPE, "SIGPIPE")]

    func testEverySignalMidRenderKeepsTheOldFileAndLeavesNothingBehind() throws {
        for (signal, name) in Self.signals {
            try assertStopped(by: signal, named: name, command: "render", ["render", "city-guide", "--json"], output: "x.mp4")
        }
    }

    func testStillFilmstripAndCurvesStopTheSameWay() throws {
        try assertStopped(by: SIGTERM, named: "SIGTERM", command: "still",
                          ["still", "city-guide", "--at", "10", "--scale", "8"], output: "x.png")
        try assertStopped(by: SIGHUP, named: "SIGHUP", command: "filmstrip",
                          ["filmstrip", "city-guide", "--frames", "200", "--columns", "20", "--width", "100", "--scale", "4"],
                          output: "x.pdf")
        try assertStopped(by: SIGINT, named: "SIGINT", command: "curves",
                          ["curves", "spring(mass=1,stiffness=10,damping=0.5)", "easeIn", "--scale", "8"], output: "x.png")
    }

    /// A read of an input file that does not finish in `ZOETROPE_READ_TIMEOUT` seconds ends the
    /// command with one line naming the file and status 1, the old output kept. A hung mount
    /// cannot be made here, so the timeout is made shorter than any read: a microsecond, while
    /// app-demo opens its screenshot, clip and font.
    func testAReadThatDoesNotFinishInTimeEndsTheCommandNamingTheFile() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let output = folder.appendingPathComponent("x.png")
        try Data("old".utf8).write(to: output)
        let result = try CLI.run(CLI.zoetrope, ["still", "app-demo", "--at", "2", "-o", output.path],
                                 environment: ["ZOETROPE_READ_TIMEOUT": "0.000001"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("zoetrope: error: reading /") == true, result.stderr)
        XCTAssertTrue(result.stderr.contains("has not finished after 1e-06 s"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: output), Data("old".utf8), "the old file is kept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["x.png"])
    }

    func testASignalWhileAPNGSequenceIsWrittenLeavesNoFolderBehind() throws {
        // The race made likely: tiny frames written fast, the signal sent once hundreds are in
        // the temporary folder, so removing them takes long enough for the writer to add more.
        for (signal, name) in [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")] {
            let folder = try makeTemporaryFolder("zoetrope-e2e")
            let process = Process()
            process.executableURL = CLI.zoetrope
            process.arguments = ["render", "loading-indicator", "--fps", "240", "--width", "16", "--quiet", "-o", "f-%05d.png"]
            process.currentDirectoryURL = folder
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            try waitForFrames(200, in: folder)
            kill(process.processIdentifier, signal)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 128 + signal, "\(name): \(stderr)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "\(name): \(stderr)")
            XCTAssertTrue(stderr.contains("render cancelled by \(name); no output written"), stderr)
        }
    }

    func testSignalsAreHandledFromTheCommandsFirstMoments() throws {
        // Signals sent while the process starts: once it handles them (its main thread blocks
        // them, checked just before sending) it must end with its message and 128 + N, whatever
        // it is doing (parsing, loading scenes); before that only the dynamic loader runs.
        var handled = 0
        // The later delays make sure some signal comes after handling starts, however long the
        // dynamic loader takes on a loaded machine (0.1–0.2 s for a debug build).
        for delay in [0.0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.08, 0.12, 0.25, 0.5, 1.0] {
            let folder = try makeTemporaryFolder("zoetrope-e2e")
            let process = Process()
            process.executableURL = CLI.zoetrope
            // A render of several seconds even in an optimised build, so the last signal still finds it running.
            process.arguments = ["render", "city-guide", "--quiet", "-o", "x.mp4"]
            process.currentDirectoryURL = folder
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            usleep(useconds_t(delay * 1e6))
            let handling = CLI.handlesSignals(process.processIdentifier)
            kill(process.processIdentifier, SIGINT)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "after \(delay) s")
            guard handling else { continue }
            handled += 1
            XCTAssertEqual(process.terminationReason, .exit, "after \(delay) s: \(stderr)")
            XCTAssertEqual(process.terminationStatus, 128 + SIGINT, "after \(delay) s: \(stderr)")
            XCTAssertTrue(stderr.contains("render cancelled by SIGINT"), "after \(delay) s: \(stderr)")
        }
        XCTAssertGreaterThan(handled, 0, "the process handled signals within 1 s")
    }

    /// Waits (up to 30 s) until a temporary PNG sequence folder in `folder` holds `count` frames.
    private func waitForFrames(_ count: Int, in folder: URL) throws {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let partial = try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix("-partial") }
            if let partial, let frames = try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(partial).path),
               frames.count >= count { return }
            usleep(2_000)
        }
        XCTFail("the render never wrote \(count) frames")
    }

    func testLeftoversOfAKilledRunAreRemovedByTheNextRender() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        // A process that has ended: its PID is free (until reused, which the test cannot see).
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier, alive = ProcessInfo.processInfo.processIdentifier
        let names = [".x.mp4.zoetrope-\(dead)-partial.mp4", ".x.mp4.zoetrope-\(alive)-partial.mp4", ".y.mp4.zoetrope-\(dead)-partial.mp4",
                     ".f-_03d.png.zoetrope-\(dead)-partial"]
        for name in names.prefix(3) { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(names[3]), withIntermediateDirectories: false)

        XCTAssertEqual(try CLI.shell("$Z render clock --to 0.1 -o x.mp4 --quiet && $Z render clock --to 0.1 -o f-%03d.png --quiet",
                                     in: folder).status, 0)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        XCTAssertFalse(left.contains(names[0]), "a dead run's file for x.mp4 goes")
        XCTAssertTrue(left.contains(names[1]), "a running process's file stays")
        XCTAssertTrue(left.contains(names[2]), "another destination's leftovers are not ours to judge")
        XCTAssertFalse(left.contains(names[3]), "a dead run's sequence folder goes")
    }

    /// Starts `arguments` writing `output` over an existing file, sends `signal` once the command
    /// handles signals, and checks the outcome.
    private func assertStopped(by signal: Int32, named name: String, command: String, _ arguments: [String], output: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let target = folder.appendingPathComponent(output)
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        let process = Process()
        process.executableURL = CLI.zoetrope
        process.arguments = arguments + ["-o", target.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try CLI.waitForSignalHandling(process.processIdentifier)
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationReason, .exit, "\(command) \(name)", file: file, line: line)
        XCTAssertEqual(process.terminationStatus, 128 + signal, "\(command) \(name): \(stderr)", file: file, line: line)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "old", "\(command) \(name)", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [output], "\(command) \(name)",
                       file: file, line: line)
        XCTAssertTrue(stderr.contains("\(command) cancelled by \(name)"), "\(command) \(name): \(stderr)", file: file, line: line)
    }
}
