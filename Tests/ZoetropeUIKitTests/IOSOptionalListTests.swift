import XCTest
import ZoetropeUIKit

/// `CALayer.sublayers` and `animationKeys()` as iOS declares them: optional, nil when empty
/// ("The default value of this property is nil"), `sublayers` settable.
final class IOSOptionalListTests: XCTestCase {
    func testSublayersAreNilUntilOneIsAddedAndOptionalChainingWalksThem() {
        let parent = CALayer()
        XCTAssertNil(parent.sublayers)
        let a = CALayer(), b = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        XCTAssertEqual(parent.sublayers?.count, 2)
        parent.sublayers?.forEach { $0.removeFromSuperlayer() }
        XCTAssertNil(parent.sublayers)
        XCTAssertNil(a.superlayer)
    }

    func testSettingSublayersReplacesThemAndTakesEachFromItsParent() {
        let parent = CALayer(), other = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        other.addSublayer(b)
        parent.sublayers = [b, c]
        XCTAssertTrue(parent.sublayers?.elementsEqual([b, c], by: ===) ?? false)
        XCTAssertNil(a.superlayer, "a layer left out is removed")
        XCTAssertTrue(b.superlayer === parent)
        XCTAssertNil(other.sublayers, "b left its old parent")
        parent.sublayers = [c, b]
        XCTAssertTrue(parent.sublayers?.elementsEqual([c, b], by: ===) ?? false, "reordered")
        parent.sublayers = nil
        XCTAssertNil(parent.sublayers)
        XCTAssertNil(c.superlayer)
    }

    func testIndexingAndForcedUnwrapAsIOSCodeWritesThem() {
        let parent = CALayer()
        parent.addSublayer(CALayer())
        for sublayer in parent.sublayers! { sublayer.opacity = 0.5 }
        if let first = parent.sublayers?.first { XCTAssertEqual(first.opacity, 0.5) } else { XCTFail("no sublayer") }
        XCTAssertEqual(parent.sublayers?[0].opacity, 0.5)
    }

    func testAnimationKeysAreNilWhenNothingRuns() {
        let layer = CALayer()
        XCTAssertNil(layer.animationKeys())
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        XCTAssertTrue(layer.animationKeys()?.contains("fade") ?? false)
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
    }
}
