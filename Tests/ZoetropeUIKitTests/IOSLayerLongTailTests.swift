import XCTest
import ZoetropeUIKit

/// A layer subclass counting its layouts.
private final class CountingRow: CALayer {
    var layouts = 0
    override func layoutSublayers() { layouts += 1 }
}

/// A row marked for layout at 0.5 s.
private final class LayoutScene: IOSTestScene {
    static let name = "ios-layout"
    static let summary = "a layer marked for layout"
    let row = CountingRow()
    var size: Size { Size(width: 20, height: 20) }
    var duration: Double { 1 }

    init() {}

    func setUp(on stage: Stage) {
        stage.rootLayer.addSublayer(row)
        stage.at(0.5) { self.row.setNeedsLayout() }
    }
}

/// The long tail of CALayer and CATransaction as iOS code writes it, each checked against
/// Apple's reference.
final class IOSLayerLongTailTests: XCTestCase {
    func testAffineTransformIsTheTransformsTwoDimensionalPart() {
        let layer = CALayer()
        let turn = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        layer.setAffineTransform(turn)
        XCTAssertEqual(layer.transform, CATransform3DMakeAffineTransform(turn))
        XCTAssertEqual(layer.affineTransform(), turn)
    }

    func testContainsAndConvertWorkInTheLayersCoordinates() {
        let parent = CALayer(), child = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        child.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        parent.addSublayer(child)
        XCTAssertTrue(child.contains(CGPoint(x: 99, y: 49)))
        XCTAssertFalse(child.contains(CGPoint(x: 100, y: 10)), "CGRect.contains leaves out the maximum edges")
        XCTAssertEqual(child.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: parent), CGRect(x: 10, y: 20, width: 5, height: 5))
        XCTAssertEqual(child.convert(CGRect(x: 10, y: 20, width: 5, height: 5), from: parent), CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(child.preferredFrameSize(), CGSize(width: 100, height: 50))
    }

    /// A layer's time is (t − beginTime) · speed + timeOffset in its parent's: at speed 2, its
    /// local second 1 is global 0.5.
    func testConvertTimeToAnotherTimeSpace() {
        let layer = CALayer()
        layer.speed = 2
        XCTAssertEqual(layer.convertTime(1, to: nil), 0.5, accuracy: 1e-12)
        XCTAssertEqual(layer.convertTime(0.5, from: nil), 1, accuracy: 1e-12)
    }

    func testSetValueForKeyPathSetsOnePartOfTheRootProperty() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 7)
        layer.setValue(40, forKeyPath: "position.x")
        XCTAssertEqual(layer.position, CGPoint(x: 40, y: 7))
        layer.setValue(0.5, forKeyPath: "transform.scale.x")
        XCTAssertEqual(layer.transform.m11, 0.5, accuracy: 1e-12)
        XCTAssertEqual(layer.transform.m22, 1, accuracy: 1e-12)
    }

    func testNSNullInActionsTurnsTheImplicitAnimationOff() {
        let timeline = Timeline()
        let layer = CALayer()
        layer.actions = ["position": NSNull()]
        timeline.perform {
            layer.position = CGPoint(x: 50, y: 0)
            layer.opacity = 0.5
        }
        XCTAssertEqual(layer.animationKeys(), ["opacity"], "position's action is off; opacity's is not")
    }

    func testCATransactionKeysSetWhatTheirMethodsSet() {
        let timeline = Timeline()
        let layer = CALayer()
        timeline.perform {
            CATransaction.begin()
            CATransaction.setValue(2.0, forKey: kCATransactionAnimationDuration)
            XCTAssertEqual(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double, 2)
            layer.opacity = 0
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            XCTAssertEqual(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool, true)
            layer.position = CGPoint(x: 9, y: 9)
            CATransaction.commit()
        }
        XCTAssertEqual(layer.animation(forKey: "opacity")?.duration, 2)
        XCTAssertNil(layer.animation(forKey: "position"))
    }

    func testMaskedCornersAndSpringsAsIOSSpellsThem() {
        let layer = CALayer()
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        XCTAssertEqual(layer.maskedCorners, [.topLeft, .bottomRight])
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        spring.keyPath = "position"
        let reference = CASpringAnimation(keyPath: "position", perceptualDuration: 0.5, bounce: 0.2)
        XCTAssertEqual(spring.stiffness, reference.stiffness)
        XCTAssertEqual(spring.damping, reference.damping)
        XCTAssertTrue(UIImage(data: Data()).cgImage != nil, "the picture itself goes in as contents")
    }

    /// A layer subclass that lays out its sublayers in `layoutSublayers()`: marked, the stage
    /// lays it out before the next frame; `layoutIfNeeded()` does it at once.
    func testSetNeedsLayoutRunsLayoutSublayers() {
        let row = CountingRow()
        XCTAssertFalse(row.needsLayout())
        row.setNeedsLayout()
        XCTAssertTrue(row.needsLayout())
        row.layoutIfNeeded()
        row.layoutIfNeeded()
        XCTAssertEqual(row.layouts, 1)
        XCTAssertFalse(row.needsLayout())
    }

    func testTheStageLaysOutAMarkedLayerBeforeTheNextFrame() throws {
        let scene = LayoutScene()
        let settings = try RenderSettings(fps: 30).resolved(for: scene)
        var layoutsSeen: [Int] = []
        try Playback(scene: scene).play(settings) { _ in layoutsSeen.append(scene.row.layouts) }
        XCTAssertEqual(layoutsSeen.first, 0)
        XCTAssertEqual(layoutsSeen[15], 1, "marked at 0.5 s, laid out before that frame")
        XCTAssertEqual(layoutsSeen.last, 1, "once")
    }

    func testNeedsDisplayOnBoundsChange() {
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(layer.needsDisplay())
    }
}

/// Edge antialiasing: `allowsEdgeAntialiasing` (false by default, as Apple documents without an
/// Info.plist entry) and `edgeAntialiasingMask` (every edge by default) read back what is set;
/// a mask leaving edges out is warned about, as no edge is drawn aliased here.
final class IOSEdgeAntialiasingTests: XCTestCase {
    func testTheDefaultsAndWhatIsSetReadBack() {
        let layer = CALayer()
        XCTAssertFalse(layer.allowsEdgeAntialiasing)
        XCTAssertEqual(layer.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        layer.allowsEdgeAntialiasing = true
        XCTAssertTrue(layer.allowsEdgeAntialiasing)
    }

    func testAMaskLeavingEdgesOutIsWarnedAbout() {
        nonisolated(unsafe) var messages: [String] = []
        Timeline.setUnattendedProblemHandler { messages.append("\($0)") }
        defer { Timeline.setUnattendedProblemHandler(nil) }
        let layer = CALayer()
        layer.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
        XCTAssertEqual(layer.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge])
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("edgeAntialiasingMask") ?? false, "\(messages)")
    }
}
