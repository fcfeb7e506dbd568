import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Perspective (m34) projections checked against the pinhole formulas of CATransform3D.
final class LayerPerspectiveTests: XCTestCase {
    /// A 100 × 100 red layer centred at (150, 100), turned 45° about y, eye distance 500.
    private func turnedLayer(viaSublayerTransform: Bool) -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 200)
        root.anchorPoint = .zero
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(x: 150, y: 100)
        card.backgroundColor = .red
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turn = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        if viaSublayerTransform {
            // The root's anchor (0, 0) is not the card's centre: put the card in a centred container.
            let container = Layer()
            container.bounds = Rect(x: 0, y: 0, width: 300, height: 200)
            container.position = Point(x: 150, y: 100)
            container.sublayerTransform = perspective
            card.transform = turn
            container.addSublayer(card)
            root.addSublayer(container)
        } else {
            card.transform = turn.concatenating(perspective)
            root.addSublayer(card)
        }
        return root
    }

    private func isRed(_ canvas: Canvas, _ x: Int, _ y: Int) -> Bool { (canvas.premultipliedPixel(x: x, y: y)?.r ?? 0) > 200 }

    /// Corner (x, ±50) of the card goes to X = x·cos45° / w, Y = ±50 / w with w = 1 + x·sin45°/500:
    /// the near (left) edge is at X = −38.05 with half-height 53.80, the far (right) edge at X = 33.02
    /// with half-height 46.70; the top edge is the straight line between them.
    func testNearEdgeIsTallerThanFarEdge() throws {
        for viaSublayer in [false, true] {
            let canvas = try Canvas(pixelWidth: 300, pixelHeight: 200)
            try LayerRenderer().render(turnedLayer(viaSublayerTransform: viaSublayer), into: canvas)
            let s = 0.5.squareRoot()
            let (wNear, wFar) = (1 - 50 * s / 500, 1 + 50 * s / 500)
            let (xNear, xFar) = (-50 * s / wNear, 50 * s / wFar)
            func top(_ x: Double) -> Double { -50 / wNear + (x - xNear) / (xFar - xNear) * (50 / wNear - 50 / wFar) }
            for column in [114, 150, 181] {
                let x = Double(column) + 0.5 - 150
                let topRow = 100 + top(x)
                XCTAssertTrue(isRed(canvas, column, Int((topRow + 1.5).rounded(.down))), "inside below the top edge, column \(column)")
                XCTAssertFalse(isRed(canvas, column, Int((topRow - 1.5).rounded(.down))), "outside above the top edge, column \(column)")
                XCTAssertTrue(isRed(canvas, column, Int((200 - topRow - 1.5).rounded(.down))), "inside above the bottom edge")
                XCTAssertFalse(isRed(canvas, column, Int((200 - topRow + 1.5).rounded(.down))), "outside below the bottom edge")
            }
            XCTAssertFalse(isRed(canvas, Int(150 + xNear - 2), 100), "left of the near edge")
            XCTAssertTrue(isRed(canvas, Int(150 + xNear + 2), 100))
            XCTAssertTrue(isRed(canvas, Int(150 + xFar - 2), 100))
            XCTAssertFalse(isRed(canvas, Int(150 + xFar + 2), 100), "right of the far edge")
        }
    }

    func testLayerBehindTheEyeIsSkipped() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(x: 50, y: 50)
        card.backgroundColor = .red
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 20
        card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
        root.addSublayer(card)
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100)
        XCTAssertNoThrow(try LayerRenderer().render(root, into: canvas))
        XCTAssertEqual(canvas.premultipliedPixel(x: 50, y: 50)?.a, 0, "a corner has w < 0: the layer is not drawn")
    }
}
