import Foundation
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

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

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-captions") }

    private func run(_ arguments: String...) -> Int32 {
        ZoetropeCommand.run(arguments: arguments, scenes: [SubtitledScene.self])
    }

    /// What `tool` prints with `arguments`.
    private func output(of tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return text
    }

    /// (start, end) of each packet with text ffprobe reads from `url` (its subtitle stream), in
    /// seconds. The MP4 muxer fills gaps between cues with empty mov_text samples (2 bytes: a zero
    /// text length), which are left out.
    private func probedCues(_ url: URL) throws -> [(Double, Double)] {
        let text = try output(of: "ffprobe", ["-v", "error", "-select_streams", "s", "-show_entries",
                                               "packet=pts_time,duration_time,size", "-of", "csv=p=0", url.path])
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ",").compactMap { Double($0) }
            return fields[2] > 2 ? (fields[0], fields[0] + fields[1]) : nil
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

    /// Checks `cues` (seconds) against the scripted captions: each starts and ends at the first
    /// frame with and without it, to the millisecond rounded down.
    private func assertExactToTheFrame(_ cues: [(Double, Double)], _ name: String) {
        XCTAssertEqual(cues.count, SubtitledScene.cues.count, name)
        for ((start, end), scripted) in zip(cues, SubtitledScene.cues) {
            let first = (scripted.from * 30).rounded(.up), after = (scripted.to * 30).rounded(.up)
            XCTAssertEqual(start, (first / 30 * 1000).rounded(.down) / 1000, accuracy: 1e-6, "\(name) \(scripted.text)")
            XCTAssertEqual(end, (after / 30 * 1000).rounded(.down) / 1000, accuracy: 1e-6, "\(name) \(scripted.text)")
        }
    }

    func testVideosCarryTheCuesAsASoftSubtitleTrack() throws {
        for (name, codec) in [("a.mp4", "mov_text"), ("a.mov", "mov_text"), ("a.webm", "webvtt")] {
            let video = directory.appendingPathComponent(name)
            XCTAssertEqual(run("render", "subtitled", "-o", video.path, "--quiet"), 0)
            let streams = try output(of: "ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name", "-of", "csv=p=0", video.path])
            XCTAssertEqual(streams.split(separator: "\n").filter { $0.hasSuffix("subtitle") }, ["\(codec),subtitle"], name)
            assertExactToTheFrame(try probedCues(video), name)
            // ffmpeg reads the text back.
            let text = try output(of: "ffmpeg", ["-v", "error", "-i", video.path, "-map", "0:s", "-f", "webvtt", "-"])
            for cue in SubtitledScene.cues { XCTAssertTrue(text.contains(cue.text), "\(name): \(text)") }
            // Same scene, same bytes.
            let again = directory.appendingPathComponent("again-" + name)
            XCTAssertEqual(run("render", "subtitled", "-o", again.path, "--quiet"), 0)
            XCTAssertEqual(try Data(contentsOf: video), try Data(contentsOf: again), name)
        }
    }

    func testChunksJoinIntoTheSingleRenderWithItsTrack() throws {
        for format in ["mp4", "webm"] {
            let single = directory.appendingPathComponent("single.\(format)"), joined = directory.appendingPathComponent("joined.\(format)")
            XCTAssertEqual(run("render", "subtitled", "-o", single.path, "--quiet"), 0)
            let parts = (0..<2).map { directory.appendingPathComponent("part-\($0).\(format)").path }
            for (index, part) in parts.enumerated() {
                XCTAssertEqual(run("render", "subtitled", "--chunk", "\(index)/2", "-o", part, "--quiet"), 0)
                XCTAssertTrue(try probedCues(URL(fileURLWithPath: part)).isEmpty, "a chunk carries no track of its own")
            }
            XCTAssertEqual(run("concat", parts[1], parts[0], "-o", joined.path, "--quiet"), 0)
            assertExactToTheFrame(try probedCues(joined), "joined \(format)")
            if format == "mp4" {
                XCTAssertEqual(try Data(contentsOf: joined), try Data(contentsOf: single), "MP4 chunks join into the single render's bytes")
            }
        }
    }

    func testBadCaptionNamesAreUsageErrors() throws {
        let video = directory.appendingPathComponent("a.mp4").path
        XCTAssertEqual(run("render", "subtitled", "-o", video, "--captions", directory.appendingPathComponent("a.txt").path), 64)
        XCTAssertEqual(run("render", "--all", "-o", directory.path, "--captions", directory.appendingPathComponent("a.vtt").path), 64)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        // A captions file that cannot be written fails (1) before anything is rendered.
        XCTAssertEqual(run("render", "subtitled", "-o", video, "--captions", directory.appendingPathComponent("missing/a.vtt").path), 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
