import Foundation
import XCTest
import ZoetropeTestSupport

/// Issue 32's acceptance test, with the built executable: `zoetrope render app-demo -o a.mp4
/// --captions a.vtt` gives an MP4 with an AAC audio stream and a mov_text subtitle stream (as
/// ffprobe reads them), a WebVTT file with the cues, the same bytes on a second run, and the same
/// bytes from `--chunk 0/2` + `--chunk 1/2` + `concat`. And a corrupt sound fails the render in one line.
final class AppDemoAcceptanceTests: XCTestCase {
    private func streams(_ path: String, in folder: URL) throws -> [String] {
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                 ["-v", "error", "-show_entries", "stream=codec_type,codec_name", "-of", "csv=p=0", path], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    func testTheAppDemoHasSoundAndSubtitlesAndTheSameBytesTwiceAndFromChunks() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let result = try CLI.shell("$Z render app-demo -o a.mp4 --captions a.vtt", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try streams("a.mp4", in: folder), ["h264,video", "aac,audio", "mov_text,subtitle"])
        let captions = try String(contentsOf: folder.appendingPathComponent("a.vtt"), encoding: .utf8)
        XCTAssertTrue(captions.hasPrefix("WEBVTT\n"), captions)
        XCTAssertEqual(captions.components(separatedBy: " --> ").count - 1, 3, captions)
        for text in ["Plan a trip in one tap ✈️", "Keep the places you love 📍", "Swipe from city to city 🌆"] {
            XCTAssertTrue(captions.contains(text), text)
        }

        // Repeatability and chunks, at a quarter of the width (the same frames, sound and captions,
        // a sixteenth of the pixels: this test builds in debug mode, where a full render takes minutes).
        let second = folder.appendingPathComponent("second")
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        for directory in [folder, second] {
            let small = try CLI.shell("$Z render app-demo --width 320 -o small.mp4 --captions small.vtt", in: directory)
            XCTAssertEqual(small.status, 0, small.stderr)
        }
        let single = try Data(contentsOf: folder.appendingPathComponent("small.mp4"))
        XCTAssertEqual(try Data(contentsOf: second.appendingPathComponent("small.mp4")), single, "a second run differs")
        XCTAssertEqual(try Data(contentsOf: second.appendingPathComponent("small.vtt")), Data(captions.utf8))
        XCTAssertEqual(try streams("small.mp4", in: folder), ["h264,video", "aac,audio", "mov_text,subtitle"])

        for command in ["$Z render app-demo --width 320 --chunk 0/2 -o part-0.mp4", "$Z render app-demo --width 320 --chunk 1/2 -o part-1.mp4",
                        "$Z concat part-0.mp4 part-1.mp4 -o joined.mp4"] {
            let result = try CLI.shell(command, in: folder)
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
        }
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("joined.mp4")), single, "chunks + concat differ from the single render")
    }

    /// A copy of the executable beside a copy of the scenes' resources whose tap sound is not audio:
    /// the render stops before its first frame with one line naming the file, exit status 1, no file.
    func testACorruptSoundFailsTheRenderInOneLineNamingIt() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let binary = folder.appendingPathComponent("zoetrope")
        try FileManager.default.copyItem(at: CLI.zoetrope, to: binary)
        let resources = "Zoetrope_Scenes.resources"
        try FileManager.default.copyItem(at: CLI.zoetrope.deletingLastPathComponent().appendingPathComponent(resources),
                                         to: folder.appendingPathComponent(resources))
        let tap = folder.appendingPathComponent(resources).appendingPathComponent("Resources/AppDemo/tap.flac")
        try FileManager.default.removeItem(at: tap)
        try Data("not a sound".utf8).write(to: tap)
        let result = try CLI.run(binary, ["render", "app-demo", "--to", "1", "--width", "160", "-o", "x.mp4", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("zoetrope: error: audio file \(tap.path) ") == true, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.mp4").path))
    }
}
