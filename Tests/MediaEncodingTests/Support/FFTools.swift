import Foundation
import XCTest

/// Runs the ffprobe/ffmpeg command-line tools to inspect what the writers produced.
enum FFTools {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `/usr/bin/<tool>` and returns its standard output; throws on a non-zero exit.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
                          + (String(data: messages, encoding: .utf8) ?? ""))
        }
        return data
    }

    /// `ffprobe -show_streams -show_format -count_frames` as JSON: (first stream, format).
    static func probe(_ url: URL) throws -> (stream: [String: Any], format: [String: Any]) {
        let data = try run("ffprobe", ["-v", "error", "-count_frames", "-show_streams", "-show_format",
                                       "-of", "json", url.path])
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard let streams = json?["streams"] as? [[String: Any]], let stream = streams.first,
              let format = json?["format"] as? [String: Any] else {
            throw Failure(description: "ffprobe gave no stream for \(url.path)")
        }
        return (stream, format)
    }

    /// Decodes every frame to packed bytes of `pixelFormat` (rgb24 or rgba).
    static func decode(_ url: URL, pixelFormat: String, decoder: String? = nil, filter: String? = nil) throws -> Data {
        var arguments = ["-v", "error"]
        if let decoder { arguments += ["-c:v", decoder] }
        arguments += ["-i", url.path]
        if let filter { arguments += ["-vf", filter] }
        arguments += ["-f", "rawvideo", "-pix_fmt", pixelFormat, "-"]
        return try run("ffmpeg", arguments)
    }
}

/// Peak signal-to-noise ratio in dB of 8-bit samples `decoded` against `reference` (same length).
func psnr(_ decoded: [UInt8], _ reference: [UInt8]) -> Double {
    precondition(decoded.count == reference.count)
    var squared = 0.0
    for (a, b) in zip(decoded, reference) {
        let d = Double(a) - Double(b)
        squared += d * d
    }
    let mse = squared / Double(decoded.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// The image as packed rgb24 (alpha dropped) or rgba bytes.
func packed(_ image: [[RGBA]], alpha: Bool) -> [UInt8] {
    image.flatMap { row in row.flatMap { alpha ? [$0.r, $0.g, $0.b, $0.a] : [$0.r, $0.g, $0.b] } }
}
