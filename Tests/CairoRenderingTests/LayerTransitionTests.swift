import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Transitions drawn from a real `Transition` animation's presentation copy, half-way through.
final class LayerTransitionTests: XCTestCase {
    private func renderHalfway(_ kind: Transition.Kind, _ subtype: Transition.Subtype?) throws -> Canvas {
        let layer = Layer.halves(.blue, .green)
        let transition = Transition(type: kind, subtype: subtype)
        transition.duration = 1
        transition.timingFunction = .linear
        transition.previousContents = Layer.halves(.red, .black)
        layer.add(transition, forKey: "transition")
        let presentation = layer.presentation(atGlobalTime: 0.5)
        XCTAssertEqual(presentation.activeTransition?.progress ?? -1, 0.5, accuracy: 1e-9)
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, background: .white)
        try LayerRenderer().render(presentation, into: canvas)
        XCTAssertEqual(layer.sublayers.count, 2, "the model tree is untouched")
        return canvas
    }

    private func rgb(_ canvas: Canvas, _ y: Int) -> [Int] {
        let p = canvas.rgbaImage().pixel(x: 50, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Push from the top (the seed's flipboard): the old content has moved up by half the height,
    /// the new content comes up from below: rows 0..<50 show old bottom (black), 50..<100 new top (blue).
    func testPushFromTopScrollsOldContentUp() throws {
        let canvas = try renderHalfway(.push, .fromTop)
        XCTAssertEqual(rgb(canvas, 10), [0, 0, 0])
        XCTAssertEqual(rgb(canvas, 60), [0, 0, 255])
    }

    func testPushFromLeftMovesContentRight() throws {
        let canvas = try renderHalfway(.push, .fromLeft)
        let p = canvas.rgbaImage()
        XCTAssertEqual(p.pixel(x: 25, y: 10).b, 255, "new content entering from the left")
        XCTAssertEqual(p.pixel(x: 75, y: 10).r, 255, "old content leaving to the right")
    }

    func testMoveInCoversAndRevealUncovers() throws {
        let moveIn = try renderHalfway(.moveIn, .fromBottom)
        XCTAssertEqual(rgb(moveIn, 10), [0, 255, 0], "new content has come down by half: its bottom half covers 0..<50")
        XCTAssertEqual(rgb(moveIn, 60), [0, 0, 0], "old bottom stays in place")
        let reveal = try renderHalfway(.reveal, .fromBottom)
        XCTAssertEqual(rgb(reveal, 10), [0, 0, 255], "new content stays in place, uncovered at the top")
        XCTAssertEqual(rgb(reveal, 60), [255, 0, 0], "old top has moved down by half")
    }

    /// With masksToBounds, push, moveIn and reveal stay inside the (rounded) bounds: a 60 × 60
    /// layer with corner radius 20 in a 100 × 100 canvas, half-way, leaves everything outside it
    /// and its cut corners white, while the moving content fills the inside.
    func testMovingTransitionsAreClippedToRoundedBoundsWhenMasking() throws {
        for kind in [Transition.Kind.push, .moveIn, .reveal] {
            for subtype in [Transition.Subtype.fromLeft, .fromTop] {
                let (previous, layer) = Layer.maskedRoundedSquares()
                let transition = Transition(type: kind, subtype: subtype)
                transition.duration = 1
                transition.timingFunction = .linear
                transition.previousContents = previous
                layer.add(transition, forKey: "transition")
                let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, background: .white)
                try LayerRenderer().render(layer.presentation(atGlobalTime: 0.5), into: canvas)
                let image = canvas.rgbaImage()
                for (x, y) in [(10, 50), (90, 50), (50, 10), (50, 90), (22, 22), (77, 77), (77, 22), (22, 77)] {
                    let p = image.pixel(x: x, y: y)
                    XCTAssertEqual([p.r, p.g, p.b], [255, 255, 255], "\(kind) \(subtype) at (\(x), \(y))")
                }
                let inside = image.pixel(x: 50, y: 50)
                XCTAssertEqual(inside.g, 0, "\(kind) \(subtype): content inside")
            }
        }
    }

    /// Fade is a cross-dissolve: half red + half blue = (127.5, 0, 127.5), with no white showing through.
    func testFadeCrossDissolves() throws {
        let canvas = try renderHalfway(.fade, nil)
        XCTAssertTrue(zip(rgb(canvas, 10), [128, 0, 128]).allSatisfy { abs($0 - $1) <= 1 }, "\(rgb(canvas, 10))")
        XCTAssertTrue(zip(rgb(canvas, 60), [0, 128, 0]).allSatisfy { abs($0 - $1) <= 1 }, "\(rgb(canvas, 60))")
    }
}
