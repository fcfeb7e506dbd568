import Foundation
import XCTest

/// Ctrl-C during a render: the command stops, exits non-zero, keeps an existing file and leaves
/// no partial output behind.
final class InterruptTests: XCTestCase {
    func testSIGINTMidRenderKeepsTheOldFileAndLeavesNothingBehind() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-sigint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("x.mp4")
        try Data("old".utf8).write(to: output)

        let process = Process()
        process.executableURL = CLI.zoetrope
        process.arguments = ["render", "city-guide", "-o", output.path, "--json"]
        let events = Pipe()
        process.standardError = events
        process.standardOutput = Pipe()
        try process.run()
        // Wait until frames are being rendered (the first progress event), then interrupt.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("\"event\":\"frame\"") {
            let chunk = events.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        process.interrupt()
        process.waitUntilExit()

        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["x.mp4"])
        let stderr = String(decoding: seen + events.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(stderr.contains("render cancelled"), stderr)
    }
}
