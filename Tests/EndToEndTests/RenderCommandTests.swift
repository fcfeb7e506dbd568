import Foundation
import XCTest
import ZoetropeTestSupport

/// Issue 2's acceptance checks, run through the real executable.
final class RenderCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-e2e") }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func testMP4IsH264YUV420PWithBT709TagsFaststartAndExactFrameCount() throws {
        let output = path("x.mp4")
        let result = try CLI.zoetrope("render", "loading-indicator", "-o", output, "--quiet")
        XCTAssertEqual(result.status, 0, result.stderr)
        let (stream, format) = try CLI.probe(output)
        XCTAssertEqual(stream["codec_name"] as? String, "h264")
        XCTAssertEqual(stream["profile"] as? String, "High")
        XCTAssertEqual(stream["pix_fmt"] as? String, "yuv420p")
        XCTAssertEqual(stream["color_space"] as? String, "bt709")
        XCTAssertEqual(stream["color_primaries"] as? String, "bt709")
        XCTAssertEqual(stream["color_transfer"] as? String, "bt709")
        XCTAssertEqual(stream["color_range"] as? String, "tv")
        // 3.2 s at 60 fps.
        XCTAssertEqual(stream["nb_read_frames"] as? String, "192")
        XCTAssertEqual(Double(format["duration"] as? String ?? "") ?? 0, 3.2, accuracy: 0.001)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        let moov = bytes.range(of: Data("moov".utf8))?.lowerBound
        let mdat = bytes.range(of: Data("mdat".utf8))?.lowerBound
        XCTAssertNotNil(moov)
        XCTAssertLessThan(moov ?? .max, mdat ?? 0, "moov must come before mdat (+faststart)")
    }

    /// `--codec hevc` writes HEVC in MP4, tagged hvc1 for Apple players, with every frame; its
    /// chunks join into the same bytes; a codec the container cannot hold is a usage error.
    func testCodecHEVCWritesHEVCInMP4AndJoinsItsChunks() throws {
        let output = path("hevc.mp4")
        let result = try CLI.zoetrope("render", "loading-indicator", "--to", "1", "-o", output, "--codec", "hevc", "--quiet")
        XCTAssertEqual(result.status, 0, result.stderr)
        let (stream, _) = try CLI.probe(output)
        XCTAssertEqual(stream["codec_name"] as? String, "hevc")
        XCTAssertEqual(stream["codec_tag_string"] as? String, "hvc1")
        XCTAssertEqual(stream["pix_fmt"] as? String, "yuv420p")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "60", "1 s at 60 fps")
        for index in 0..<2 {
            let chunk = try CLI.zoetrope("render", "loading-indicator", "--to", "1", "--codec", "hevc", "--chunk", "\(index)/2",
                                         "-o", path("part-\(index).mp4"), "--quiet")
            XCTAssertEqual(chunk.status, 0, chunk.stderr)
        }
        let joined = try CLI.zoetrope("concat", path("part-1.mp4"), path("part-0.mp4"), "-o", path("joined.mp4"))
        XCTAssertEqual(joined.status, 0, joined.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("joined.mp4"))), try Data(contentsOf: URL(fileURLWithPath: output)))

        for (name, codec, expected) in [("x.webm", "hevc", "its codecs: vp9"), ("x.gif", "hevc", "drop --codec"),
                                        ("x.mp4", "av1", "use one of h264, hevc, vp9 or prores")] {
            let refused = try CLI.zoetrope("render", "circle", "-o", path(name), "--codec", codec)
            XCTAssertEqual(refused.status, 64, refused.stderr)
            XCTAssertTrue(refused.stderr.contains(expected), refused.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path(name)))
        }
    }

    func testGIFHasTheSameDurationAndEndsWithAFullBar() throws {
        let output = path("x.gif")
        let result = try CLI.zoetrope("render", "loading-indicator", "-o", output, "--quiet")
        XCTAssertEqual(result.status, 0, result.stderr)
        let (stream, format) = try CLI.probe(output)
        XCTAssertEqual(stream["codec_name"] as? String, "gif")
        // 96 frames at GIF's 30 fps; runs of identical frames (the bar at rest) are stored once
        // with their delays added, so the file holds fewer images but lasts exactly as long.
        let stored = Int(stream["nb_read_frames"] as? String ?? "") ?? 0
        XCTAssertTrue((2...96).contains(stored), "\(stored) images")
        XCTAssertEqual(Double(format["duration"] as? String ?? "") ?? 0, 3.2, accuracy: 0.011)
        // The bar ends 60 pt from the right edge, 184 − 12 … 166 pt down; its right end must be
        // the accent blue (#0A84FF) in the last frame.
        let rgba = try CLI.lastFrameRGBA(output, frameCount: stored)
        let width = 480
        let (x, y) = (415, 160)
        let pixel = Array(rgba[(y * width + x) * 4..<(y * width + x) * 4 + 3])
        XCTAssertEqual(Double(pixel[0]), 0x0A, accuracy: 24, "\(pixel)")
        XCTAssertEqual(Double(pixel[1]), 0x84, accuracy: 24, "\(pixel)")
        XCTAssertEqual(Double(pixel[2]), 0xFF, accuracy: 24, "\(pixel)")
    }

    func testUnknownSceneIsOneLineAndNonZeroExitWithNoFile() throws {
        let output = path("nope.mp4")
        let result = try CLI.zoetrope("render", "no-such-scene", "-o", output)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("unknown scene 'no-such-scene'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("loading-indicator"), "lists the available scenes")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testUnknownExtensionIsRejected() throws {
        let result = try CLI.zoetrope("render", "loading-indicator", "-o", path("x.avi"))
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(".avi"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testUnwritableOutputIsRejectedAndExistingFileUntouched() throws {
        let blocker = path("file")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: blocker))
        let result = try CLI.zoetrope("render", "loading-indicator", "-o", blocker + "/x.mp4")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: blocker, encoding: .utf8), "keep")

        let existing = path("existing.mp4")
        try Data("old".utf8).write(to: URL(fileURLWithPath: existing))
        let badFPS = try CLI.zoetrope("render", "loading-indicator", "-o", existing, "--fps", "0")
        XCTAssertNotEqual(badFPS.status, 0)
        XCTAssertTrue(badFPS.stderr.contains("fps"), badFPS.stderr)
        XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["existing.mp4", "file"])
    }

    func testListShowsEveryBuiltInScene() throws {
        let result = try CLI.zoetrope("list")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("loading-indicator"))
        XCTAssertTrue(result.stdout.contains("480×270 pt"))
        let names = try CLI.zoetrope("list", "--names")
        XCTAssertTrue(names.stdout.split(separator: "\n").contains("loading-indicator"))
    }

    func testASymlinkedOutputStaysALinkAndItsTargetKeepsModeAndOwner() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let targets = folder.appendingPathComponent("targets")
        try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: false)
        let target = targets.appendingPathComponent("demo.mp4")
        try Data("old".utf8).write(to: target)
        chmod(target.path, 0o640)
        let owned = getuid() == 0 && chown(target.path, 1234, 4321) == 0   // only root may give a file away
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("demo.mp4").path,
                                                   withDestinationPath: "targets/demo.mp4")
        let result = try CLI.shell("$Z render clock --to 0.1 -o demo.mp4 --quiet", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("demo.mp4").path),
                       "targets/demo.mp4", "the link is kept")
        XCTAssertEqual(try CLI.probe(target.path).stream["nb_read_frames"] as? String, "6", "the target holds the render")
        var status = stat()
        XCTAssertEqual(stat(target.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o640)
        if owned { XCTAssertEqual([status.st_uid, status.st_gid], [1234, 4321]) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: targets.path), ["demo.mp4"])
    }
}
