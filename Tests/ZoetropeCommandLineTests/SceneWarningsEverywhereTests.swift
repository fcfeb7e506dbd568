import Foundation
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

/// A layer with a plain stored property: on iOS `@NSManaged` makes it animatable; here an
/// animation of it animates nothing, which the engine warns about.
private final class PlainLayer: Layer {
    var radius = 50.0
}

/// An animation of `radius` from 0.1 s, which animates nothing.
private struct SilentScene: Scene, DefaultConstructible {
    static let name = "silent"
    static let summary = "test scene"
    var size: Size { Size(width: 32, height: 32) }
    var duration: Double { 1 }
    var fps: Int { 10 }

    func setUp(on stage: Stage) {
        let layer = PlainLayer()
        layer.name = "plain"
        stage.rootLayer.addSublayer(layer)
        stage.at(0.1) {
            let animation = BasicAnimation(keyPath: "radius")
            animation.toValue = 150.0
            layer.add(animation, forKey: "grow")
        }
    }
}

/// Nothing silent, anywhere: the warning that an animation animates nothing reaches every
/// command that plays the scene — `render --quiet` too (quiet means no progress) — once.
final class SceneWarningsEverywhereTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-warnings") }

    /// The lines `arguments` write to standard error, run in this process.
    private func messages(_ arguments: String...) throws -> [String] {
        let log = directory.appendingPathComponent("stderr-\(arguments[0]).txt")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        Console.setErrorDescriptor(handle.fileDescriptor)
        defer { Console.setErrorDescriptor(STDERR_FILENO) }
        let status = ZoetropeCommand.run(arguments: arguments, scenes: [SilentScene.self])
        try handle.close()
        XCTAssertEqual(status, 0, "\(arguments)")
        return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    private func assertOneWarning(_ lines: [String], _ command: String, file: StaticString = #filePath, line: UInt = #line) {
        let warnings = lines.filter { $0.contains("warning: ") && $0.contains("'radius'") && $0.contains("PlainLayer") }
        XCTAssertEqual(warnings.count, 1, "\(command): \(lines)", file: file, line: line)
        XCTAssertFalse(lines.contains { $0.contains("note: warning:") }, "\(command) says warning once: \(lines)", file: file, line: line)
    }

    func testRenderQuietStillFilmstripAndTraceWarnOnce() throws {
        assertOneWarning(try messages("render", "silent", "-o", directory.appendingPathComponent("a.gif").path, "--quiet"), "render --quiet")
        assertOneWarning(try messages("still", "silent", "--at", "0.5", "-o", directory.appendingPathComponent("s.png").path), "still")
        assertOneWarning(try messages("filmstrip", "silent", "-o", directory.appendingPathComponent("f.png").path), "filmstrip")
        assertOneWarning(try messages("trace", "silent", "--layer", "plain", "--property", "opacity"), "trace")
    }

    /// The preview draws frames on its render pool's threads: the observer bound around the
    /// server (`PreviewCommand`) hears what those frames note.
    func testThePreviewsRenderPoolCarriesTheObserver() async throws {
        let heard = NoteBox()
        let pool = RenderPool(width: 2)
        let layers = try await Playback.$noteObserver.withValue(NoteObserver { heard.append($0) }) {
            try await pool.run(cost: 1) { try Scrubber(scene: SilentScene()).tree(at: 0.5).allLayers.count }
        }
        XCTAssertGreaterThan(layers, 1)
        XCTAssertEqual(heard.notes.filter { $0.contains("'radius'") }.count, 1, "\(heard.notes)")
    }
}

/// Notes heard from any thread.
private final class NoteBox: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [String] = []
    func append(_ note: String) { lock.withLock { heard.append(note) } }
    var notes: [String] { lock.withLock { heard } }
}
