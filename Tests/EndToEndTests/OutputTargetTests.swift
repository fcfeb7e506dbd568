import Foundation
import XCTest
import ZoetropeTestSupport

/// `render --target app-store-preview` writes what App Store Connect's "App preview
/// specifications" state, each value checked with ffprobe: H.264 High profile at level 4.0 or
/// lower, progressive 4:2:0, an accepted resolution (1920×1080 for a 16:9 scene), at most 30 fps,
/// a target bit rate of 10–12 Mbps, stereo AAC at 256 kb/s and 44.1 or 48 kHz, 15–30 s, at most
/// 500 MB. What the target cannot take is one line and a usage error. `--audio-bitrate` and
/// `--h264-level` are plain options too.
final class OutputTargetTests: XCTestCase {
    /// Every stream of `path`, as ffprobe's JSON gives them.
    private func streams(_ path: String, in folder: URL) throws -> (video: [String: Any], audio: [String: Any], format: [String: Any]) {
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                 ["-v", "error", "-show_streams", "-show_format", "-of", "json", path], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let all = try XCTUnwrap(json["streams"] as? [[String: Any]])
        return (all.first { $0["codec_type"] as? String == "video" } ?? [:], all.first { $0["codec_type"] as? String == "audio" } ?? [:],
                json["format"] as? [String: Any] ?? [:])
    }

