@testable import CairoRendering
import XCTest
import ZoetropeUIKit

/// `UIBezierPath(roundedRect:cornerRadius:)` draws Apple's continuous corners (iOS 7 and later):
/// the straight edge ends 1.52866 r from the corner, not r, and the outline is the one a layer with
/// `cornerCurve = .continuous` shows; `byRoundingCorners:` rounds only the corners named.
final class IOSBezierPathTests: XCTestCase {
    private let rect = Rect(x: 10, y: 20, width: 200, height: 120)

    func testTheTopEdgeLeavesTheCornerAtTheContinuousReach() {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 20).cgPath
        let reach = 1.52866483 * 20
        guard case let .move(to: start) = path.elements.first else { return XCTFail("starts with \(String(describing: path.elements.first))") }
        XCTAssertEqual(start.x, rect.minX + reach, accuracy: 1e-9)
        XCTAssertEqual(start.y, rect.minY)
        guard case let .line(to: edgeEnd) = path.elements.dropFirst().first else { return XCTFail("no top edge") }
        XCTAssertEqual(edgeEnd.x, rect.maxX - reach, accuracy: 1e-9)
        XCTAssertEqual(path.elements.last, Path.Element.closeSubpath)
        let bounds = path.boundingBoxOfPath
        XCTAssertEqual(bounds.minX, rect.minX, accuracy: 1e-9)
        XCTAssertEqual(bounds.maxY, rect.maxY, accuracy: 1e-9)
    }

    /// Filled, the path covers exactly the pixels a continuous-cornered layer of that frame does.
    func testFilledItMatchesALayersContinuousCorners() throws {
        let shape = CAShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 220, height: 160)
        shape.path = UIBezierPath(roundedRect: rect, cornerRadius: 20).cgPath
        shape.fillColor = UIColor.white.cgColor
        let card = CALayer()
        card.frame = rect
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 20
        card.cornerCurve = .continuous
        func pixels(_ layer: CALayer) throws -> [UInt8] {
            let root = CALayer()
            root.frame = Rect(x: 0, y: 0, width: 220, height: 160)
            root.addSublayer(layer)
            root.recordDrawing()
            let canvas = try Canvas(pixelWidth: 220, pixelHeight: 160)
            try LayerRenderer().render(root, into: canvas)
            return canvas.rgbaImage().pixels
        }
        let filled = try pixels(shape), layer = try pixels(card)
        let largest = zip(filled, layer).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(largest, 2, "the same outline, up to Cairo's rasterization of path vs. rectangle")
    }

    /// A radius whose continuous corner does not fit half the shorter side gives circular
    /// corners, so a capsule stays a capsule.
    func testALargeRadiusGivesACapsule() {
        let capsule = UIBezierPath(roundedRect: rect, cornerRadius: 60).cgPath
        XCTAssertEqual(capsule, CGPath(roundedRect: rect, cornerRadius: 60))
    }

    func testByRoundingCornersRoundsOnlyThoseNamed() {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: Size(width: 12, height: 12)).cgPath
        let expected = CGPath(roundedRect: rect, cornerRadii: CornerRadii(topLeft: 12, topRight: 0, bottomLeft: 0, bottomRight: 12))
        XCTAssertEqual(path, expected)
        XCTAssertEqual(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: Size(width: 8, height: 8)).cgPath,
                       CGPath(roundedRect: rect, cornerRadius: 8))
    }
}
