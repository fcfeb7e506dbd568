import XCTest
@testable import MotionCore

/// Seed 000: a custom layer property mirrored on a view animates inside blocks, and whatever
/// `display(_:)` derives from it is sampled at the same instant as the built-in properties.
final class ProgressLayer: Layer {
    @Animatable("percent") var percent: Double = 0
}

/// The seed's loading indicator: `display(_:)` sizes a bar from the presentation percent.
final class LoadingIndicator: View {
    override class var layerClass: AnyClass { ProgressLayer.self }
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
        let percent = (layer.presentation()! as! ProgressLayer).percent
        bar.frame = Rect(x: 0, y: 0, width: bounds.width * percent / 100, height: bounds.height)
    }
}

final class ViewCustomPropertyTests: XCTestCase {
    /// What `Stage.advance(to:)` does before sampling a frame.
    private func displayForFrame(_ root: Layer) {
        for layer in root.allLayers where layer.needsDisplay() || layer.hasAnimatedDisplayKeys {
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
            let barWidth = timeline.perform { indicator.bar.layer.presentation()!.bounds.width }
            let markerX = timeline.perform { marker.layer.presentation()!.position.x }
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
        let p = timeline.perform { indicator.layer.presentation()! } as! ProgressLayer
        XCTAssertEqual(p.percent, 50 * spring.value(at: 0.3), accuracy: 1e-9)
        timeline.advance(to: 0.8)
        XCTAssertEqual(finished, true)
    }
}

/// Seed 000's layer written the Apple way: repurpose the block's backgroundColor action.
final class AppleWayPercentLayer: Layer {
    @Animatable("percent") var percent: Double = 0

    override func action(forKey event: String) -> Action? {
        if event == "percent" {
            if let animation = super.action(forKey: "backgroundColor") as? BasicAnimation {
                animation.keyPath = event
                animation.fromValue = presentation()!.percent
                animation.toValue = nil
                return animation
            }
            setNeedsDisplay()
            return nil
        }
        return super.action(forKey: event)
    }
}

final class AppleWayPercentView: View {
    override class var layerClass: AnyClass { AppleWayPercentLayer.self }
    var percent: Double {
        get { (layer as! AppleWayPercentLayer).percent }
        set { (layer as! AppleWayPercentLayer).percent = newValue }
    }
}

final class ViewAppleWayTests: XCTestCase {
    func testRepurposedBackgroundColorActionCarriesTheBlockTiming() {
        let timeline = Timeline()
        let view = AppleWayPercentView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(view.backgroundColor, "works with a nil background, as in UIKit")
        timeline.perform { view.percent = 0 }
        XCTAssertTrue(view.layer.animationKeys().isEmpty, "no block, no animation")
        timeline.perform {
            View.animate(withDuration: 2, delay: 0, options: .curveEaseOut, animations: { view.percent = 100 })
        }
        timeline.advance(to: 1)
        let p = timeline.perform { view.layer.presentation()! } as! AppleWayPercentLayer
        XCTAssertEqual(p.percent, 100 * TimingFunction.easeOut.value(at: 0.5), accuracy: 1e-9)
    }

    func testNilBackgroundFadesInFromClear() {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .red })
        }
        timeline.advance(to: 0.5)
        let color = timeline.perform { view.layer.presentation()!.backgroundColor }
        XCTAssertEqual(color?.alpha ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(color?.red ?? -1, 1, accuracy: 1e-6, "premultiplied interpolation from clear keeps the hue")
    }
}
