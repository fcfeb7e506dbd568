import Foundation
import Synchronization
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

/// A scene whose set-up and two scripted steps write to a log; the steps add a caption and a
/// sound, so a render has tracks to learn from its playing, the second after chunk 0's frames.
private struct SideEffectsScene: Scene, DefaultConstructible {
    static let name = "side-effects"
    static let summary = "test scene"
    private static let entries = Mutex<[String]>([])
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 2 }
    var fps: Int { 10 }

    /// What was logged since the last call, then an empty log.
    static func takeLog() -> [String] { entries.withLock { log in defer { log.removeAll() }; return log } }

    private static func record(_ entry: String) { entries.withLock { $0.append(entry) } }

    func setUp(on stage: Stage) {
        Self.record("set-up")
        stage.at(0.5) {
            Self.record("step at 0.5")
            stage.caption("Hello", from: 0.6, to: 0.9)
        }
        stage.at(1.5) {
            Self.record("step at 1.5")
            stage.audio(AudioFixtures.tap, at: 1.6)
        }
    }
}

/// A scene's set-up and each scripted step run once per render (issue 47, item 8): every command
/// that plays the scene, through the library call the command line makes, and the render still
/// carries the tracks its steps script as they run.
final class SetUpOnceTests: XCTestCase {
    private var directory: URL!
    private let everything = ["set-up", "step at 0.5", "step at 1.5"]

    override func setUpWithError() throws {
        directory = try makeTemporaryFolder("zoetrope-set-up-once")
        _ = SideEffectsScene.takeLog()
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The log of one command: it must succeed.
    private func log(_ arguments: String...) -> [String] {
        XCTAssertEqual(ZoetropeCommand.run(arguments: arguments, scenes: [SideEffectsScene.self]), 0, "\(arguments)")
        return SideEffectsScene.takeLog()
    }

    func testARenderRunsTheSetUpAndEachStepOnce() throws {
        for name in ["a.mp4", "a.webm", "a.mov", "a.gif", "frames-%03d.png"] {
            XCTAssertEqual(log("render", "side-effects", "-o", path(name), "--quiet"), everything, name)
        }
    }

    func testARenderWithACaptionsFileRunsThemOnce() throws {
        XCTAssertEqual(log("render", "side-effects", "-o", path("b.mp4"), "--captions", path("b.vtt"), "--quiet"), everything)
        let captions = try String(contentsOfFile: path("b.vtt"), encoding: .utf8)
        XCTAssertTrue(captions.contains("00:00:00.600 --> 00:00:00.900\nHello"), captions)
    }

    func testEachChunkRunsThemOnceAndTheChunksJoinIntoTheSingleRender() throws {
        XCTAssertEqual(log("render", "side-effects", "-o", path("single.mp4"), "--quiet"), everything)
        // Chunk 0 draws frames 0–9; its steps past them still run, once, for the render's tracks.
        for index in 0..<2 {
            XCTAssertEqual(log("render", "side-effects", "--chunk", "\(index)/2", "-o", path("part-\(index).mp4"), "--quiet"), everything)
        }
        XCTAssertEqual(ZoetropeCommand.run(arguments: ["concat", path("part-0.mp4"), path("part-1.mp4"), "-o", path("joined.mp4"), "--quiet"],
                                           scenes: [SideEffectsScene.self]), 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("joined.mp4"))),
                       try Data(contentsOf: URL(fileURLWithPath: path("single.mp4"))))
    }

    func testAStillAndAFilmstripRunThemOnce() {
        XCTAssertEqual(log("still", "side-effects", "--at", "1.9", "-o", path("s.png")), everything)
        XCTAssertEqual(log("still", "side-effects", "--at", "1", "-o", path("s.png")), ["set-up", "step at 0.5"], "a step after the still's time does not run")
        XCTAssertEqual(log("filmstrip", "side-effects", "-o", path("f.png")), everything)
    }
}
