import CairoRendering
import Foundation
import XCTest
import Zoetrope

/// VideoLayer in a scene: the frame shown is the clip's frame at the layer's local time, with
/// the layer's and its ancestors' timing applied, checked pixel for pixel against FFmpeg's
/// decode of the clip.
final class VideoLayerTests: XCTestCase {
    /// A 3 s, 24 fps clip, 64×48, and FFmpeg's RGBA frames of it.
    private struct Clip {
        let url: URL
        let frames: [[UInt8]]

        /// FFmpeg's frame shown at `time` (24 fps from 0; the last one after the end).
        func frame(at time: Double) -> [UInt8] { frames[min(frames.count - 1, max(0, Int((time * 24 + 1e-6).rounded(.down))))] }
    }

    private static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "ffmpeg \(arguments)")
        return data
    }

    private func makeClip(keyFrameInterval: Int = 12) throws -> Clip {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("video-layer-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("clip.mp4")
        _ = try Self.run(["-f", "lavfi", "-i", "testsrc2=size=64x48:rate=24:duration=3", "-c:v", "libx264", "-g", "\(keyFrameInterval)",
                          "-pix_fmt", "yuv420p", url.path])
        let raw = [UInt8](try Self.run(["-i", url.path, "-sws_flags", "bicubic",
                                        "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        let size = 64 * 48 * 4
        return Clip(url: url, frames: stride(from: 0, to: raw.count, by: size).map { Array(raw[$0..<($0 + size)]) })
    }

    /// The scene's still at `time` as RGBA bytes.
    private func still(_ scene: VideoClipScene, at time: Double) throws -> [UInt8] {
        let image = try Exporter(scene: scene).still(at: time).rgbaImage()
        var bytes: [UInt8] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                bytes += [p.r, p.g, p.b, p.a]
            }
        }
        return bytes
    }

    private func assertShows(_ scene: VideoClipScene, at time: Double, clipTime: Double, of clip: Clip, line: UInt = #line) throws {
        XCTAssertTrue(try still(scene, at: time) == clip.frame(at: clipTime),
                      "at \(time) s the layer should show the clip at \(clipTime) s", line: line)
    }

    func testTheLayersLocalTimePicksTheFrame() throws {
        let clip = try makeClip()
        let plain = VideoClipScene(clip: clip.url)
        for time in [0, 0.5, 1.0, 1.99, 2.9] { try assertShows(plain, at: time, clipTime: time, of: clip) }

        let fast = VideoClipScene(clip: clip.url) { video, _ in video.speed = 2 }
        for time in [0.25, 1.0, 1.4] { try assertShows(fast, at: time, clipTime: 2 * time, of: clip) }
        try assertShows(fast, at: 2.0, clipTime: 3, of: clip)  // past the end: the last frame stays

        let offset = VideoClipScene(clip: clip.url) { video, _ in video.timeOffset = 1; video.beginTime = 0.5 }
        for time in [0.5, 1.2] { try assertShows(offset, at: time, clipTime: time - 0.5 + 1, of: clip) }

        let paused = VideoClipScene(clip: clip.url) { video, _ in video.speed = 0; video.timeOffset = 0.7 }
        for time in [0, 1.5, 2.5] { try assertShows(paused, at: time, clipTime: 0.7, of: clip) }

        let slowParent = VideoClipScene(clip: clip.url) { _, container in container.speed = 0.5 }
        for time in [1.0, 2.5] { try assertShows(slowParent, at: time, clipTime: time / 2, of: clip) }

        let looping = VideoClipScene(clip: clip.url) { video, _ in video.speed = 2; video.loops = true }
        try assertShows(looping, at: 2.0, clipTime: 1.0, of: clip)
        try assertShows(looping, at: 2.75, clipTime: 2.5, of: clip)

        // Before it starts, a looping clip shows its first frame too (not a frame from its end).
        let lateLoop = VideoClipScene(clip: clip.url) { video, _ in video.beginTime = 1; video.loops = true }
        for time in [0, 0.5, 0.99] { try assertShows(lateLoop, at: time, clipTime: 0, of: clip) }
        try assertShows(lateLoop, at: 2.5, clipTime: 1.5, of: clip)
    }

    /// Frames drawn in parallel reach the clip a little out of order, and a looping clip's wrap
    /// has frames from both ends in flight at once: neither makes the decoder seek back and decode
    /// the clip again (this clip has one key frame, so a seek back decodes it from the start).
    func testOutOfOrderFramesAndALoopsWrapDecodeEachFrameOncePerPass() throws {
        let clip = try makeClip(keyFrameInterval: 1000)
        let cache = VideoFrameCache()
        // A 30 fps render of 5 s of the looping 3 s clip, each run of four frames in reverse order
        // (across the wrap: 0.03 s and 0 s of the second pass, then 2.97 s and 2.93 s of the first).
        let order = stride(from: 0, to: 150, by: 4).flatMap { (($0)..<min($0 + 4, 150)).reversed() }
        for index in order {
            let time = Double(index) / 30
            let frame = try cache.frame(of: clip.url, at: time, loops: true)
            let clipTime = time.truncatingRemainder(dividingBy: 3)
            XCTAssertTrue(frame.isShown(at: clipTime), "frame \(index): \(frame.time) is not the frame at \(clipTime)")
            var rgba = frame.picture.pixels
            for offset in stride(from: 0, to: rgba.count, by: 4) { rgba.swapAt(offset, offset + 2) }
            XCTAssertTrue(rgba == clip.frame(at: clipTime), "frame \(index): pixels differ from FFmpeg's frame at \(clipTime)")
        }
        // The first pass decodes the whole clip (72 frames); the second, from 3 s to 5 s, shows the
        // first 48 and decodes one more (a decoder reads a frame ahead to know when a frame ends).
        XCTAssertEqual(cache.decodedFrameCount(of: clip.url), 72 + 48 + 1)
    }

    func testARenderedMovieShowsEveryFrameInOrder() throws {
        let clip = try makeClip()
        let scene = VideoClipScene(clip: clip.url)
        let folder = clip.url.deletingLastPathComponent()
        let output = folder.appendingPathComponent("frame-%03d.png")
        try Exporter(scene: scene, settings: RenderSettings(fps: 24, to: 1)).export(to: output.path)
        for index in [0, 5, 11, 12, 23] {
            let image = try RGBAImage(contentsOfPNG: folder.appendingPathComponent(String(format: "frame-%03d.png", index)))
            var bytes: [UInt8] = []
            for y in 0..<image.height { for x in 0..<image.width { let p = image.pixel(x: x, y: y); bytes += [p.r, p.g, p.b, p.a] } }
            XCTAssertTrue(bytes == clip.frames[index], "frame \(index)")
        }
    }

    func testAMissingClipFailsTheFrameNamingTheFile() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/clip.mp4")
        XCTAssertThrowsError(try Exporter(scene: VideoClipScene(clip: missing)).still(at: 0)) { error in
            XCTAssertTrue("\(error)".contains(missing.path), "\(error)")
        }
    }
}

/// A 64×48 scene showing one clip in a VideoLayer (inside a container layer) over the whole canvas.
private struct VideoClipScene: Scene {
    static let name = "video-clip"
    static let summary = "test scene"
    let clip: URL
    let configure: (VideoLayer, Layer) -> Void

    init(clip: URL, configure: @escaping (VideoLayer, Layer) -> Void = { _, _ in }) {
        self.clip = clip
        self.configure = configure
    }

    init(variant: String?) throws { fatalError("made directly by the tests") }

    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 3 }
    var fps: Int { 24 }
    var backgroundColor: Color? { nil }

    func setUp(on stage: Stage) {
        let container = Layer()
        container.frame = Rect(x: 0, y: 0, width: 64, height: 48)
        let video = VideoLayer(contentsOf: clip)
        video.frame = container.bounds
        video.contentsGravity = .resize
        container.addSublayer(video)
        stage.rootLayer.addSublayer(container)
        configure(video, container)
    }
}
