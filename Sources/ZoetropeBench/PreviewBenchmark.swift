import Foundation
import MediaEncoding
import Scenes
import Zoetrope

/// `preview`: how fast the preview serves frames as PNG (`fastPNGData`, as it sends them). City-guide at 1080 pixels tall (scale
/// 1080/844): stepping forward one frame at a time (the kept stage advances) and seeking to
/// scattered times (back means replaying from 0). App-demo at 1920×1080: stepping forward, with
/// layers' backing stores kept and without (`cachesLayers`). Prints the median and worst
/// milliseconds of each.
struct PreviewBenchmark {
    func run() throws {
        let scene = try CityGuideScene(variant: nil)
        let settings = RenderSettings(scale: 1080 / scene.size.height)
        let scrubber = Scrubber(scene: scene)
        let forward = try Self.stepForward(scrubber, from: 3, settings: settings)
        var seeks: [Double] = []
        // Times spread over the scene by the golden-ratio sequence (fixed, and about half of
        // them earlier than the one before).
        for index in 1...40 {
            let time = (Double(index) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1) * scene.duration
            seeks.append(try Self.milliseconds { _ = try scrubber.still(at: time, settings: settings).fastPNGData() })
        }
        let size = "\(Int((scene.size.width * settings.scale!).rounded()))×1080"
        print("preview: city-guide \(size) PNG frames; stepping forward: median \(Self.median(forward)) ms, worst \(Self.format(forward.max()!)) ms" +
              " (goal < 50); random seeks: median \(Self.median(seeks)) ms, worst \(Self.format(seeks.max()!)) ms (goal < 300)")
        var demo = RenderSettings(scale: 1.5)
        for cachesLayers in [true, false] {
            demo.cachesLayers = cachesLayers
            let drawn = try Self.stepForward(Scrubber(scene: try AppDemoScene(variant: nil)), from: 4, settings: demo, encodesPNG: false)
            let served = try Self.stepForward(Scrubber(scene: try AppDemoScene(variant: nil)), from: 4, settings: demo)
            print("preview: app-demo 1920×1080\(cachesLayers ? "" : " with --no-cache"); stepping forward: frame drawn median" +
                  " \(Self.median(drawn)) ms, worst \(Self.format(drawn.max()!)) ms; as PNG median \(Self.median(served)) ms," +
                  " worst \(Self.format(served.max()!)) ms (goal ≤ 33)")
        }
        try comparePNGEncoders()
    }

    /// One app-demo 1920×1080 frame encoded 30 times by the preview's PNG encoder and, side by
    /// side, by FFmpeg's command-line tool with libavcodec's PNG encoder at zlib level 1 without
    /// row filters (what the preview used before): milliseconds a frame and bytes of each. The
    /// tool's time includes its start-up, spread over the 30 frames.
    private func comparePNGEncoders() throws {
        let canvas = try Scrubber(scene: try AppDemoScene(variant: nil)).still(at: 4.1, settings: RenderSettings(scale: 1.5))
        let frame = canvas.withPremultipliedBGRA { bytes, bytesPerRow in
            PixelFrame(width: canvas.pixelWidth, height: canvas.pixelHeight, bytesPerRow: bytesPerRow, pixels: Array(bytes))
        }
        var bytes = 0
        let ours = try (1...30).map { _ in try Self.milliseconds { bytes = try BandedPNGEncoder.encode(frame).count } }
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-bench-\(getpid()).bgra")
        defer { try? FileManager.default.removeItem(at: raw) }
        try Data(PixelConversion.unpremultiplied(frame)).write(to: raw)
        let output = Pipe()
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tool.arguments = ["ffmpeg", "-v", "error", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(frame.width)x\(frame.height)",
                          "-stream_loop", "29", "-i", raw.path, "-c:v", "png", "-compression_level", "1", "-pred", "none",
                          "-f", "image2pipe", "-"]
        tool.standardOutput = output
        var piped = Data()
        let theirs = try Self.milliseconds {
            try tool.run()
            piped = output.fileHandleForReading.readDataToEndOfFile()
            tool.waitUntilExit()
        } / 30
        print("preview PNG encoder: app-demo 1920×1080 frame: ours median \(Self.median(ours)) ms (\(bytes / 1024) KB);"
            + " ffmpeg -c:v png -compression_level 1 -pred none \(Self.format(theirs)) ms a frame (\(piped.count / 30 / 1024) KB)")
    }

    /// Milliseconds of each of 120 frames drawn one after another from `start` (and encoded as
    /// PNG when `encodesPNG`), after an untimed first frame (renderer and caches made).
    private static func stepForward(_ scrubber: Scrubber, from start: Double, settings: RenderSettings,
                                    encodesPNG: Bool = true) throws -> [Double] {
        let fps = Double(settings.fps ?? scrubber.scene.fps)
        _ = try scrubber.still(at: start, settings: settings).fastPNGData()
        return try (1...120).map { index in
            try milliseconds {
                let frame = try scrubber.still(at: start + Double(index) / fps, settings: settings)
                if encodesPNG { _ = try frame.fastPNGData() }
            }
        }
    }

    private static func milliseconds(_ work: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private static func median(_ values: [Double]) -> String { format(values.sorted()[values.count / 2]) }
    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
