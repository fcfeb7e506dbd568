import Foundation
import XCTest
import ZoetropeTestSupport

/// `render --json` writes newline-delimited JSON on stderr on every path: progress, notes,
/// errors and cancellation alike.
final class JSONEventsTests: XCTestCase {
    private func events(_ stderr: String, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        stderr.split(separator: "\n").compactMap { text in
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            XCTAssertNotNil(object, "not a JSON object: \(text)", file: file, line: line)
            return object
        }
    }

    func testErrorsAreEvents() throws {
        for arguments in ["render nope --json -o x.mp4", "render clock --json --fps -3 -o x.mp4", "render clock --json --bogus",
                          "render clock --json -o x.xyz", "render clock --json -o /no/such/folder/x.mp4"] {
            let result = try CLI.shell("$Z \(arguments)")
            XCTAssertNotEqual(result.status, 0, arguments)
            let all = events(result.stderr)
            XCTAssertEqual(all.count, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(all.first?["event"] as? String, "error", arguments)
            XCTAssertFalse((all.first?["message"] as? String ?? "").isEmpty, arguments)
        }
    }

    func testLibrariesOwnLinesBecomeNoteEvents() throws {
        // fontconfig prints "Fontconfig error: Cannot load default config file" itself.
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let result = try CLI.shell("FONTCONFIG_FILE=/nonexistent $Z render fancy-label --to 0.1 --json -o x.mp4", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let notes = events(result.stderr).filter { $0["source"] as? String == "library" }
        XCTAssertTrue(notes.contains { $0["event"] as? String == "note" && ($0["message"] as? String ?? "").hasPrefix("Fontconfig") },
                      result.stderr)
        let plain = try CLI.shell("FONTCONFIG_FILE=/nonexistent $Z render fancy-label --to 0.1 -o y.mp4 --quiet", in: folder)
        XCTAssertTrue(plain.stderr.hasPrefix("Fontconfig"), "without --json the library's line is left as it is: \(plain.stderr)")
    }

    func testProgressNotesAndCancellationAreEvents() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let process = Process()
        process.executableURL = CLI.zoetrope
        // An odd pixel size brings a note before the frames.
        process.arguments = ["render", "city-guide", "--scale", "1.001", "--json", "-o", folder.appendingPathComponent("x.mp4").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("\"event\":\"frame\"") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        process.terminate()
        seen.append(errors.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()

        let all = events(String(decoding: seen, as: UTF8.self))
        let kinds = all.compactMap { $0["event"] as? String }
        XCTAssertEqual(kinds.first, "note")
        XCTAssertTrue(kinds.contains("started") && kinds.contains("frame"), "\(kinds)")
        XCTAssertEqual(kinds.last, "cancelled")
        XCTAssertEqual(all.last?["signal"] as? String, "SIGTERM")
        XCTAssertEqual(process.terminationStatus, 128 + SIGTERM)
    }
}
