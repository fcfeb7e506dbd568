import Foundation
import XCTest
import ZoetropeTestSupport

/// Standard output and error that cannot be written: progress is dropped, the command's own
/// output failing is an error, a closed pipe ends the command like SIGPIPE, nothing partial stays.
final class OutputStreamTests: XCTestCase {
    func testAFullOrClosedStderrDropsProgressAndTheRenderSucceeds() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        for (name, redirect) in [("full.mp4", "2>/dev/full"), ("closed.mp4", "2>&-")] {
            let result = try CLI.shell("$Z render loading-indicator --to 0.2 -o \(name) \(redirect)", in: folder)
            XCTAssertEqual(result.status, 0, "\(redirect): \(result.stderr)")
            XCTAssertEqual(try CLI.probe(folder.appendingPathComponent(name).path).stream["nb_read_frames"] as? String, "12")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["closed.mp4", "full.mp4"])
    }

    func testOutputThatCannotBeWrittenIsAnErrorLikeCat() throws {
        for command in ["list", "trace clock", "curves --csv", "list --names"] {
            for redirect in [">/dev/full", ">&-"] {
                let result = try CLI.shell("$Z \(command) \(redirect)")
                XCTAssertEqual(result.status, 1, "\(command) \(redirect)")
                let lines = result.stderr.split(separator: "\n")
                XCTAssertEqual(lines.count, 1, "\(command) \(redirect): \(result.stderr)")
                XCTAssertTrue(lines.first?.hasPrefix("zoetrope: error: cannot write to standard output: ") == true, result.stderr)
            }
        }
    }

    func testHelpToAFullDiskFails() throws {
        let result = try CLI.shell("$Z --help >/dev/full")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("No space left on device"), result.stderr)
    }

    func testAClosedPipeOnStdoutEndsTheCommandAsSIGPIPE() throws {
        let result = try CLI.shell("$Z trace city-guide --fps 60 | head -1 >/dev/null; echo ${PIPESTATUS[0]}")
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "\(128 + SIGPIPE)", result.stderr)
    }

    func testAClosedPipeOnStderrStopsARenderAndLeavesNothing() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        try Data("old".utf8).write(to: folder.appendingPathComponent("x.mp4"))
        let result = try CLI.shell("$Z render loading-indicator --scale 0.5 -o x.mp4 2>&1 >/dev/null | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}",
                                   in: folder)
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "\(128 + SIGPIPE)", result.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("x.mp4"), encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["x.mp4"])
    }

    func testAReaderGoneBeforeTheConfirmationDoesNotCancelACommittedRender() throws {
        // `true` exits at once: the line naming the committed file meets a closed pipe.
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        for output in ["out.mp4", "out.gif", "f-%02d.png"] {
            let result = try CLI.shell("$Z render clock --to 0.2 -o '\(output)' | true; echo ${PIPESTATUS[0]}", in: folder)
            XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "0", "\(output): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("cancelled"), "\(output): \(result.stderr)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["f-00.png", "f-01.png", "f-02.png", "f-03.png", "f-04.png", "f-05.png", "f-06.png",
                               "f-07.png", "f-08.png", "f-09.png", "f-10.png", "f-11.png", "out.gif", "out.mp4"])
    }

    func testTheWrittenPathIsOnlyAConfirmation() throws {
        // The file is the command's output; a closed stdout loses only the line naming it.
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let result = try CLI.shell("$Z still clock --at 1 -o still.png >&-", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("still.png")).prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
    }
}
