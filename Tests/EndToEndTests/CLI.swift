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

    @discardableResult
    static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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
        return Array(try Data(contentsOf: raw))
    }
}
