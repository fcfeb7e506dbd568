import CairoRendering
import MotionCore
import XCTest

/// Page curls drawn. The expectations follow `PageCurl`'s geometry: on a page 100 long the roll's
/// radius r is 10 and the fold lies at progress · (100 + 2r); half-way it is at u = 60 (u measured
/// from the lifting edge), the roll covers 50 ≤ u < 60 and shadows 40 ≤ u < 50, and the part rolled
/// past half the circumference (60 − 10π ≈ 28.6 long) lies back up over 60 ≤ u < 88.6; the flat
/// page shows beyond. The back is the page washed 0.6 of the way to white, at opacity 0.9.
final class PageCurlRenderingTests: XCTestCase {
    /// A 100 × 100 view, red, whose `option` transition to blue is rendered `time` seconds into 1.
    private func renderView(_ option: View.AnimationOptions, at time: Double) throws -> RGBAImage {
        let timeline = Timeline()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        timeline.perform {
            View.transition(with: view, duration: 1, options: [option, .curveLinear],
                            animations: { view.backgroundColor = .blue })
        }
        timeline.advance(to: time)
        let presentation = timeline.perform { view.layer.presentation()! }
        XCTAssertEqual(presentation.activeTransition?.progress ?? -1, time, accuracy: 1e-6)
        return try render(presentation)
    }

    /// A 100 × 100 layer, `new` after a `kind` transition from `previous`, at `progress`.
    private func renderLayer(_ kind: Transition.Kind, _ subtype: Transition.Subtype? = nil, from previous: Layer,
                             to new: Layer, at progress: Double) throws -> RGBAImage {
        let transition = Transition(type: kind, subtype: subtype)
        transition.duration = 1
        transition.timingFunction = .linear
        transition.fillMode = .both
        transition.isRemovedOnCompletion = false
        transition.previousContents = previous
        new.add(transition, forKey: "transition")
        let presentation = new.presentation(atGlobalTime: progress)
        XCTAssertEqual(presentation.activeTransition?.progress ?? -1, progress, accuracy: 1e-9)
        return try render(presentation)
    }

