import MediaEncoding
import XCTest
@testable import Zoetrope

/// Custom drawing sees each frame's own state whatever the number of rasterizing threads: a
/// view's `draw` that reads the view's properties (model-side state the script changes every
/// frame) draws the values of the frame being made, not of whatever frame the engine has
/// reached by the time a worker gets to it.
final class CustomDrawingThreadingTests: XCTestCase {
    func testEachFrameDrawsItsOwnStateWith1_2And8Workers() throws {
        let scene = TickingBarScene()
        let settings = try RenderSettings(scale: 1).resolved(for: scene)
        for workers in [1, 2, 8] {
            var widths: [Int] = []
            try FramePipeline(scene: scene, settings: settings, workerCount: workers) { false }.run(consume: { _, frame in
                widths.append(Self.darkPixels(inRow: 2, of: frame))
            })
            XCTAssertEqual(widths, Array(0..<TickingBarScene.frames), "\(workers) workers")
        }
    }

    /// How many pixels of row `row` are dark (the bar), in a premultiplied BGRA frame.
    private static func darkPixels(inRow row: Int, of frame: PixelFrame) -> Int {
        (0..<frame.width).filter { x in frame.pixels[row * frame.bytesPerRow + x * 4 + 1] < 128 }.count
    }
}