    /// The bits in each second (by presentation time) of the `stream` ("v" or "a") stream's packets.
    private func bitsPerSecond(_ path: String, stream: String, in folder: URL) throws -> [Int: Int] {
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                 ["-v", "error", "-select_streams", stream, "-show_entries", "packet=pts_time,size", "-of", "csv=p=0", path],
                                 in: folder)
        var bits: [Int: Int] = [:]
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: ",")
            guard fields.count >= 2, let time = Double(fields[0]), time >= 0, let size = Int(fields[1]) else { continue }
            bits[Int(time), default: 0] += size * 8
        }
        return bits
    }

    /// app-demo (1280×720 points, music for its first 8 s) rendered 15 s at 2 fps to keep the
    /// debug build quick: the target takes any rate up to 30 fps (`OutputTargetPlanTests`
    /// checks 30 is the default).
    func testAnAppStorePreviewMeetsEveryStatedRequirement() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let arguments = ["render", "app-demo", "--to", "15", "--fps", "2", "--target", "app-store-preview"]
        let render = try CLI.run(CLI.zoetrope, arguments + ["-o", "preview.mp4"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.stderr.contains("app-store-preview: 1920×1080, 2 fps, H.264 High level 4 at a constant 11 Mb/s, "
                                             + "AAC 256 kb/s, 500 MB at most"), render.stderr)
        let (video, audio, format) = try streams("preview.mp4", in: folder)
        XCTAssertEqual(video["codec_name"] as? String, "h264")
        XCTAssertEqual(video["profile"] as? String, "High")
        XCTAssertEqual(video["level"] as? Int, 40, "level 4.0, the highest allowed")
        XCTAssertEqual(video["pix_fmt"] as? String, "yuv420p")
        XCTAssertEqual(video["field_order"] as? String, "progressive")
        XCTAssertEqual([video["width"] as? Int, video["height"] as? Int], [1920, 1080], "an accepted resolution")
        XCTAssertEqual(video["r_frame_rate"] as? String, "2/1", "30 fps at most")
        // The stream and every whole second of it within the 10–12 Mbps target, but the first:
        // x264 starts with its buffer 90 % full (vbv-init), so that second carries a tenth less.
        XCTAssertTrue((10_000_000...12_000_000).contains(try XCTUnwrap(Int(video["bit_rate"] as? String ?? ""))), "\(video)")
        let videoSeconds = try bitsPerSecond("preview.mp4", stream: "v", in: folder)
        XCTAssertEqual(videoSeconds.count, 15)
        for (second, bits) in videoSeconds {
            XCTAssertTrue(((second == 0 ? 9_000_000 : 10_000_000)...12_000_000).contains(bits), "second \(second): \(bits) bits")
        }
        XCTAssertEqual(audio["codec_name"] as? String, "aac")
        XCTAssertEqual(audio["profile"] as? String, "LC")
        XCTAssertEqual(audio["channels"] as? Int, 2, "stereo")
        XCTAssertTrue(["44100", "48000"].contains(audio["sample_rate"] as? String ?? ""), "\(audio)")
        // 256 kb/s while the music plays (seconds 1…6; later the track falls silent and AAC needs little).
        let audioSeconds = try bitsPerSecond("preview.mp4", stream: "a", in: folder)
        for second in 1...6 {
            XCTAssertEqual(Double(audioSeconds[second] ?? 0), 256_000, accuracy: 256_000 * 0.1, "second \(second)")
        }
        let duration = try XCTUnwrap(Double(format["duration"] as? String ?? ""))
        XCTAssertTrue((15...30).contains(duration), "\(duration) s")
        XCTAssertLessThan(try XCTUnwrap(Int(format["size"] as? String ?? "")), 500_000_000)
    }

    func testWhatAnAppStorePreviewCannotTakeIsOneLine() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let target = ["--target", "app-store-preview"]
        let cases: [([String], String)] = [
            (["render", "app-demo", "-o", "p.mp4"] + target, "the app-store-preview target lasts 15–30 s; this render is 8.0 s"),
            (["render", "app-demo", "--to", "31", "-o", "p.mp4"] + target, "lasts 15–30 s; this render is 31.0 s"),
            (["render", "app-demo", "--to", "16", "-o", "p.gif"] + target, "needs H.264 in .mp4 or .m4v"),
            (["render", "app-demo", "--to", "16", "--codec", "hevc", "-o", "p.mp4"] + target, "--codec cannot be combined with it"),
            (["render", "app-demo", "--to", "16", "--fps", "60", "-o", "p.mp4"] + target, "plays at 30 fps at most; 60 fps was asked for"),
            (["render", "app-demo", "--to", "16", "--width", "886", "-o", "p.mp4"] + target, "--width cannot be combined with it"),
            (["render", "app-demo", "--to", "16", "--scale", "2", "-o", "p.mp4"] + target, "--scale cannot be combined with it"),
            (["render", "clock", "--to", "16", "-o", "p.mp4"] + target, "takes pictures of 886×1920, 1920×886, 1080×1920"),
            (["render", "app-demo", "--target", "play-store", "-o", "p.mp4"], "'play-store' is invalid for '--target <target>'"),
            (["render", "clock", "--h264-level", "4.5", "-o", "p.mp4"], "'4.5' is invalid for '--h264-level <level>'"),
            (["render", "clock", "--audio-bitrate", "1000", "-o", "p.mp4"], "it must be within 32…320 kb/s"),
        ]
        try CLI.assertUsageErrors(cases, in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing written")
    }

    /// `--target readme-gif`: app-demo (1280×720 points) as a GIF 800 pixels wide, within GitHub's
    /// 10 MB, as ffprobe reads it (2 s at 10 fps to keep the debug build quick); what it cannot
    /// take is one line.
    func testAReadmeGIFIs800PixelsWideWithin10MB() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let render = try CLI.run(CLI.zoetrope, ["render", "app-demo", "--to", "2", "--fps", "10", "--target", "readme-gif", "-o", "demo.gif"],
                                 in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.stderr.contains("readme-gif: 800×450, 10 fps, 10 MB at most"), render.stderr)
        XCTAssertTrue(render.stderr.contains("--target readme-gif: 10 fps, 256 colours, "), render.stderr)
        let (video, _, format) = try streams("demo.gif", in: folder)
        XCTAssertEqual(video["codec_name"] as? String, "gif")
        XCTAssertEqual([video["width"] as? Int, video["height"] as? Int], [800, 450])
        XCTAssertEqual(video["r_frame_rate"] as? String, "10/1")
        XCTAssertLessThanOrEqual(try XCTUnwrap(Int(format["size"] as? String ?? "")), 10_000_000)

        let target = ["--target", "readme-gif"]
        try CLI.assertUsageErrors([
            (["render", "app-demo", "-o", "p.mp4"] + target, "the readme-gif target writes a .gif; MP4 was asked for"),
            (["render", "app-demo", "--fps", "60", "-o", "p.gif"] + target, "plays at 30 fps at most; 60 fps was asked for"),
            (["render", "app-demo", "--width", "400", "-o", "p.gif"] + target, "--width cannot be combined with it"),
            (["render", "app-demo", "--chunk", "1/2", "-o", "p.gif"] + target, "--target readme-gif cannot be used with --chunk"),
            (["render", "app-demo", "--captions", "p.vtt", "-o", "p.gif"] + target, "--captions cannot be used with --target readme-gif"),
        ], in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["demo.gif"], "nothing else written")
    }

    /// `--target social-square` and `social-vertical`: app-demo (1280×720 points) centred in
    /// 1080×1080 and 1080×1920 H.264 pictures, the bands above and below in the background colour
    /// as FFmpeg decodes them, the scene between (1 s at 5 fps to keep the debug build quick).
    func testSocialTargetsCentreTheSceneOnItsBackground() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        for (target, height) in [("social-square", 1080), ("social-vertical", 1920)] {
            let render = try CLI.run(CLI.zoetrope, ["render", "app-demo", "--to", "1", "--fps", "5", "--target", target,
                                                    "--background", "#FF8800", "-o", "\(target).mp4"], in: folder)
            XCTAssertEqual(render.status, 0, render.stderr)
            XCTAssertTrue(render.stderr.contains("the scene drawn at 1080×608 pixels is centred in 1080×\(height) on its background"), render.stderr)
            let (video, audio, _) = try streams("\(target).mp4", in: folder)
            XCTAssertEqual(video["codec_name"] as? String, "h264")
            XCTAssertEqual(video["profile"] as? String, "High")
            XCTAssertEqual([video["width"] as? Int, video["height"] as? Int], [1080, height])
            XCTAssertEqual(audio["codec_name"] as? String, "aac")
            // The picture's middle column, top to bottom, as RGB: the scene's 608 rows from an even
            // row near the middle ((height − 608) / 4 × 2), orange above and below.
            let picture = try CLI.decodeRGBA(folder.appendingPathComponent("\(target).mp4").path)
            XCTAssertEqual(picture.count, 4 * 1080 * height)
            let top = (height - 608) / 4 * 2
            func isOrange(_ row: Int) -> Bool {
                let pixel = 4 * (row * 1080 + 540)
                return zip(picture[pixel..<pixel + 3], [255, 136, 0]).allSatisfy { abs(Int($0) - $1) <= 4 }
            }
            XCTAssertTrue((0..<top - 2).allSatisfy(isOrange), "the band above")
            XCTAssertTrue((top + 610..<height).allSatisfy(isOrange), "the band below")
            XCTAssertFalse((top + 2..<top + 606).contains(where: isOrange), "the scene between")
        }
        try CLI.assertUsageErrors([
            (["render", "app-demo", "--target", "social-square", "-o", "p.gif"], "the social-square target writes H.264 in .mp4; GIF was asked for"),
            (["render", "app-demo", "--target", "social-vertical", "--fps", "120", "-o", "p.mp4"], "plays at 60 fps at most; 120 fps was asked for"),
        ], in: folder)
    }

    /// The plain options: the stream marked with the level asked for, the soundtrack at the rate
    /// asked for — in one process and in two chunks joined, byte for byte.
    func testH264LevelAndAudioBitRateOptions() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let arguments = ["render", "app-demo", "--to", "3", "--fps", "5", "--scale", "0.5", "--h264-level", "3.1", "--audio-bitrate", "96", "--quiet"]
        let result = try CLI.run(CLI.zoetrope, arguments + ["-o", "a.mp4"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        for index in 0..<2 {
            let part = try CLI.run(CLI.zoetrope, arguments + ["--chunk", "\(index)/2", "-o", "part-\(index).mp4"], in: folder)
            XCTAssertEqual(part.status, 0, part.stderr)
        }
        let join = try CLI.run(CLI.zoetrope, ["concat", "part-1.mp4", "part-0.mp4", "-o", "joined.mp4"], in: folder)
        XCTAssertEqual(join.status, 0, join.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("joined.mp4")),
                       try Data(contentsOf: folder.appendingPathComponent("a.mp4")), "the join describes the audio stream alike")
        let (video, _, _) = try streams("a.mp4", in: folder)
        XCTAssertEqual(video["level"] as? Int, 31)
        let audioSeconds = try bitsPerSecond("a.mp4", stream: "a", in: folder)
        XCTAssertEqual(Double(audioSeconds[1] ?? 0), 96_000, accuracy: 96_000 * 0.1, "the music's second second")
        let gif = try CLI.run(CLI.zoetrope, ["render", "clock", "--to", "0.2", "--h264-level", "3", "-o", "c.gif"], in: folder)
        XCTAssertEqual(gif.status, 0, gif.stderr)
        XCTAssertTrue(gif.stderr.contains("--h264-level applies to MP4 only; GIF output does not use it"), gif.stderr)
    }
}
