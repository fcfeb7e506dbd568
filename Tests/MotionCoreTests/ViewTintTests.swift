import XCTest
@testable import MotionCore

/// UIView.tintColor as Apple documents it: "the first nondefault tint color value in the view's
/// hierarchy, ascending from and starting with the view itself", the system blue when none is
/// set; `tintAdjustmentMode` `.automatic` takes the superview's; `tintColorDidChange()` runs
/// when the colour a view sees changes.
final class ViewTintTests: XCTestCase {
    private final class TintWatcher: View {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    func testTheTintIsInheritedFromTheNearestViewThatSetsOne() {
        let root = View(), middle = View(), leaf = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertEqual(leaf.tintColor, Color(hex: 0x007AFF), "the system blue by default")
        root.tintColor = .red
        XCTAssertEqual(leaf.tintColor, .red)
        middle.tintColor = .green
        XCTAssertEqual(leaf.tintColor, .green)
        XCTAssertEqual(root.tintColor, .red)
        middle.tintColor = nil
        XCTAssertEqual(leaf.tintColor, .red, "nil goes back to inheriting")
    }

    func testDimmingIsInheritedAndShowsTheTintAsGrey() {
        let root = View(), leaf = View()
        root.addSubview(leaf)
        root.tintColor = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(leaf.tintAdjustmentMode, .normal)
        root.tintAdjustmentMode = .dimmed
        XCTAssertEqual(leaf.tintAdjustmentMode, .dimmed, "automatic reads the superview's mode")
        let dimmed = leaf.tintColor!
        XCTAssertEqual(dimmed.red, 0.2126, accuracy: 1e-9)
        XCTAssertEqual(dimmed.green, dimmed.red)
        XCTAssertEqual(dimmed.blue, dimmed.red)
        leaf.tintAdjustmentMode = .normal
        XCTAssertEqual(leaf.tintColor, Color(red: 1, green: 0, blue: 0), "a normal subview shows the undimmed tint")
    }

    func testTintColorDidChangeRunsWhereTheSeenColourChanges() {
        let root = View(), inheriting = TintWatcher(), ownColour = TintWatcher()
        root.addSubview(inheriting)
        root.addSubview(ownColour)
        ownColour.tintColor = .green
        XCTAssertEqual(ownColour.changes, 1)
        root.tintColor = .red
        XCTAssertEqual(inheriting.changes, 1)
        XCTAssertEqual(ownColour.changes, 1, "a view with its own colour does not see the change")
        root.tintColor = .red
        XCTAssertEqual(inheriting.changes, 1, "the same colour again changes nothing")
        let other = View()
        other.tintColor = .blue
        other.addSubview(inheriting)
        XCTAssertEqual(inheriting.changes, 2, "moved under another tint")
    }
}
