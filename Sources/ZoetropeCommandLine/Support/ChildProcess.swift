import Foundation
import MediaEncoding
import Zoetrope

/// A program run to its end with its output collected: how `review` drives git, SwiftPM and the
/// builds it makes, and how `preview --watch` rebuilds.
enum ChildProcess {
    /// What a finished program left.
    struct Result {
        let status: Int32
        /// Standard output and standard error, interleaved as written.
        let output: String

        /// The output's last `count` non-empty lines, for an error message.
        func lastLines(_ count: Int) -> String {
            output.split(separator: "\n").suffix(count).joined(separator: "\n")
        }
    }

    /// Runs `arguments[0]` (found on PATH) with the rest as its arguments, in `folder`, with no
    /// standard input; throws only when the program cannot be started.
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw ChildProcessError(message: "cannot run \(arguments.first ?? "a program"): \(error.localizedDescription)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}

/// A program that could not be started.
struct ChildProcessError: Error, CustomStringConvertible, CategorizedError {
    var category: ErrorCategory { .failure }

    let message: String
    var description: String { message }
}
