import XCTest
@testable import MotionCore

final class ViewHierarchyTests: XCTestCase {
    private func makeTree() -> (root: View, a: View, b: View, c: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let b = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let c = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(a); root.addSubview(b); a.addSubview(c)
        a.tag = 1; b.layer.name = "b"; c.tag = 3
        return (root, a, b, c)
    }

    func testOrderingKeepsViewsAndLayersInStep() {
        let (root, a, b, _) = makeTree()
        let d = View()
        root.insertSubview(d, belowSubview: b)
        XCTAssertTrue(root.subviews == [a, d, b])
        root.bringSubviewToFront(a)
        XCTAssertTrue(root.subviews == [d, b, a])
        root.sendSubviewToBack(b)
        XCTAssertTrue(root.subviews == [b, d, a])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertTrue(root.subviews == [a, d, b])
        root.insertSubview(d, aboveSubview: b)
        XCTAssertTrue(root.subviews == [a, b, d])
        XCTAssertTrue(root.layer.sublayers.map { $0 } == root.subviews.map(\.layer), "layers follow views")
        d.removeFromSuperview()
        XCTAssertNil(d.superview)
        XCTAssertTrue(root.subviews == [a, b])
    }

    /// CALayer's replaceSublayer(_:with:): the new layer takes the old one's place in the order;
    /// the old one leaves the tree; a layer that is not a sublayer changes nothing.
    func testReplaceSublayerKeepsThePlace() {
        let parent = Layer(), first = Layer(), middle = Layer(), last = Layer(), replacement = Layer()
        [first, middle, last].forEach(parent.addSublayer)
        parent.replaceSublayer(middle, with: replacement)
        XCTAssertTrue(parent.sublayers.elementsEqual([first, replacement, last], by: ===))
        XCTAssertNil(middle.superlayer)
        XCTAssertTrue(replacement.superlayer === parent)
        parent.replaceSublayer(middle, with: Layer())
        XCTAssertEqual(parent.sublayers.count, 3)
    }

    func testCannotCreateCycles() {
        let (root, a, _, c) = makeTree()
        c.addSubview(root)
        c.addSubview(c)
        XCTAssertNil(root.superview)
        XCTAssertTrue(a.subviews == [c])
    }

    func testLookupByTagAndName() {
        let (root, a, b, c) = makeTree()
        XCTAssertTrue(root.viewWithTag(1) === a)
        XCTAssertTrue(root.viewWithTag(3) === c)
        XCTAssertTrue(root.viewNamed("b") === b)
        XCTAssertNil(root.viewWithTag(42))
        XCTAssertTrue(c.rootView === root)
    }

    func testConvertBetweenViews() {
        let (root, a, b, c) = makeTree()
        XCTAssertEqual(c.convert(Point(x: 1, y: 2), to: root), Point(x: 16, y: 27))
        XCTAssertEqual(c.convert(Point(x: 1, y: 2), to: b), Point(x: -34, y: -23))
        XCTAssertEqual(b.convert(Point(x: -34, y: -23), to: c), Point(x: 1, y: 2))
        XCTAssertEqual(c.convert(Point(x: 16, y: 27), from: nil), Point(x: 1, y: 2))
        a.transform = AffineTransform(scaleX: 2, y: 2)
        // a's centre stays at (60, 70); its bounds (0…100) now span 120…-
        XCTAssertEqual(a.convert(Point(x: 50, y: 50), to: root), Point(x: 60, y: 70))
        XCTAssertEqual(a.convert(Point(x: 0, y: 0), to: root), Point(x: -40, y: -30))
        XCTAssertEqual(c.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: root),
                       Rect(x: -30, y: -20, width: 20, height: 20))
    }

    func testHitTestFindsTopmostDeepestInteractiveView() {
        let (root, a, b, c) = makeTree()
        XCTAssertTrue(root.hitTest(Point(x: 20, y: 30)) === c)
        XCTAssertTrue(root.hitTest(Point(x: 60, y: 60)) === b, "b is above a")
        XCTAssertTrue(root.hitTest(Point(x: 15, y: 110)) === a)
        XCTAssertTrue(root.hitTest(Point(x: 190, y: 10)) === root)
        XCTAssertNil(root.hitTest(Point(x: 300, y: 10)))
        b.isHidden = true
        XCTAssertTrue(root.hitTest(Point(x: 60, y: 60)) === a)
        c.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(Point(x: 20, y: 30)) === a)
        a.alpha = 0
        XCTAssertTrue(root.hitTest(Point(x: 20, y: 30)) === root)
    }

    func testAnimatingViewIsNotHitUnlessAllowed() {
        let timeline = Timeline()
        let (root, a, _, _) = makeTree()
        timeline.perform { View.animate(withDuration: 1, animations: { a.alpha = 0.5 }) }
        timeline.advance(to: 0.5)
        XCTAssertTrue(timeline.perform { root.hitTest(Point(x: 15, y: 110)) } === root)
        timeline.perform {
            View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { a.alpha = 0.7 })
            View.performWithoutAnimation { a.layer.removeAnimation(forKey: "opacity") }
        }
        XCTAssertTrue(timeline.perform { root.hitTest(Point(x: 15, y: 110)) } === a)
        timeline.advance(to: 3)
        XCTAssertTrue(timeline.perform { root.hitTest(Point(x: 15, y: 110)) } === a)
    }

    /// UIViewPropertyAnimator.isUserInteractionEnabled: "When true (the default), the animated
    /// views respond to touches" — false keeps them from being hit while the animator is active.
    func testAPropertyAnimatorDecidesWhetherItsViewsAreHit() {
        let timeline = Timeline()
        let (root, a, _, _) = makeTree()
        let animator = timeline.perform { PropertyAnimator(duration: 1, curve: .linear) { a.alpha = 0.5 } }
        timeline.perform { animator.startAnimation() }
        timeline.advance(to: 0.5)
        XCTAssertTrue(timeline.perform { root.hitTest(Point(x: 15, y: 110)) } === a, "enabled by default")
        animator.isUserInteractionEnabled = false
        XCTAssertTrue(timeline.perform { root.hitTest(Point(x: 15, y: 110)) } === root)
        timeline.advance(to: 1.5)
        XCTAssertTrue(timeline.perform { root.hitTest(Point(x: 15, y: 110)) } === a, "hit again once the animator is done")
    }

    func testLayoutIfNeededRunsLayoutOnlyWhenMarked() {
        final class Counting: View {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let view = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        XCTAssertEqual(view.count, 1)
        view.layoutIfNeeded()
        XCTAssertEqual(view.count, 1)
        view.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        view.layoutIfNeeded()
        XCTAssertEqual(view.count, 2)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.count, 3)
    }

    func testSetNeedsDisplayRedisplaysTheViewOnce() {
        final class Displaying: View {
            var displays = 0
            override func display(_ layer: Layer) { displays += 1 }
        }
        let view = Displaying(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layer.displayIfNeeded()
        XCTAssertEqual(view.displays, 0, "nothing asked for display yet")
        view.setNeedsDisplay()
        XCTAssertTrue(view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        view.layer.displayIfNeeded()
        XCTAssertEqual(view.displays, 1, "displayed once, then the mark is cleared")
    }
}

private func == (lhs: [View], rhs: [View]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
private func == (lhs: [Layer], rhs: [Layer]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
