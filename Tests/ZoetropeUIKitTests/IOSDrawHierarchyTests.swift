import CairoRendering
import XCTest
import ZoetropeUIKit

/// `drawHierarchy(in:afterScreenUpdates:)` as iOS code writes it. Apple's reference: it "renders
/// a snapshot of the complete view hierarchy as visible onscreen into the current context";
/// `rect` is "a rectangle specified in the local coordinate system (bounds) of the view";
/// `afterUpdates` true renders "after recent changes have been incorporated"; it returns true
/// "if the snapshot is complete", false "if the snapshot is missing image data".
final class IOSDrawHierarchyTests: XCTestCase {
    private func pixels(_ image: UIImage) throws -> RGBAImage {
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        return try RGBAImage(pngData: data)
    }

    private func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    private func renderer(width: Double, height: Double) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }

    /// A 40×20 view placed far away in a container (which does not count: its bounds are drawn),
    /// red, with a blue subview on its right half.
    private func twoColourView() -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let view = UIView(frame: CGRect(x: 300, y: 200, width: 40, height: 20))
        view.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        right.backgroundColor = .blue
        view.addSubview(right)
        container.addSubview(view)
        return view
    }

    func testTheHierarchyFillsTheBoundsRect() throws {
        let view = twoColourView()
        var complete = false
        let drawn = try pixels(renderer(width: 40, height: 20).image { _ in
            complete = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        })
        XCTAssertTrue(complete)
        XCTAssertEqual(rgba(drawn, 5, 10), [255, 0, 0, 255])
        XCTAssertEqual(rgba(drawn, 30, 10), [0, 0, 255, 255])
    }

    /// Drawn in (10, 20, 80, 40), the 40×20 bounds are scaled by 2: red over x 10 ..< 50, blue over
    /// 50 ..< 90, rows 20 ..< 60; nothing elsewhere.
    func testTheBoundsAreScaledToTheRect() throws {
        let view = twoColourView()
        let drawn = try pixels(renderer(width: 100, height: 100).image { _ in
            view.drawHierarchy(in: CGRect(x: 10, y: 20, width: 80, height: 40), afterScreenUpdates: false)
        })
        XCTAssertEqual(rgba(drawn, 12, 22), [255, 0, 0, 255])
        XCTAssertEqual(rgba(drawn, 47, 57), [255, 0, 0, 255])
        XCTAssertEqual(rgba(drawn, 53, 22), [0, 0, 255, 255])
        XCTAssertEqual(rgba(drawn, 87, 57), [0, 0, 255, 255])
        for (x, y) in [(5, 40), (95, 40), (50, 15), (50, 65)] {
            XCTAssertEqual(rgba(drawn, x, y)[3], 0, "outside the rect at (\(x), \(y))")
        }
    }

    func testWithoutACurrentContextNothingIsDrawnAndItReturnsFalse() {
        XCTAssertFalse(twoColourView().drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
    }

    /// After screen updates, pending layout has run: the subview `layoutSubviews` places is drawn
    /// there. Before them, the hierarchy is drawn as it stands, the layout still pending.
    func testAfterScreenUpdatesPendingLayoutIsTakenIn() throws {
        let view = DotLayoutView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.setNeedsLayout()
        let before = try pixels(renderer(width: 40, height: 20).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        })
        XCTAssertEqual(rgba(before, 5, 10), [0, 255, 0, 255], "the dot where it was set, layout pending")
        XCTAssertEqual(rgba(before, 35, 10)[3], 0)
        let after = try pixels(renderer(width: 40, height: 20).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        })
        XCTAssertEqual(rgba(after, 35, 10), [0, 255, 0, 255], "the dot where layoutSubviews puts it")
        XCTAssertEqual(rgba(after, 5, 10)[3], 0)
    }

    func testAHiddenViewDrawsNothing() throws {
        let view = twoColourView()
        view.isHidden = true
        var complete = false
        let drawn = try pixels(renderer(width: 40, height: 20).image { _ in
            complete = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        })
        XCTAssertTrue(complete)
        XCTAssertEqual(rgba(drawn, 5, 10)[3], 0)
    }

    /// The same drawing inside a view's `draw(_:)`, whose current context records: the hierarchy
    /// lands in the host's picture.
    func testInsideDrawTheHierarchyIsDrawnIntoTheHostsPicture() throws {
        let host = HierarchyHostView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        host.source = twoColourView()
        host.setNeedsDisplay()
        let drawn = try pixels(renderer(width: 40, height: 20).image { host.layer.render(in: $0.cgContext) })
        XCTAssertTrue(host.complete)
        XCTAssertEqual(rgba(drawn, 5, 10), [255, 0, 0, 255])
        XCTAssertEqual(rgba(drawn, 30, 10), [0, 0, 255, 255])
    }
}
