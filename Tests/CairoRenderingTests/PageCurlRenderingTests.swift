import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Page curls drawn, on 100 × 100 views and layers. The expectations follow the documented
/// geometry (`PageCurl`, `LayerRenderer.drawPageCurl`): curling from the bottom, the fold is
/// turned 0.3 rad from the bottom edge so the bottom right corner lifts first, and u, the distance
/// across the fold from that corner, reaches L = 100 (sin 0.3 + cos 0.3) ≈ 125.1 at the top left.
/// The roll's radius r is L / 10 and the fold lies at u = progress · (L + 2r): half-way at ≈ 75.1,
/// the roll covering 62.5 ≤ u < 75.1 and shadowing 50.0 ≤ u < 62.5, and the part rolled past half
/// the circumference lying back up over 75.1 ≤ u < 110.8 (2 · fold − πr); the flat page shows
/// beyond. The back is the page washed 0.6 of the way to white, at opacity 0.9.
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
            let start = try renderLayer(kind, from: Layer.halves(.red, .black), to: Layer.halves(.blue, .green), at: 0)
            XCTAssertEqual(try start.pngData(), try render(Layer.halves(.red, .black)).pngData(), "\(kind) at 0: the old look")
            let end = try renderLayer(kind, from: Layer.halves(.red, .black), to: Layer.halves(.blue, .green), at: 1)
            XCTAssertEqual(try end.pngData(), try render(Layer.halves(.blue, .green)).pngData(), "\(kind) at 1: the new look")
        }
    }

    /// u at the centre of pixel (x, y), curling from the bottom edge of a 100 × 100 page.
    private func curlU(_ x: Int, _ y: Int) -> Double {
        sin(0.3) * (100 - (Double(x) + 0.5)) + cos(0.3) * (100 - (Double(y) + 0.5))
    }

    private func assertCurlU(_ points: [(Int, Int)], _ range: Range<Double>, line: UInt = #line) {
        for (x, y) in points { XCTAssertTrue(range.contains(curlU(x, y)), "u at (\(x), \(y)) is \(curlU(x, y))", line: line) }
    }

    private let uncovered = [(50, 90), (10, 99), (90, 70), (50, 75)]
    private let flat = [(5, 5), (20, 2), (10, 8)]
    private let back = [(50, 25), (80, 20), (60, 30)]

    /// Half-way through a curl up: the bottom is uncovered, blue; the top left still the flat red
    /// page; between them the back of the page, lighter than the page; the roll shaded and its
    /// shadow on the blue.
    func testCurlUpHalfWayUncoversTheBottomAndShowsThePagesBack() throws {
        assertCurlU(uncovered, 0..<48)
        assertCurlU(flat, 113..<126)
        assertCurlU(back, 77..<108)
        let image = try renderView(.transitionCurlUp, at: 0.5)
        for (x, y) in uncovered { XCTAssertEqual(rgb(image, x, y), [0, 0, 255], "uncovered at (\(x), \(y))") }
        for (x, y) in flat { XCTAssertEqual(rgb(image, x, y), [255, 0, 0], "flat page at (\(x), \(y))") }
        for (x, y) in back {
            // Red washed 0.6 of the way to white, at 0.9 over red.
            assertColor(rgb(image, x, y), [255, 255 * 0.54, 255 * 0.54], "the back at (\(x), \(y))")
        }
        assertCurlU([(50, 52)], 59..<61)
        let shadow = rgb(image, 50, 52)
        XCTAssertTrue(shadow[0] == 0 && shadow[1] == 0 && shadow[2] < 200, "the roll's shadow darkens the blue: \(shadow)")
        // At u ≈ 63.8 the roll turns about 64° from the light: both faces darkened by about a sixth.
        assertCurlU([(50, 48)], 63..<65)
        let rollEdge = rgb(image, 50, 48), sheet = rgb(image, 50, 25)
        XCTAssertLessThan(rollEdge.reduce(0, +), sheet.reduce(0, +) - 60, "the roll's edge is shaded: \(rollEdge)")
    }

    /// Early on only the bottom right corner has lifted: at progress 0.1 the fold is at u ≈ 15.0.
    func testTheBottomRightCornerLiftsFirst() throws {
        assertCurlU([(99, 99)], 0..<1)
        assertCurlU([(0, 99)], 29..<31)
        let image = try renderView(.transitionCurlUp, at: 0.1)
        let corner = rgb(image, 99, 99)
        XCTAssertTrue(corner[0] == 0 && corner[1] == 0 && corner[2] > 100, "the corner is uncovered, in the roll's shadow: \(corner)")
        XCTAssertEqual(rgb(image, 0, 99), [255, 0, 0], "the other end of the edge is still flat")
    }

    /// Half-way through a curl down, the same curl run backwards: the new (blue) page rolls out
    /// from the top, so the top is blue and the bottom, not yet covered, still red; the page's
    /// back is a light blue.
    func testCurlDownHalfWayCoversTheTopWithTheNewPage() throws {
        let image = try renderView(.transitionCurlDown, at: 0.5)
        for (x, y) in uncovered { XCTAssertEqual(rgb(image, x, y), [255, 0, 0], "not yet covered at (\(x), \(y))") }
        for (x, y) in flat { XCTAssertEqual(rgb(image, x, y), [0, 0, 255], "the new page, flat, at (\(x), \(y))") }
        for (x, y) in back { assertColor(rgb(image, x, y), [255 * 0.54, 255 * 0.54, 255], "the back at (\(x), \(y))") }
    }

    /// The back shows the page mirrored: the part past half the circumference lying over the
    /// flat top half is the page's bottom (black) strip, so it is grey (black washed 0.6 of the way
    /// to white, at 0.9 over the red page). At (50, 25), u ≈ 85.8, the
    /// back shows u ≈ 110.8 − 85.8 = 25.0 of the page, which is (68.5, 83.6) on it.
    func testTheBackShowsThePagesRolledPartMirrored() throws {
        let image = try renderLayer(.pageCurl, from: Layer.halves(.red, .black), to: Layer.halves(.blue, .green), at: 0.5)
        assertColor(rgb(image, 50, 25), [255 * (0.9 * 0.6 + 0.1), 255 * 0.9 * 0.6, 255 * 0.9 * 0.6], "the back of the black strip")
        XCTAssertEqual(rgb(image, 5, 5), [255, 0, 0], "the flat red top")
        XCTAssertEqual(rgb(image, 50, 90), [0, 255, 0], "the new look's green bottom, uncovered")
    }

    /// Away from the roll every pixel is the flat page's or the new look's: the strips tile the
    /// page without seams. At progress 0.3 the fold is at u ≈ 45.0, the back reaches u ≈ 50.8 and
    /// the shadow starts at u ≈ 20.0.
    func testStripsLeaveNoSeams() throws {
        let image = try renderView(.transitionCurlUp, at: 0.3)
        for y in 0..<100 {
            for x in 0..<100 {
                let u = curlU(x, y)
                if u > 53 { XCTAssertEqual(rgb(image, x, y), [255, 0, 0], "flat at (\(x), \(y))") }
                if u < 18 { XCTAssertEqual(rgb(image, x, y), [0, 0, 255], "uncovered at (\(x), \(y))") }
            }
        }
    }

    /// A subtype names the edge the page lifts from: from the left, with the bottom left corner
    /// first, the left part is uncovered and the top right still flat.
    func testSubtypeChoosesTheLiftingEdge() throws {
        let red = Layer.halves(.red, .red), blue = Layer.halves(.blue, .blue)
        let image = try renderLayer(.pageCurl, .fromLeft, from: red, to: blue, at: 0.5)
        XCTAssertEqual(rgb(image, 10, 50), [0, 0, 255], "uncovered on the left")
        XCTAssertEqual(rgb(image, 95, 5), [255, 0, 0], "flat at the top right")
    }

    /// With masksToBounds the curl stays inside the rounded bounds: a 60 × 60 layer with corner
    /// radius 20 in the middle of the canvas leaves everything outside it and its cut corners white.
    func testCurlsAreClippedToRoundedBoundsWhenMasking() throws {
        for kind in [Transition.Kind.pageCurl, .pageUnCurl] {
            for subtype in [nil, Transition.Subtype.fromLeft] {
                let (previous, layer) = Layer.maskedRoundedSquares()
                let image = try renderLayer(kind, subtype, from: previous, to: layer, at: 0.5)
                for (x, y) in [(10, 50), (90, 50), (50, 10), (50, 90), (22, 22), (77, 77), (77, 22), (22, 77)] {
                    XCTAssertEqual(rgb(image, x, y), [255, 255, 255], "\(kind) \(String(describing: subtype)) at (\(x), \(y))")
                }
                XCTAssertNotEqual(rgb(image, 50, 50), [255, 255, 255], "\(kind): drawn inside")
            }
        }
    }

    func testCurlsAreDeterministic() throws {
        let first = try renderView(.transitionCurlUp, at: 0.37).pngData()
        XCTAssertEqual(try renderView(.transitionCurlUp, at: 0.37).pngData(), first)
    }
}
