import CairoRendering
import Foundation
import MotionCore
import XCTest

/// A render told to stop draws no further layer and throws `RenderStopped`; a render never told
/// to stop draws what a render without the question draws.
final class RenderStoppingTests: XCTestCase {
    /// Counts its drawing, which takes a millisecond.
    private final class SlowLayer: Layer {
        let counter: Counter
        init(counter: Counter) { self.counter = counter; super.init() }
        required init() { counter = Counter(); super.init() }
        required init(layer: Any) { counter = (layer as? SlowLayer)?.counter ?? Counter(); super.init(layer: layer) }
        override func draw(in context: GraphicsContext) {
            counter.value += 1
            Thread.sleep(forTimeInterval: 0.001)
            context.setFillColor(.red)
            context.fill(bounds)
        }
    }

    private final class Counter { var value = 0 }

    private func tree(counter: Counter) -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        root.anchorPoint = .zero
        for index in 0..<50 {
            let layer = SlowLayer(counter: counter)
            layer.frame = Rect(x: Double(index), y: 0, width: 1, height: 50)
            root.addSublayer(layer)
        }
        return root
    }

    func testAStoppedRenderDrawsNoFurtherLayer() throws {
        let counter = Counter()
        let canvas = try Canvas(pixelWidth: 50, pixelHeight: 50)
        XCTAssertThrowsError(try LayerRenderer().render(tree(counter: counter), into: canvas, stoppingWhen: { counter.value >= 10 })) {
            XCTAssertTrue($0 is RenderStopped, "\($0)")
        }
        // Asked at most every 2 ms, with a layer taking 1 ms: at most two more layers are drawn.
        XCTAssertGreaterThanOrEqual(counter.value, 10)
        XCTAssertLessThanOrEqual(counter.value, 13)
    }

    func testARenderNeverToldToStopIsTheUsualFrame() throws {
        let asked = try Canvas(pixelWidth: 50, pixelHeight: 50), plain = try Canvas(pixelWidth: 50, pixelHeight: 50)
        try LayerRenderer().render(tree(counter: Counter()), into: asked, stoppingWhen: { false })
        try LayerRenderer().render(tree(counter: Counter()), into: plain)
        XCTAssertEqual(asked.rgbaImage(), plain.rgbaImage())
    }
}
