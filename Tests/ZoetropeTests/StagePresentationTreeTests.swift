import XCTest
import Zoetrope

/// The stage's presentation trees: the previous frame's tree is recycled once nobody holds it,
/// and is the tree a fresh copy gives; a tree the renderer still holds is left alone.
final class StagePresentationTreeTests: XCTestCase {
    /// The square moves linearly from x = 8 to x = 56 over the first second.
    private func expectedX(at t: Double) -> Double { 8 + 48 * t }
    /// The linear curve is solved like any cubic Bézier, to within 1e-7 in progress: 48 pt × 1e-7.
    private let tolerance = 1e-5

    func testTreesAreRecycledFrameAfterFrameAndEqualFreshCopies() throws {
        let stage = Stage(scene: MovingSquareScene())
        // Weak: a tree that was freed (not recycled) reads nil, however malloc reuses its address.
        weak var previous: Layer?
        for index in 0...10 {
            let t = Double(index) / 10
            try stage.advance(to: t)
            let tree = stage.presentationTree()
            let fresh = stage.rootLayer.presentation(atGlobalTime: t)
            let square = try XCTUnwrap(tree.sublayer(named: "square"))
            XCTAssertEqual(square.position, fresh.sublayer(named: "square")?.position)
            XCTAssertEqual(square.position.x, expectedX(at: t), accuracy: tolerance)
            XCTAssertEqual(square.backgroundColor, .red)
            if index > 0 { XCTAssertTrue(tree === previous, "frame \(index) reuses the last tree") }
            previous = tree
        }
    }

    func testATreeStillHeldIsNeverReused() throws {
        let stage = Stage(scene: MovingSquareScene())
        try stage.advance(to: 0.2)
        let held = stage.presentationTree()
        try stage.advance(to: 0.6)
        let next = stage.presentationTree()
        XCTAssertFalse(held === next)
        XCTAssertEqual(try XCTUnwrap(held.sublayer(named: "square")).position.x, expectedX(at: 0.2), accuracy: tolerance)
        XCTAssertEqual(try XCTUnwrap(next.sublayer(named: "square")).position.x, expectedX(at: 0.6), accuracy: tolerance)
    }
}
