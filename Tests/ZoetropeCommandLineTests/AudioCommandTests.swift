import Foundation
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

/// Three scripted taps, each playing the tap sound, on a small canvas.
private struct TappingScene: Scene, DefaultConstructible {
    static let name = "tapping"
    static let summary = "test scene"
    /// Two at frame times (frames 15 and 39 at 30 fps), one between frames.
    static let tapTimes = [0.5, 0.77, 1.3]
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 2 }
    var fps: Int { 30 }

    func setUp(on stage: Stage) {
        stage.tapSound = TapSound(url: AudioFixtures.tap)
        for time in Self.tapTimes { stage.tap(at: Point(x: 32, y: 24), time: time) }
    }
}

/// A music bed faded in and out over the whole scene.
private struct MusicScene: Scene, DefaultConstructible {
    static let name = "music"
    static let summary = "test scene"
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 3 }
    var fps: Int { 30 }

    func setUp(on stage: Stage) { stage.audio(AudioFixtures.chord, at: 0, volume: 0.3, fadeIn: 0.2, fadeOut: 0.5) }
}

/// A sound from a file the test rewrites between chunk renders.
private struct ChangingSoundScene: Scene, DefaultConstructible {
    static let name = "changing-sound"
    static let summary = "test scene"
    static let url = AudioFixtures.folder.appendingPathComponent("changing.wav")
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 2 }
    var fps: Int { 30 }

    func setUp(on stage: Stage) { stage.audio(Self.url, at: 0.2) }
}

/// A sound whose file does not exist.
private struct MissingSoundScene: Scene, DefaultConstructible {
    static let name = "missing-sound"
    static let summary = "test scene"
    static let path = "/nonexistent/zoetrope-missing-tap.wav"
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 1 }
    var fps: Int { 30 }

    func setUp(on stage: Stage) { stage.audio(URL(fileURLWithPath: Self.path), at: 0.5) }
}

