import XCTest
import ZoetropeUIKit

/// CAScrollLayer and CATextLayer's own names, from Apple's reference: a scroll layer shows its
/// sublayers from `bounds.origin`; `alignmentMode`, `isWrapped` and `truncationMode` set the
/// text's alignment, line count and where a line that does not fit is cut.
final class IOSScrollAndTextLayerTests: XCTestCase {
    func testScrollMovesTheBoundsOriginInTheAllowedDirections() {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroller.scroll(to: CGPoint(x: 10, y: 20))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 10, y: 20))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 30, y: 90))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 30, y: 20))
        XCTAssertEqual(scroller.bounds.size, CGSize(width: 100, height: 100))
    }

    /// Showing (150, 20, 30, 30) from (0, 0, 100, 100) moves the least: x to 180 − 100 = 80, y not at all.
    func testScrollToRectMovesTheLeastDistance() {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroller.scroll(toRect: CGRect(x: 150, y: 20, width: 30, height: 30))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 80, y: 0))
        let item = CALayer()
        item.frame = CGRect(x: 0, y: 300, width: 10, height: 10)
        scroller.addSublayer(item)
        item.scroll(CGPoint(x: 0, y: 0))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 0, y: 300), "the item's origin at the scroller's corner")
    }

    func testTextLayerNamesSetAlignmentLinesAndTruncation() {
        let text = CATextLayer()
        text.alignmentMode = .center
        XCTAssertEqual(text.alignment, .center)
        text.isWrapped = false
        text.truncationMode = .none
        XCTAssertEqual(text.numberOfLines, 1)
        XCTAssertEqual(text.lineBreakMode, .byClipping)
        text.isWrapped = true
        XCTAssertEqual(text.numberOfLines, 0)
        XCTAssertEqual(text.lineBreakMode, .byWordWrapping, "wrapped without truncation breaks at words")
        text.truncationMode = .middle
        XCTAssertEqual(text.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(text.truncationMode, .middle)
        XCTAssertTrue(text.isWrapped)
    }
}
