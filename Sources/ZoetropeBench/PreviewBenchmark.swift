import Foundation
import Scenes
import Zoetrope

/// `preview`: how fast the preview serves city-guide frames as PNG at 1080 pixels tall (scale
/// 1080/844): stepping forward one frame at a time (the kept stage advances) and seeking to
/// scattered times (back means replaying from 0). Prints the median and worst milliseconds of each.
struct PreviewBenchmark {
    func run() throws {
        let scene = try CityGuideScene(variant: nil)
        let settings = RenderSettings(scale: 1080 / scene.size.height)
        let scrubber = Scrubber(scene: scene)
        _ = try scrubber.still(at: 0, settings: settings).pngData()   // renderer and caches made
        var forward: [Double] = []
        for index in 1...120 {
            let time = 3 + Double(index) / Double(scene.fps)
            forward.append(try Self.milliseconds { _ = try scrubber.still(at: time, settings: settings).pngData() })
        }
        var seeks: [Double] = []
        // Times spread over the scene by the golden-ratio sequence (fixed, and about half of
        // them earlier than the one before).
        for index in 1...40 {
            let time = (Double(index) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1) * scene.duration
            seeks.append(try Self.milliseconds { _ = try scrubber.still(at: time, settings: settings).pngData() })
        }
        let size = "\(Int((scene.size.width * settings.scale!).rounded()))×1080"
        print("preview: city-guide \(size) PNG frames; stepping forward: median \(Self.median(forward)) ms, worst \(Self.format(forward.max()!)) ms" +
              " (goal < 50); random seeks: median \(Self.median(seeks)) ms, worst \(Self.format(seeks.max()!)) ms (goal < 300)")
    }

    private static func milliseconds(_ work: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private static func median(_ values: [Double]) -> String { format(values.sorted()[values.count / 2]) }
    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