    private func render(_ layer: Layer) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, background: .white)
        try LayerRenderer().render(layer, into: canvas)
        return canvas.rgbaImage()
    }

    /// A 100 × 100 layer at the canvas's origin whose top half is `top` and bottom half `bottom`.
    private func halves(_ top: Color, _ bottom: Color) -> Layer {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.position = Point(x: 50, y: 50)
        for (index, color) in [top, bottom].enumerated() {
            let half = Layer()
            half.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
            half.anchorPoint = .zero
            half.position = Point(x: 0, y: 50 * Double(index))
            half.backgroundColor = color
            layer.addSublayer(half)
        }
        return layer
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Within one of each channel: the back's colours are fractions of 255.
    private func assertColor(_ actual: [Int], _ expected: [Double], _ message: String, line: UInt = #line) {
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs(Double($0) - $1) <= 1 }, "\(message): \(actual) ≠ \(expected)", line: line)
    }

    func testCurlsStartAsTheOldLookAndEndAsTheNew() throws {
        for kind in [Transition.Kind.pageCurl, .pageUnCurl] {
            let start = try renderLayer(kind, from: halves(.red, .black), to: halves(.blue, .green), at: 0)
            XCTAssertEqual(try start.pngData(), try render(halves(.red, .black)).pngData(), "\(kind) at 0: the old look")
            let end = try renderLayer(kind, from: halves(.red, .black), to: halves(.blue, .green), at: 1)
            XCTAssertEqual(try end.pngData(), try render(halves(.blue, .green)).pngData(), "\(kind) at 1: the new look")
        }
    }

    /// Half-way through a curl up (lifting from the bottom edge, y = 100 − u): the bottom is
    /// uncovered, blue; the top still the flat red page; between them the back of the page,
    /// lighter than the page; the roll shaded and its shadow on the blue.
    func testCurlUpHalfWayUncoversTheBottomAndShowsThePagesBack() throws {
        let image = try renderView(.transitionCurlUp, at: 0.5)
        for y in [62, 75, 99] { XCTAssertEqual(rgb(image, 50, y), [0, 0, 255], "uncovered at y = \(y)") }
        for y in [0, 5, 10] { XCTAssertEqual(rgb(image, 50, y), [255, 0, 0], "flat page at y = \(y)") }
        for y in [15, 25, 38] {
            // Red at 0.9 over red, then white at 0.9 · 0.6.
            assertColor(rgb(image, 50, y), [255, 255 * 0.54, 255 * 0.54], "the back at y = \(y)")
        }
        let shadow = rgb(image, 50, 55)
        XCTAssertTrue(shadow[0] == 0 && shadow[1] == 0 && shadow[2] < 255, "the roll's shadow darkens the blue: \(shadow)")
        // At y = 49 (u = 50.5) the roll turns 72° from the light: both faces darkened by about a third.
        let rollEdge = rgb(image, 50, 49), back = rgb(image, 50, 25)
        XCTAssertLessThan(rollEdge.reduce(0, +), back.reduce(0, +) - 60, "the roll's edge is shaded: \(rollEdge)")
        for x in [0, 99] { XCTAssertEqual(rgb(image, x, 5), rgb(image, 50, 5), "the fold runs straight across at x = \(x)") }
    }

    /// Half-way through a curl down, the same curl run backwards: the new (blue) page rolls out
    /// from the top, so the top is blue and the bottom, not yet covered, still red; the page's
    /// back is a light blue.
    func testCurlDownHalfWayCoversTheTopWithTheNewPage() throws {
        let image = try renderView(.transitionCurlDown, at: 0.5)
        for y in [62, 75, 99] { XCTAssertEqual(rgb(image, 50, y), [255, 0, 0], "not yet covered at y = \(y)") }
        for y in [0, 5, 10] { XCTAssertEqual(rgb(image, 50, y), [0, 0, 255], "the new page, flat, at y = \(y)") }
        for y in [15, 25, 38] { assertColor(rgb(image, 50, y), [255 * 0.54, 255 * 0.54, 255], "the back at y = \(y)") }
    }

    /// The back shows the page mirrored: the part past half the circumference lying over the
    /// flat top half is the page's bottom (black) strip, so it is grey (black washed 0.54 of the way
    /// to white, with 0.1 of the red page under it showing through).
    func testTheBackShowsThePagesRolledPartMirrored() throws {
        let image = try renderLayer(.pageCurl, from: halves(.red, .black), to: halves(.blue, .green), at: 0.5)
        assertColor(rgb(image, 50, 25), [255 * (0.1 * 0.46 + 0.54), 255 * 0.54, 255 * 0.54], "the back of the black strip")
        XCTAssertEqual(rgb(image, 50, 5), [255, 0, 0], "the flat red top")
        XCTAssertEqual(rgb(image, 50, 90), [0, 255, 0], "the new look's green bottom, uncovered")
    }

    /// A subtype names the edge the page lifts from: from the left, the left part is uncovered
    /// and the right part still flat.
    func testSubtypeChoosesTheLiftingEdge() throws {
        let red = halves(.red, .red), blue = halves(.blue, .blue)
        let image = try renderLayer(.pageCurl, .fromLeft, from: red, to: blue, at: 0.5)
        XCTAssertEqual(rgb(image, 10, 50), [0, 0, 255], "uncovered on the left")
        XCTAssertEqual(rgb(image, 95, 50), [255, 0, 0], "flat on the right")
    }

    func testCurlsAreDeterministic() throws {
        let first = try renderView(.transitionCurlUp, at: 0.37).pngData()
        XCTAssertEqual(try renderView(.transitionCurlUp, at: 0.37).pngData(), first)
    }
}
