import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// Video frames by time: the frame shown at t is the last whose presentation time is ≤ t,
/// checked against FFmpeg's own decode of every frame; forward playback decodes each frame once.
final class VideoDecoderTests: XCTestCase {
    private let width = 64, height = 48

    /// A 3 s, 24 fps H.264 clip with B-frames and a key frame every 12 frames; its frames as
    /// FFmpeg decodes them (RGBA) and their presentation times.
    private func makeClip(in folder: URL) throws -> (url: URL, frames: [[UInt8]], times: [Double]) {
        let url = folder.appendingPathComponent("clip.mp4")
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=\(width)x\(height):rate=24:duration=3",
                                       "-c:v", "libx264", "-g", "12", "-bf", "2", "-pix_fmt", "yuv420p", url.path])
        // Converted to RGB by swscale with the decoder's own flags for video (FFmpeg's default path).
        let raw = [UInt8](try FFTools.run("ffmpeg", ["-v", "error", "-i", url.path, "-vsync", "passthrough",
                                                      "-sws_flags", "bicubic",
                                                      "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        let frameSize = width * height * 4
        let frames = stride(from: 0, to: raw.count, by: frameSize).map { Array(raw[$0..<($0 + frameSize)]) }
        let listed = String(decoding: try FFTools.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                                  "frame=best_effort_timestamp_time", "-of", "csv=p=0", url.path]),
                            as: UTF8.self)
        let stamps = listed.split(whereSeparator: \.isNewline).compactMap { Double($0.trimmingCharacters(in: .punctuationCharacters)) }
        // ffprobe prints six decimals; the clip is 24 fps, so the exact times are multiples of 1/24.
        let times = stamps.map { (($0 - stamps[0]) * 24).rounded() / 24 }
        XCTAssertEqual(frames.count, times.count)
        return (url, frames, times)
    }

    private func rgba(_ picture: DecodedPicture) -> [UInt8] {
        var pixels = picture.pixels
        for index in stride(from: 0, to: pixels.count, by: 4) { pixels.swapAt(index, index + 2) }
        return pixels
    }

    /// Asserts the decoder's frame at `time` is FFmpeg's frame `expected`: its time, and its
    /// pixels byte for byte (the same swscale conversion).
    private func assertFrame(_ decoder: VideoDecoder, at time: Double, is expected: Int, clip: (url: URL, frames: [[UInt8]], times: [Double]),
                             line: UInt = #line) throws {
        let frame = try decoder.frame(at: time)
        XCTAssertEqual(frame.time, clip.times[expected], accuracy: 1e-6, "t = \(time)", line: line)
        XCTAssertEqual(frame.endTime, clip.times.indices.contains(expected + 1) ? clip.times[expected + 1] : .infinity,
                       accuracy: 1e-6, "t = \(time)", line: line)
        XCTAssertTrue(rgba(frame.picture) == clip.frames[expected], "t = \(time): pixels differ from FFmpeg's frame \(expected)",
                      line: line)
    }

    func testTheFrameShownIsTheLastAtOrBeforeTheTime() throws {
        let clip = try makeClip(in: try makeTemporaryFolder("media-tests"))
        let decoder = try VideoDecoder(contentsOf: clip.url)
        XCTAssertEqual(decoder.width, width)
        XCTAssertEqual(decoder.duration, 3, accuracy: 0.05)
        func index(at time: Double) -> Int { clip.times.lastIndex { $0 <= time + 1e-9 } ?? 0 }
        // Forward, exactly on frame times and between them; then back (a seek), then far ahead (a seek).
        for time in [0, 0.02, 1.0 / 24, 0.5, 0.99, 1.0, 1.7] { try assertFrame(decoder, at: time, is: index(at: time), clip: clip) }
        for time in [0.3, 0.31, 2.95, 1.2, 5.0] { try assertFrame(decoder, at: time, is: index(at: time), clip: clip) }
        try assertFrame(decoder, at: -1, is: 0, clip: clip)
    }

    func testForwardPlaybackDecodesEachFrameOnce() throws {
        let clip = try makeClip(in: try makeTemporaryFolder("media-tests"))
        let decoder = try VideoDecoder(contentsOf: clip.url)
        // At 30 fps over a 24 fps clip: some frames are shown twice, none is decoded twice.
        for index in 0..<90 { _ = try decoder.frame(at: Double(index) / 30) }
        XCTAssertEqual(decoder.decodedFrameCount, clip.frames.count)
    }

    /// Frames shown before a seek back are kept: the clip's end, asked for again after its start
    /// (a looping clip's wrap), decodes nothing; the last frame also answers every later time.
    func testFramesShownBeforeASeekBackAreKept() throws {
        let clip = try makeClip(in: try makeTemporaryFolder("media-tests"))
        let decoder = try VideoDecoder(contentsOf: clip.url)
        let last = clip.times.count - 1
        try assertFrame(decoder, at: 2.9, is: clip.times.lastIndex { $0 <= 2.9 }!, clip: clip)
        try assertFrame(decoder, at: 2.99, is: last, clip: clip)
        let beforeSeek = decoder.decodedFrameCount
        try assertFrame(decoder, at: 0.05, is: 1, clip: clip)
        let afterSeek = decoder.decodedFrameCount
        XCTAssertGreaterThan(afterSeek, beforeSeek, "the seek back decodes from the key frame")
        try assertFrame(decoder, at: 2.99, is: last, clip: clip)
        try assertFrame(decoder, at: 7, is: last, clip: clip)
        XCTAssertEqual(decoder.decodedFrameCount, afterSeek)
    }

    /// Kept frames are bounded by bytes too: a 1080p frame and its BGRA picture are about 12 MB,
    /// so five fit in the 64 MiB a decoder keeps and a sixth frame back is decoded again.
    func testKeptFramesStayWithinTheirBytes() throws {
        let url = try makeTemporaryFolder("media-tests").appendingPathComponent("hd.mp4")
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=24:duration=1",
                                       "-c:v", "libx264", "-preset", "ultrafast", "-g", "100", "-pix_fmt", "yuv420p", url.path])
        let decoder = try VideoDecoder(contentsOf: url)
        for index in 0..<24 { _ = try decoder.frame(at: Double(index) / 24) }
        let forward = decoder.decodedFrameCount
        XCTAssertEqual(try decoder.frame(at: 18.0 / 24).time, 18.0 / 24, accuracy: 1e-6)
        XCTAssertEqual(decoder.decodedFrameCount, forward, "five frames back is kept")
        XCTAssertEqual(try decoder.frame(at: 17.0 / 24).time, 17.0 / 24, accuracy: 1e-6)
        XCTAssertGreaterThan(decoder.decodedFrameCount, forward, "six frames back is decoded again")
    }

    func testAlphaIsKeptInProResAndVP9() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let clips: [(name: String, format: String, codec: [String])] = [
            ("alpha.mov", "yuva444p10le", ["-c:v", "prores_ks", "-profile:v", "4444"]),
            ("alpha.webm", "yuva420p", ["-c:v", "libvpx-vp9"]),
        ]
        for clip in clips {
            let url = folder.appendingPathComponent(clip.name)
            _ = try FFTools.run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i",
                                           "color=c=0x3366CC@0.5:size=32x32:rate=10:duration=1,format=\(clip.format)"]
                                + clip.codec + [url.path])
            let picture = try VideoDecoder(contentsOf: url).frame(at: 0.5).picture
            XCTAssertTrue(picture.hasAlpha, clip.name)
            let (b, g, r, a) = (picture.pixels[0], picture.pixels[1], picture.pixels[2], picture.pixels[3])
            XCTAssertEqual(Int(a), 128, accuracy: 3, clip.name)
            XCTAssertEqual(Int(r), 0x33, accuracy: 4, clip.name)
            XCTAssertEqual(Int(g), 0x66, accuracy: 4, clip.name)
            XCTAssertEqual(Int(b), 0xCC, accuracy: 4, clip.name)
        }
    }

    func testClipsOverTheSizeLimitAreRefusedNamingTheFile() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let clip = try makeClip(in: folder)
        let still = folder.appendingPathComponent("still.png")   // no size in the container: read from the picture
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-i", clip.url.path, "-frames:v", "1", still.path])
        for url in [clip.url, still] {
            XCTAssertThrowsError(try VideoDecoder(contentsOf: url, sizeLimit: PictureSizeLimit(maximumSide: 63, maximumPixelCount: 1 << 20))) {
                XCTAssertEqual("\($0)", "\(url.path) is too large: 64×48 pixels exceeds the limit of 63 pixels per side")
            }
            XCTAssertThrowsError(try VideoDecoder(contentsOf: url, sizeLimit: PictureSizeLimit(maximumSide: 64, maximumPixelCount: 3071))) {
                XCTAssertEqual("\($0)", "\(url.path) is too large: 64×48 pixels exceeds the limit of 3071 pixels")
            }
            let decoder = try VideoDecoder(contentsOf: url, sizeLimit: PictureSizeLimit(maximumSide: 64, maximumPixelCount: 3072))
            XCTAssertEqual([decoder.width, decoder.height], [64, 48])
            XCTAssertEqual(try decoder.frame(at: 0).picture.width, 64, "decodes from the start after reading the size")
        }
    }

    func testBadClipsAreErrorsNamingTheFile() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let noise = folder.appendingPathComponent("noise.mp4")
        try Data((0..<10_000).map { UInt8(($0 * 31) % 253) }).write(to: noise)
        for url in [noise, folder.appendingPathComponent("missing.mp4")] {
            XCTAssertThrowsError(try VideoDecoder(contentsOf: url).frame(at: 0)) { XCTAssertTrue("\($0)".contains(url.path), "\($0)") }
        }
    }
}
