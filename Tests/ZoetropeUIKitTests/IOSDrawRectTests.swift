import CairoRendering
import XCTest
import ZoetropeUIKit

/// A view drawing itself as UIKit code does: `override func draw(_ rect: CGRect)` with
/// `UIGraphicsGetCurrentContext()`, redrawn after `setNeedsDisplay()`.
private final class GaugeView: UIView {
    var fraction: CGFloat = 0.25 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: Rect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemRed.cgColor)
        context.fill(Rect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}

/// A 100×20 gauge, filled a quarter, then three quarters from 0.5 s.
private final class GaugeScene: IOSTestScene {
    static let name = "ios-draw-rect"
    static let summary = "a view drawn by draw(_:)"
    let gauge = GaugeView(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    var size: Size { Size(width: 100, height: 20) }
    var duration: Double { 1 }

    init() {}

    func setUp(on stage: Stage) {
        stage.rootView.addSubview(gauge)
        stage.at(0.5) { self.gauge.fraction = 0.75 }
    }
}

final class IOSDrawRectTests: XCTestCase {
    func testDrawRectDrawsIntoTheCurrentContextAndRedrawsWhenMarked() throws {
        XCTAssertNil(UIGraphicsGetCurrentContext(), "no context outside drawing")
        let scrubber = Scrubber(scene: GaugeScene())
        func isRed(_ canvas: Canvas, x: Int) -> Bool {
            let pixel = canvas.rgbaImage().pixel(x: x, y: 10)
            return pixel.r > 200 && pixel.g < 80
        }
        let before = try scrubber.still(at: 0.2)
        XCTAssertTrue(isRed(before, x: 20))
        XCTAssertFalse(isRed(before, x: 30), "a quarter of 100 points")
        let after = try scrubber.still(at: 0.7)
        XCTAssertTrue(isRed(after, x: 70))
        XCTAssertFalse(isRed(after, x: 80), "three quarters after setNeedsDisplay")
    }
}
