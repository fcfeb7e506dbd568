import CairoRendering
import XCTest
import ZoetropeUIKit

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` as UIKit documents it: "a
/// snapshot view based on the specified contents of the current view, with stretchable insets";
/// `rect` is "the portion of the view that you want to capture", in "the bounds coordinate space
/// of the current view"; `capInsets` "define the stretchable portion of the returned view's
/// content", `.zero` for none — stretched as a resizable image is (`resizableImage(withCapInsets:)`:
/// "the corners of the image remain unchanged, but the borders and center of the image expand").
final class IOSResizableSnapshotViewTests: XCTestCase {
    private let red: [UInt8] = [255, 0, 0]
    private let blue: [UInt8] = [0, 0, 255]
    /// The framed view's superview, kept while the test runs (a view holds its superview weakly).
    private var container: UIView?

    /// `view`'s layer drawn over `size` points at one pixel per point.
    private func picture(of view: UIView, width: Double, height: Double) throws -> RGBAImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image {
            view.layer.render(in: $0.cgContext)
        }
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        return try RGBAImage(pngData: data)
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    /// A 40×40 view at (100, 100) in a container: blue, framed by 10 points of red (a red view
    /// with a blue 20×20 subview in the middle).
    private func framedView() -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        view.backgroundColor = .red
        let middle = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        middle.backgroundColor = .blue
        view.addSubview(middle)
        container.addSubview(view)
        self.container = container
        return view
    }

    /// Caps of 10 keep the red frame 10 points wide when the snapshot is widened to 100: red over
    /// x 0 ..< 10 and 90 ..< 100 and rows 0 ..< 10 and 30 ..< 40, blue between.
    func testTheCapsKeepTheirSizeWhenTheSnapshotIsStretched() throws {
        let view = framedView()
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let snapshot = try XCTUnwrap(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true, withCapInsets: caps))
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 40, height: 40))
        snapshot.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        let drawn = try picture(of: snapshot, width: 100, height: 40)
        for x in [3, 7, 93, 97] { XCTAssertEqual(rgb(drawn, x, 20), red, "the left and right caps at x \(x)") }
        for x in [13, 50, 87] { XCTAssertEqual(rgb(drawn, x, 20), blue, "the stretched middle at x \(x)") }
        for x in [3, 50, 97] {
            XCTAssertEqual(rgb(drawn, x, 5), red, "the top edge at x \(x)")
            XCTAssertEqual(rgb(drawn, x, 35), red, "the bottom edge at x \(x)")
        }
    }

    /// Without caps the whole picture stretches: widened 2.5 times, the red frame's sides are 25
    /// points wide.
    func testWithoutCapsTheWholePictureStretches() throws {
        let view = framedView()
        let snapshot = try XCTUnwrap(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true, withCapInsets: .zero))
        snapshot.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        let drawn = try picture(of: snapshot, width: 100, height: 40)
        for x in [3, 13, 22, 78, 87, 97] { XCTAssertEqual(rgb(drawn, x, 20), red, "the stretched frame at x \(x)") }
        for x in [28, 50, 72] { XCTAssertEqual(rgb(drawn, x, 20), blue, "the middle at x \(x)") }
    }

    /// The rect (10, 0, 20, 40) of the framed view is its blue middle column between red top and
    /// bottom edges; the snapshot has the rect's size and is centred where the rect's centre is in
    /// the superview, (100 + 20, 100 + 20).
    func testTheRectChoosesThePartCapturedAndWhereTheSnapshotStands() throws {
        let view = framedView()
        let snapshot = try XCTUnwrap(view.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 20, height: 40),
                                                                 afterScreenUpdates: true, withCapInsets: .zero))
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 20, height: 40))
        XCTAssertEqual(snapshot.center, CGPoint(x: 120, y: 120))
        let drawn = try picture(of: snapshot, width: 20, height: 40)
        for x in [1, 10, 18] {
            XCTAssertEqual(rgb(drawn, x, 20), blue, "the middle column at x \(x)")
            XCTAssertEqual(rgb(drawn, x, 5), red, "the top edge at x \(x)")
        }
    }

    func testThePictureDoesNotFollowTheViewsLaterChanges() throws {
        let view = framedView()
        let snapshot = try XCTUnwrap(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true, withCapInsets: .zero))
        view.backgroundColor = .green
        view.subviews.first?.isHidden = true
        let drawn = try picture(of: snapshot, width: 40, height: 40)
        XCTAssertEqual(rgb(drawn, 5, 5), red)
        XCTAssertEqual(rgb(drawn, 20, 20), blue)
    }

    func testAnEmptyRectGivesNoSnapshot() {
        XCTAssertNil(framedView().resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 0, height: 40),
                                                         afterScreenUpdates: true, withCapInsets: .zero))
    }
}
