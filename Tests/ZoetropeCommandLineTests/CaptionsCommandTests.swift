import Foundation
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// Two subtitles at 30 fps on a small canvas.
private struct SubtitledScene: Scene, DefaultConstructible {
    static let name = "subtitled"
    static let summary = "test scene"
    static let cues: [(text: String, from: Double, to: Double)] = [("Tap a city", 0.51, 1.26), ("Drag it up", 1.4, 2)]
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 2 }
    var fps: Int { 30 }

    func setUp(on stage: Stage) {
        for cue in Self.cues { stage.caption(cue.text, from: cue.from, to: cue.to) }
    }
}

/// `render --captions`: the sidecar's cues, read back by ffprobe, start and end at the first
/// frames with and without the caption (frame k at k/30 s), to the millisecond rounded down.
final class CaptionsCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-captions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    private func run(_ arguments: String...) -> Int32 {
        ZoetropeCommand.run(arguments: arguments, scenes: [SubtitledScene.self])
    }

    /// (start, end) of each packet ffprobe reads from `url`, in seconds.
    private func probedCues(_ url: URL) throws -> [(Double, Double)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-show_entries", "packet=pts_time,duration_time", "-of", "csv=p=0", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: ",").compactMap { Double($0) }
            return (fields[0], fields[0] + fields[1])
        }
    }

    func testSidecarCuesAreExactToTheFrame() throws {
        for name in ["a.vtt", "a.srt"] {
            let video = directory.appendingPathComponent("a.mp4"), captions = directory.appendingPathComponent(name)
            XCTAssertEqual(run("render", "subtitled", "-o", video.path, "--captions", captions.path, "--quiet"), 0)
            let cues = try probedCues(captions)
            XCTAssertEqual(cues.count, SubtitledScene.cues.count, name)
            for ((start, end), scripted) in zip(cues, SubtitledScene.cues) {
                let first = (scripted.from * 30).rounded(.up), after = (scripted.to * 30).rounded(.up)
                XCTAssertEqual(start, (first / 30 * 1000).rounded(.down) / 1000, accuracy: 1e-6, "\(name) \(scripted.text)")
                XCTAssertEqual(end, (after / 30 * 1000).rounded(.down) / 1000, accuracy: 1e-6, "\(name) \(scripted.text)")
                // A player at a frame's time shows the cue exactly on the frames with the caption.
                XCTAssertTrue(start <= first / 30 && start > (first - 1) / 30)
                XCTAssertTrue(end <= after / 30 && end > (after - 1) / 30)
            }
        }
        XCTAssertTrue(try String(contentsOf: directory.appendingPathComponent("a.vtt"), encoding: .utf8).hasPrefix("WEBVTT\n"))
    }

    func testBadCaptionNamesAreUsageErrors() throws {
        let video = directory.appendingPathComponent("a.mp4").path
        XCTAssertEqual(run("render", "subtitled", "-o", video, "--captions", directory.appendingPathComponent("a.txt").path), 64)
        XCTAssertEqual(run("render", "--all", "-o", directory.path, "--captions", directory.appendingPathComponent("a.vtt").path), 64)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
