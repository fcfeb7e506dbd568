import Foundation
import XCTest

/// A running `zoetrope preview --port 0 …` (or another long-running server such as chromedriver),
/// stopped when the test ends; `address` is the page's address it printed.
final class PreviewProcess {
    let process = Process()
    let address: URL
    /// What it printed before the address (warnings, for instance).
    private(set) var linesBeforeAddress: [String] = []

    /// Starts `executable` with `arguments` in `folder` (with `environment` added to this
    /// process's) and waits (up to `timeout` seconds) for
    /// a line of its output containing an address matching `pattern` (its first capture group).
    init(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
         addressPattern pattern: String, timeout: Double = 30, test: XCTestCase) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let running = process
        test.addTeardownBlock {
            if running.isRunning { running.terminate(); running.waitUntilExit() }
        }
        let regex = try NSRegularExpression(pattern: pattern)
        let reader = LineReader(output.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            guard let line = reader.nextLine(before: deadline) else {
                throw PreviewTestError("\(executable.lastPathComponent) printed no address within \(timeout) s; output: \(reader.text)")
            }
            let range = NSRange(line.startIndex..., in: line)
            if let match = regex.firstMatch(in: line, range: range), let found = Range(match.range(at: 1), in: line),
               let url = URL(string: String(line[found])) {
                // The reader's thread keeps reading, so the process never blocks on a full pipe.
                address = url
                return
            }
            linesBeforeAddress.append(line)
        }
    }

    /// `zoetrope preview --port 0 <arguments>`.
    convenience init(preview arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
                     test: XCTestCase) throws {
        try self.init(CLI.zoetrope, ["preview", "--port", "0"] + arguments, in: folder, environment: environment,
                      addressPattern: "Preview at (http://[0-9.]+:[0-9]+/)", test: test)
    }
}

/// One HTTP exchange, synchronously, through curl (Foundation's URLSession on Linux fails on
/// chromedriver's responses to POSTs, "Failed writing header").
enum HTTP {
    struct Response {
        let status: Int
        let contentType: String?
        let body: Data
        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
    }

    static func request(_ url: URL, method: String = "GET", json: Any? = nil, headers: [String] = [],
                        timeout: Double = 60) throws -> Response {
        let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent("http-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bodyFile) }
        var arguments = ["-s", "-S", "--max-time", "\(Int(timeout))", "-o", bodyFile.path, "-w", "%{http_code} %{content_type}"]
        // HEAD through -X would wait for the body the headers announce.
        arguments += method == "HEAD" ? ["--head"] : ["-X", method]
        arguments += headers.flatMap { ["-H", $0] }
        if let json {
            let requestFile = bodyFile.appendingPathExtension("request")
            try JSONSerialization.data(withJSONObject: json).write(to: requestFile)
            arguments += ["-H", "Content-Type: application/json", "--data-binary", "@" + requestFile.path]
        }
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/curl"), arguments + [url.absoluteString])
        try? FileManager.default.removeItem(at: bodyFile.appendingPathExtension("request"))
        let fields = result.stdout.split(separator: " ", maxSplits: 1).map(String.init)
        guard result.status == 0, let status = fields.first.flatMap(Int.init), status > 0 else {
            throw PreviewTestError("\(method) \(url): curl exited \(result.status): \(result.stderr)")
        }
        return Response(status: status, contentType: fields.count > 1 ? fields[1] : nil,
                        body: (try? Data(contentsOf: bodyFile)) ?? Data())
    }

    static func get(_ base: URL, _ pathAndQuery: String) throws -> Response {
        try request(URL(string: pathAndQuery, relativeTo: base)!.absoluteURL)
    }
}

struct PreviewTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Lines of a pipe, read on a background thread so a deadline can be kept.
private final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSCondition()
    private var buffer = Data()
    private var ended = false
    private(set) var text = ""

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                lock.lock()
                if data.isEmpty { ended = true } else { buffer += data; text += String(decoding: data, as: UTF8.self) }
                lock.broadcast()
                lock.unlock()
                if data.isEmpty { return }
            }
        }
    }

    func nextLine(before deadline: Date) -> String? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if ended || !lock.wait(until: deadline) { return nil }
        }
    }
}
