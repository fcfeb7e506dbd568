import XCTest
@testable import MotionCore

/// UIScreenEdgePanGestureRecognizer: a pan that begins only when its finger lands within the
/// edge region (20 pt) of one of its edges of the window.
final class ScreenEdgePanGestureTests: XCTestCase {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let content = View(frame: Rect(x: 0, y: 100, width: 400, height: 500))
    lazy var dispatcher = TouchDispatcher(rootView: root)
    var time = 0.0

    override func setUp() { root.addSubview(content) }

    func drag(_ edgePan: ScreenEdgePanGestureRecognizer, from: Point, to: Point) throws -> GestureRecognizer.State {
        var states: [GestureRecognizer.State] = []
        edgePan.addTarget { states.append($0.state) }
        for event in GestureTestTouches.line(touch: 1, from: from, to: to, time: time, duration: 0.2, steps: 12, lifts: false) {
            try dispatcher.handle(event)
        }
        let state = edgePan.state
        try dispatcher.handle(TouchEvent(phase: .ended, location: to, time: time + 0.3, touch: 1))
        time += 1
        return states.first ?? state
    }

    func testBeginsOnlyFromTheGivenEdgeOfTheWindow() throws {
        let edgePan = ScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        content.addGestureRecognizer(edgePan)
        XCTAssertEqual(try drag(edgePan, from: Point(x: 15, y: 300), to: Point(x: 215, y: 300)), .began, "15 pt from the left edge")
        XCTAssertEqual(edgePan.translation(in: nil), Point(x: 200, y: 0))
        XCTAssertEqual(try drag(edgePan, from: Point(x: 100, y: 300), to: Point(x: 300, y: 300)), .failed, "from the middle")
        XCTAssertEqual(try drag(edgePan, from: Point(x: 390, y: 300), to: Point(x: 190, y: 300)), .failed, "from the right edge")
        edgePan.edges = [.right, .bottom]
        XCTAssertEqual(try drag(edgePan, from: Point(x: 390, y: 300), to: Point(x: 190, y: 300)), .began)
        XCTAssertEqual(try drag(edgePan, from: Point(x: 200, y: 590), to: Point(x: 200, y: 400)), .began)
        XCTAssertEqual(try drag(edgePan, from: Point(x: 200, y: 110), to: Point(x: 200, y: 300)), .failed,
                       "10 pt from the view's top edge but 110 pt from the window's")
    }
}
