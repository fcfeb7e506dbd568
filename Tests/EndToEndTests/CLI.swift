import Foundation
import XCTest

/// Runs the built `zoetrope` executable and the system's ffprobe/ffmpeg.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `zoetrope` binary next to the test bundle.
    static var zoetrope: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("zoetrope").path),
              directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("zoetrope")
    }

    /// Runs `executable` to its end; `environment` entries are added to this process's, and
    /// `directory` is its working directory when given.
    @discardableResult
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func zoetrope(_ arguments: String...) throws -> Result { try run(zoetrope, arguments) }

    /// Runs a bash script with `$Z` set to the `zoetrope` binary, for redirections and pipes
    /// (`$Z list >/dev/full`, `$Z trace clock | head -1; echo ${PIPESTATUS[0]}`).
    static func shell(_ script: String, in directory: URL? = nil) throws -> Result {
        try run(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: ["Z": zoetrope.path], in: directory)
    }

    /// Waits (up to 30 s) until process `pid` blocks the signals it handles (SIGPIPE among them),
    /// which `zoetrope` does as its command starts, for a thread of its own to take them; a
    /// signal sent from then on reaches that thread.
    static func waitForSignalHandling(_ pid: Int32) throws {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if handlesSignals(pid) { return }
            usleep(1_000)
        }
        throw NSError(domain: "zoetrope-e2e", code: 1, userInfo: [NSLocalizedDescriptionKey: "signal handling never started"])
    }

    /// Whether process `pid`'s main thread blocks SIGPIPE, as `zoetrope` does once it handles signals.
    static func handlesSignals(_ pid: Int32) -> Bool {
        let bit = UInt64(1) << (UInt64(SIGPIPE) - 1)
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("SigBlk:") {
            let mask = UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16) ?? 0
            if mask & bit != 0 { return true }
        }
        return false
    }

    /// ffprobe's JSON description of the first video stream and the format.
    static func probe(_ path: String) throws -> (stream: [String: Any], format: [String: Any]) {
        let result = try run(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                             ["-v", "error", "-count_frames", "-show_streams", "-show_format", "-of", "json", path])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let stream = (json?["streams"] as? [[String: Any]])?.first ?? [:]
        return (stream, json?["format"] as? [String: Any] ?? [:])
    }

    /// Decodes a video's last frame to RGBA bytes with ffmpeg (written to a PNG-free raw file).
    static func lastFrameRGBA(_ path: String, frameCount: Int) throws -> [UInt8] {
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-frame-\(UUID().uuidString).rgba")
        defer { try? FileManager.default.removeItem(at: raw) }
        let result = try run(URL(fileURLWithPath: "/usr/bin/ffmpeg"),
                             ["-v", "error", "-i", path, "-vf", "select=eq(n\\,\(frameCount - 1))", "-vframes", "1",
                              "-f", "rawvideo", "-pix_fmt", "rgba", raw.path])
        guard result.status == 0 else { throw NSError(domain: "ffmpeg", code: Int(result.status)) }
        let bytes = Array(try Data(contentsOf: raw))
        // No frame at that index: an error for the test, not an out-of-range crash of every test.
        guard !bytes.isEmpty else { throw NSError(domain: "ffmpeg: no frame \(frameCount - 1) in \(path)", code: 1) }
        return bytes
    }

    /// Decodes an image file's first frame to RGBA bytes with ffmpeg.
    static func decodeRGBA(_ path: String) throws -> [UInt8] {
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-image-\(UUID().uuidString).rgba")
        defer { try? FileManager.default.removeItem(at: raw) }
        let result = try run(URL(fileURLWithPath: "/usr/bin/ffmpeg"),
                             ["-v", "error", "-i", path, "-vframes", "1", "-f", "rawvideo", "-pix_fmt", "rgba", raw.path])
        guard result.status == 0 else { throw NSError(domain: "ffmpeg", code: Int(result.status)) }
        return Array(try Data(contentsOf: raw))
    }

    /// Runs `zoetrope` with each case's arguments in `folder` and asserts a usage error: exit 64
    /// and one line on stderr that contains the case's message.
    static func assertUsageErrors(_ cases: [([String], String)], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for (arguments, message) in cases {
            let result = try run(zoetrope, arguments, in: folder)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)", file: file, line: line)
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)", file: file, line: line)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, file: file, line: line)
        }
    }
}