/// `render` with sounds: where each lands (cross-correlation of FFmpeg's decode of the file with
/// the tap's samples), how loud the track is (FFmpeg's ebur128 filter), same bytes every run,
/// chunks joined, and the errors and notes.
final class AudioCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-audio") }

    private func run(_ arguments: String...) -> Int32 {
        ZoetropeCommand.run(arguments: arguments, scenes: [TappingScene.self, MusicScene.self, MissingSoundScene.self])
    }

    /// What `tool` writes to standard output (`errors`: standard error) with `arguments`.
    private func output(of tool: String, _ arguments: [String], errors: Bool = false) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        let pipe = Pipe()
        if errors { process.standardError = pipe } else { process.standardOutput = pipe }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return data
    }

    /// The file's audio as FFmpeg decodes it (edit list and priming applied): the left channel at 48 kHz.
    private func decodedLeftChannel(_ url: URL) throws -> [Float] {
        let data = try output(of: "ffmpeg", ["-v", "error", "-i", url.path, "-map", "0:a", "-ac", "2", "-ar", "48000", "-f", "f32le", "-"])
        let interleaved = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        return stride(from: 0, to: interleaved.count, by: 2).map { interleaved[$0] }
    }

    /// The sample within ±`window` of `expected` where the tap's samples correlate best with `signal`.
    private func bestLag(of tap: [Float], in signal: [Float], near expected: Int, window: Int = 2_000) -> Int {
        var best = (lag: -1, score: -Double.infinity)
        for lag in max(0, expected - window)...min(signal.count - tap.count, expected + window) {
            var score = 0.0
            for index in tap.indices { score += Double(signal[lag + index]) * Double(tap[index]) }
            if score > best.score { best = (lag, score) }
        }
        return best.lag
    }

    /// The integrated loudness FFmpeg's ebur128 filter measures in `url`'s audio, in LUFS.
    private func measuredLoudness(_ url: URL) throws -> Double {
        let log = String(decoding: try output(of: "ffmpeg", ["-nostats", "-i", url.path, "-map", "0:a", "-af", "ebur128", "-f", "null", "-"],
                                              errors: true), as: UTF8.self)
        let summary = try XCTUnwrap(log.range(of: "Integrated loudness:"), log)
        let line = try XCTUnwrap(log[summary.upperBound...].split(separator: "\n").first { $0.contains("I:") })
        return try XCTUnwrap(Double(line.split(separator: " ")[1]), String(line))
    }

    func testEveryTapSoundStartsOnItsSample() throws {
        let tap = AudioFixtures.tapSamples.map { Float($0) / 32768 }
        for (name, codec) in [("taps.mp4", "aac"), ("taps.mov", "aac"), ("taps.webm", "opus")] {
            let video = directory.appendingPathComponent(name)
            XCTAssertEqual(run("render", "tapping", "-o", video.path, "--quiet"), 0)
            let probed = String(decoding: try output(of: "ffprobe", ["-v", "error", "-select_streams", "a", "-show_entries",
                                                                     "stream=codec_name,sample_rate,channels,duration", "-of", "csv=p=0", video.path]),
                                as: UTF8.self)
            let decoded = try decodedLeftChannel(video)
            // The track lasts exactly the video's 60 frames: WebM trims the encoder's padding
            // (DiscardPadding); MP4 and MOV say 2 s, but FFmpeg 5.1 decodes AAC to the end of the
            // last packet, up to 1 023 samples of padding more.
            if codec == "opus" {
                XCTAssertEqual(probed.trimmingCharacters(in: .whitespacesAndNewlines), "\(codec),48000,2,N/A", name)
                XCTAssertEqual(decoded.count, 96_000, name)
            } else {
                XCTAssertEqual(probed.trimmingCharacters(in: .whitespacesAndNewlines), "\(codec),48000,2,2.000000", name)
                XCTAssertTrue((96_000..<97_024).contains(decoded.count), "\(name): \(decoded.count) samples")
            }
            for time in TappingScene.tapTimes {
                let expected = Int((time * 48_000).rounded())
                XCTAssertEqual(bestLag(of: tap, in: decoded, near: expected), expected, "\(name): the tap at \(time) s")
            }
        }
    }

    func testTheTrackIsNormalisedToTheLoudnessAsked() throws {
        for (target, name) in [(-16.0, "default.mp4"), (-23, "quiet.webm"), (-12, "loud.mov")] {
            let video = directory.appendingPathComponent(name)
            var arguments = ["render", "music", "-o", video.path, "--quiet"]
            if target != -16 { arguments += ["--loudness", "\(target)"] }
            XCTAssertEqual(ZoetropeCommand.run(arguments: arguments, scenes: [MusicScene.self]), 0)
            XCTAssertEqual(try measuredLoudness(video), target, accuracy: 1, name)
        }
        XCTAssertEqual(run("render", "music", "-o", directory.appendingPathComponent("x.mp4").path, "--loudness", "3", "--quiet"), 64)
    }

    func testSameScenesSameBytesAndChunksJoinIntoTheSingleRender() throws {
        for format in ["mp4", "webm"] {
            let single = directory.appendingPathComponent("single.\(format)"), again = directory.appendingPathComponent("again.\(format)")
            XCTAssertEqual(run("render", "tapping", "-o", single.path, "--quiet"), 0)
            XCTAssertEqual(run("render", "tapping", "-o", again.path, "--quiet"), 0)
            XCTAssertEqual(try Data(contentsOf: single), try Data(contentsOf: again), "\(format): two renders differ")
            for count in [2, 3] {
                let parts = (0..<count).map { directory.appendingPathComponent("part-\($0).\(format)").path }
                for (index, part) in parts.enumerated() {
                    XCTAssertEqual(run("render", "tapping", "--chunk", "\(index)/\(count)", "-o", part, "--quiet"), 0)
                }
                let joined = directory.appendingPathComponent("joined-\(count).\(format)")
                XCTAssertEqual(ZoetropeCommand.run(arguments: ["concat"] + parts.reversed() + ["-o", joined.path, "--quiet"],
                                                   scenes: [TappingScene.self]), 0)
                if format == "mp4" {
                    XCTAssertEqual(try Data(contentsOf: joined), try Data(contentsOf: single), "\(count) MP4 chunks join into the single render's bytes")
                } else {
                    XCTAssertEqual(try decodedLeftChannel(joined), try decodedLeftChannel(single), "\(count) WebM chunks: the same sound")
                }
            }
        }
    }

    func testChunksOfDifferentSoundAreNotJoined() throws {
        let parts = (0..<2).map { directory.appendingPathComponent("part-\($0).mp4").path }
        for (index, part) in parts.enumerated() {
            try FileManager.default.copyItem(at: index == 0 ? AudioFixtures.tap : AudioFixtures.chord, to: ChangingSoundScene.url)
            defer { try? FileManager.default.removeItem(at: ChangingSoundScene.url) }
            XCTAssertEqual(ZoetropeCommand.run(arguments: ["render", "changing-sound", "--chunk", "\(index)/2", "-o", part, "--quiet"],
                                               scenes: [ChangingSoundScene.self]), 0)
        }
        let joined = directory.appendingPathComponent("joined.mp4")
        XCTAssertEqual(ZoetropeCommand.run(arguments: ["concat"] + parts + ["-o", joined.path, "--quiet"], scenes: [ChangingSoundScene.self]), 64, "a usage error, as other parts of different renders")
        XCTAssertFalse(FileManager.default.fileExists(atPath: joined.path))
    }

    func testAMissingSoundFileFailsTheRenderNamingIt() throws {
        let video = directory.appendingPathComponent("missing.mp4")
        XCTAssertEqual(run("render", "missing-sound", "-o", video.path, "--quiet"), 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: video.path), "no file, not even a partial one")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        XCTAssertThrowsError(try Exporter(scene: MissingSoundScene()).export(to: video.path)) { error in
            XCTAssertEqual("\(error)", "cannot read audio file \(MissingSoundScene.path): No such file or directory")
        }
    }

    func testFormatsWithoutSoundSaySoOnce() throws {
        final class Notes: ExportProgressObserver {
            var notes: [String] = []
            func exportDidProgress(_ event: ExportProgressEvent) {}
            func exportDidNote(_ message: String) { notes.append(message) }
        }
        let notes = Notes()
        let exporter = Exporter(scene: TappingScene())
        exporter.progress = notes
        try exporter.export(to: directory.appendingPathComponent("taps.gif").path)
        let note = "GIF has no sound: the scene's 3 sounds are left out (MP4, MOV and WebM carry an audio track)"
        XCTAssertEqual(notes.notes, [note])
        // A size budget tries several renders and says it once.
        notes.notes = []
        XCTAssertThrowsError(try exporter.exportGIF(to: directory.appendingPathComponent("small.gif").path, maximumBytes: 1), "nothing fits 1 byte")
        XCTAssertEqual(notes.notes, [note])
    }
}
