import Foundation

/// A user's own package, written by `zoetrope init` the way a user starts one: a library with a
/// scene, an executable that is one call, and tests.
struct UserPackageFixture {
    let root: URL
    /// Where a clean clone of the package goes: beside it, so both reach Zoetrope at the same
    /// `../zoetrope`.
    let clone: URL
    /// The package's build folder: the clone's `.build`, so the clone builds only its own modules
    /// again (the same absolute paths to Zoetrope's sources and outputs), as a workflow's restored
    /// cache lets it.
    let scratch: URL
    /// What `zoetrope init` said.
    let initResult: CLI.Result

    /// The README's commands for a package of one's own (the first `sh` block of "Your own
    /// scenes"), without their comments: the test follows them, so the README cannot drift.
    static func readmeCommands(in repository: URL) throws -> [String] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = readme.range(of: "## Your own scenes"),
              let open = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
              let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex) else { return [] }
        return readme[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// Writes the package with the README's `zoetrope init` line (`zoetrope` being the built tool),
    /// run verbatim in a temporary folder named after the repository path where `zoetrope` is a
    /// link to this repository, as a user runs it beside their checkout. The build directory lives
    /// beside it (in the clone's folder), stable across runs, so later runs rebuild incrementally.
    init(dependingOn repository: URL) throws {
        let tag = String(UInt64(bitPattern: Int64(repository.path.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })), radix: 16)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-user-package-\(tag)")
        root = base.appendingPathComponent("my-animations")
        clone = base.appendingPathComponent("clone")
        scratch = clone.appendingPathComponent(".build")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try Self.link(base.appendingPathComponent("zoetrope"), to: repository)
        let line = try Self.readmeCommands(in: repository).first { $0.hasPrefix("zoetrope init ") } ?? "zoetrope init (missing in README)"
        let command = "'\(CLI.zoetrope.path)'" + line.dropFirst("zoetrope".count)
        initResult = try CLI.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: base)
        // The repository's pins, so the same swift-argument-parser is used (from SwiftPM's cache).
        let resolved = repository.appendingPathComponent("Package.resolved")
        if FileManager.default.fileExists(atPath: resolved.path), FileManager.default.fileExists(atPath: root.path) {
            try FileManager.default.copyItem(at: resolved, to: root.appendingPathComponent("Package.resolved"))
        }
    }

    /// Makes `link` a symbolic link to `target`, replacing what was there.
    static func link(_ link: URL, to target: URL) throws {
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    }

    /// Runs the package's tests (`swift test`).
    func test(timeout: TimeInterval) throws -> CLI.Result {
        try Self.run(URL(fileURLWithPath: "/usr/bin/env"),
                     ["swift", "test", "--package-path", root.path, "--scratch-path", scratch.path], timeout: timeout)
    }

    /// Builds the package. An incremental build can fail when the repository gained or lost
    /// source files (SwiftPM reuses its plan for the unchanged manifest); then the build
    /// directory is removed and the package built once more from scratch.
    func build(timeout: TimeInterval) throws -> CLI.Result {
        let arguments = ["swift", "build", "--package-path", root.path, "--scratch-path", scratch.path]
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let first = try Self.run(env, arguments, timeout: timeout)
        guard first.status != 0, FileManager.default.fileExists(atPath: scratch.path) else { return first }
        try FileManager.default.removeItem(at: scratch)
        return try Self.run(env, arguments, timeout: timeout)
    }

    /// Runs a process, killing it after `timeout` seconds (a build that hangs fails the test
    /// instead of the suite).
    /// `environment` is added to this process's; `folder` is the working directory.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
                    timeout: TimeInterval) throws -> CLI.Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errData, as: UTF8.self))
    }
}
