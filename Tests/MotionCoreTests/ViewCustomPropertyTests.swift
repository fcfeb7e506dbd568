import XCTest
@testable import MotionCore

/// Seed 000: a custom layer property mirrored on a view animates inside blocks, and whatever
/// `display(_:)` derives from it is sampled at the same instant as the built-in properties.
final class ProgressLayer: Layer {
    @Animatable("percent") var percent: Double = 0
}

/// The seed's loading indicator: `display(_:)` sizes a bar from the presentation percent.
final class LoadingIndicator: View {
    override class var layerClass: Layer.Type { ProgressLayer.self }
    let bar = View()
    var displayCount = 0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(bar)
    }

    var percent: Double {
        get { (layer as! ProgressLayer).percent }
        set { (layer as! ProgressLayer).percent = newValue }
    }

    override func display(_ layer: Layer) {
        displayCount += 1
        let percent = (layer.presentation() as! ProgressLayer).percent
        bar.frame = Rect(x: 0, y: 0, width: bounds.width * percent / 100, height: bounds.height)
    }
}

final class ViewCustomPropertyTests: XCTestCase {
    /// What `Stage.advance(to:)` does before sampling a frame.
    private func displayForFrame(_ root: Layer) {
        for layer in root.allLayers where layer.needsDisplay || layer.hasAnimatedDisplayKeys {
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
        }
    }

    func testDisplayDerivedGeometryMovesInLockstepWithBuiltInProperties() {
        let timeline = Timeline()
        let indicator = LoadingIndicator(frame: Rect(x: 0, y: 0, width: 200, height: 10))
        let marker = View(frame: Rect(x: 0, y: 20, width: 10, height: 10))
        var finished: [Bool] = []
        timeline.perform {
            View.animate(withDuration: 1.5, delay: 0.25, options: .curveEaseInOut, animations: {
                indicator.percent = 100
                marker.center.x = 205
            }, completion: { finished.append($0) })
        }
        // Every frame of a 30 fps render: the stage displays, then samples the presentation tree.
        for frame in 0...60 {
            let t = Double(frame) / 30
            timeline.advance(to: t)
            timeline.perform { displayForFrame(indicator.layer) }
            let barWidth = timeline.perform { indicator.bar.layer.presentation().bounds.width }
            let markerX = timeline.perform { marker.layer.presentation().position.x }
            let expected = TimingFunction.easeInEaseOut.value(at: min(max((t - 0.25) / 1.5, 0), 1))
            XCTAssertEqual(barWidth, 200 * expected, accuracy: 1e-9, "bar at frame \(frame)")
            XCTAssertEqual(barWidth, markerX - 5, accuracy: 1e-9, "bar and marker in lockstep at frame \(frame)")
        }
        XCTAssertEqual(finished, [true])
        let displays = indicator.displayCount
        timeline.perform { displayForFrame(indicator.layer) }
        XCTAssertEqual(indicator.displayCount, displays, "no display once nothing animates")
    }

    func testCustomPropertyUsesTheBlockCompletionAndSpring() throws {
        let timeline = Timeline()
        let indicator = LoadingIndicator(frame: Rect(x: 0, y: 0, width: 200, height: 10))
        var finished: Bool?
        timeline.perform {
            View.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                         animations: { indicator.percent = 50 }, completion: { finished = $0 })
        }
        let spring = try View.springForBlock(duration: 0.8, dampingRatio: 0.6, velocity: 0)
        timeline.advance(to: 0.3)
        let p = timeline.perform { indicator.layer.presentation() } as! ProgressLayer
        XCTAssertEqual(p.percent, 50 * spring.value(at: 0.3), accuracy: 1e-9)
        timeline.advance(to: 0.8)
        XCTAssertEqual(finished, true)
    }
}
