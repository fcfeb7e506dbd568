import Foundation
import XCTest
import ZoetropeTestSupport

/// A PNG sequence is committed as a whole: the folder holds exactly the new sequence, an
/// interrupted render leaves the old one as it was, and other files are never touched.
final class PNGSequenceCommitTests: XCTestCase {
    func testStaleFramesOfALongerSequenceAreRemovedAndOtherFilesKept() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        XCTAssertEqual(try CLI.shell("$Z render clock --to 0.3 --fps 20 -o f-%03d.png --quiet", in: folder).status, 0)
        XCTAssertEqual(try frames(in: folder).count, 6)
        // Names the pattern produces (f-9999.png is frame 9999 of %03d) go; near misses stay.
        let unrelated = ["f-12.png", "f-004.png.bak", "g-001.png", "notes.txt"]
        for name in unrelated + ["f-9999.png"] { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }

        XCTAssertEqual(try CLI.shell("$Z render clock --to 0.1 --fps 20 -o f-%03d.png --quiet", in: folder).status, 0)
        XCTAssertEqual(try frames(in: folder), ["f-000.png", "f-001.png"])
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        XCTAssertEqual(left, Set(unrelated + ["f-000.png", "f-001.png"]))
    }

    func testWidePatternsNameEveryFrameAndReplaceStaleOnes() throws {
        for width in [10, 19] {
            let folder = try makeTemporaryFolder("zoetrope-e2e")
            let pad = { (index: Int) in "f-" + String(repeating: "0", count: width - String(index).count) + "\(index).png" }
            XCTAssertEqual(try CLI.shell("$Z render clock --to 0.3 --fps 20 -o f-%0\(width)d.png --quiet", in: folder).status, 0)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), (0..<6).map(pad))
            try Data("x".utf8).write(to: folder.appendingPathComponent(pad(123_456_789)))
            XCTAssertEqual(try CLI.shell("$Z render clock --to 0.1 --fps 20 -o f-%0\(width)d.png --quiet", in: folder).status, 0)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [pad(0), pad(1)],
                           "%0\(width)d: the longer sequence's frames are gone")
        }
    }

    func testPatternsWiderThanFrameNumbersCanBeAreRefused() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        for pattern in ["f-%20d.png", "f-%030d.png", "f-%99999999999999999999d.png"] {
            let result = try CLI.shell("$Z render clock --to 0.1 -o '\(pattern)'", in: folder)
            XCTAssertEqual(result.status, 64, "\(pattern): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("at most 19 are supported"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAnInterruptedSequenceLeavesTheOldOneAsItWas() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        XCTAssertEqual(try CLI.shell("$Z render clock --to 0.2 --fps 20 -o f-%03d.png --quiet", in: folder).status, 0)
        let before = try snapshot(folder)

        let process = Process()
        process.executableURL = CLI.zoetrope
        process.arguments = ["render", "city-guide", "--scale", "2", "-o", folder.appendingPathComponent("f-%03d.png").path, "--quiet"]
        try process.run()
        // Wait until the new sequence is under way in its hidden folder, then stop it.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, try !hiddenFolderHasFrames(folder) { usleep(5_000) }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationStatus, 128 + SIGTERM)
        XCTAssertEqual(try snapshot(folder), before, "the old frames are unchanged and nothing else is there")
    }

    private func frames(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.range(of: "^f-[0-9]{3}\\.png$", options: .regularExpression) != nil }.sorted()
    }

    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    private func hiddenFolderHasFrames(_ folder: URL) throws -> Bool {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix(".") {
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            if inside.count >= 2 { return true }
        }
        return false
    }
}
