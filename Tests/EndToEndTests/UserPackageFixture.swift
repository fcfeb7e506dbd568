import Foundation

/// Writes a small package that uses Zoetrope the way a user would: one scene of its own and a
/// `main.swift` that is one call.
struct UserPackageFixture {
    let root: URL
    let scratch: URL

    /// The package in a temporary folder named after the repository path (stable across runs).
    init(dependingOn repository: URL) throws {
        let tag = String(UInt64(bitPattern: Int64(repository.path.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })), radix: 16)
        root = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-user-package-\(tag)")
        scratch = root.appendingPathComponent(".build")
        let sources = root.appendingPathComponent("Sources/MyAnimations")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try write(Self.manifest(repository: repository), to: root.appendingPathComponent("Package.swift"))
        try write(Self.main, to: sources.appendingPathComponent("main.swift"))
        try write(Self.scene, to: sources.appendingPathComponent("GrowingSquare.swift"))
        // The repository's pins, so the same swift-argument-parser is used (from SwiftPM's cache).
        let resolved = repository.appendingPathComponent("Package.resolved")
        let copy = root.appendingPathComponent("Package.resolved")
        if FileManager.default.fileExists(atPath: resolved.path), !FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.copyItem(at: resolved, to: copy)
        }
    }

    /// Writes `text` unless the file already holds it (an unchanged file keeps its build products).
    private func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func manifest(repository: URL) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "MyAnimations",
            dependencies: [.package(path: "\(repository.path)")],
            targets: [
                .executableTarget(
                    name: "my-animations",
                    dependencies: [
                        .product(name: "Zoetrope", package: "\(repository.lastPathComponent)"),
                        .product(name: "ZoetropeCommandLine", package: "\(repository.lastPathComponent)"),
                    ],
                    path: "Sources/MyAnimations"
                ),
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    static let main = """
        import ZoetropeCommandLine

        ZoetropeCommand.main(scenes: [GrowingSquare.self])

        """

    static let scene = """
        import Zoetrope

        /// A red square that grows from 20 to 80 points and turns green in its first half second.
        struct GrowingSquare: Scene, DefaultConstructible {
            static let name = "growing-square"
            static let summary = "A square that grows and turns green"
            var size: Size { Size(width: 160, height: 120) }
            var duration: Double { 1 }
            var fps: Int { 20 }

            func setUp(on stage: Stage) {
                let square = Layer()
                square.name = "square"
                square.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
                square.position = Point(x: 80, y: 60)
                square.backgroundColor = Color(hex: 0xFF375F)
                stage.rootLayer.addSublayer(square)
                stage.at(0) {
                    Transaction.setAnimationDuration(0.5)
                    square.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
                    square.backgroundColor = Color(hex: 0x30D158)
                }
            }
        }

        """

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
    static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval) throws -> CLI.Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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
