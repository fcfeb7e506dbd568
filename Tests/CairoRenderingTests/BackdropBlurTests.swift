@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// A `VisualEffectLayer` over a sharp black/white edge. Expected values come from the Gaussian:
/// a step blurred with standard deviation σ is the normal CDF Φ(d / σ) of the distance d from
/// the edge, 10 % to 90 % over 2 · 1.2816 σ; saturation is the Rec. 709 colour matrix.
final class BackdropBlurTests: XCTestCase {
    /// A 200×60 scene: black on x < 100, white on x ≥ 100, and `effect` placed at (40, 10, 120, 40).
    private func makeScene(_ effect: VisualEffectLayer?) -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        let black = Layer(), white = Layer()
        black.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        black.backgroundColor = .black
        white.frame = Rect(x: 100, y: 0, width: 100, height: 60)
        white.backgroundColor = .white
        root.addSublayer(black)
        root.addSublayer(white)
        if let effect {
            effect.frame = Rect(x: 40, y: 10, width: 120, height: 40)
            root.addSublayer(effect)
        }
        root.recordDrawing()
        return root
    }

    private func blur(_ radius: Double) -> VisualEffectLayer {
        let effect = VisualEffectLayer()
        effect.blurRadius = radius
        return effect
    }

    private func render(_ root: Layer, renderer: LayerRenderer = LayerRenderer(), scale: Double = 1) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: Int(200 * scale), pixelHeight: Int(60 * scale), scale: scale)
        try renderer.render(root, into: canvas)
        return canvas.rgbaImage()
    }

    /// Φ(x), the standard normal distribution function.
    private func normalCDF(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

    func testABlurredEdgeIsTheGaussiansRampOfTheRadius() throws {
        for (sigma, scale) in [(4.0, 1.0), (10, 1), (4, 2)] {
            let image = try render(makeScene(blur(sigma)), scale: scale)
            let row = Int(30 * scale)
            for x in Int(40 * scale)..<Int(160 * scale) {
                let distance = (Double(x) + 0.5) / scale - 100
                let expected = 255 * normalCDF(distance / sigma)
                XCTAssertEqual(Double(image.pixel(x: x, y: row).g), expected, accuracy: 4, "σ \(sigma) @\(scale)x, x = \(x)")
            }
            // The 10–90 % rise is 2.563 σ points wide.
            let rising = (Int(40 * scale)..<Int(160 * scale)).filter { (26...229).contains(image.pixel(x: $0, y: row).g) }.count
            XCTAssertEqual(Double(rising) / scale, 2 * 1.2816 * sigma, accuracy: 1.5 / scale + 0.5, "σ \(sigma) @\(scale)x: the ramp's width")
        }
    }

    func testPixelsOutsideTheEffectLayerAreUntouched() throws {
        let sharp = try render(makeScene(nil)), blurred = try render(makeScene(blur(10)))
        for y in 0..<60 {
            for x in 0..<200 where !(40..<160).contains(x) || !(10..<50).contains(y) {
                XCTAssert(sharp.pixel(x: x, y: y) == blurred.pixel(x: x, y: y), "(\(x), \(y)) changed")
            }
        }
        XCTAssertNotEqual(sharp.pixel(x: 98, y: 30).g, blurred.pixel(x: 98, y: 30).g, "inside, next to the edge, the blur shows")
    }

    func testWithoutAnEffectNothingChanges() throws {
        XCTAssertEqual(try render(makeScene(nil)).pixels, try render(makeScene(VisualEffectLayer())).pixels)
    }

    /// Only the rounded bounds show the blur when the layer masks to them: a corner's pixel just
    /// outside the 16-point arc stays sharp.
    func testTheBlurIsClippedToTheRoundedBoundsWhenMasking() throws {
        let effect = blur(30)
        effect.cornerRadius = 16
        effect.masksToBounds = true
        let image = try render(makeScene(effect))
        XCTAssertEqual(image.pixel(x: 40, y: 10).g, 0, "outside the top-left arc: the sharp black")
        XCTAssertEqual(image.pixel(x: 159, y: 10).g, 255, "outside the top-right arc: the sharp white")
        XCTAssertEqual(Double(image.pixel(x: 60, y: 30).g), 255 * normalCDF((60.5 - 100) / 30), accuracy: 4,
                       "inside: white blurred in from 40 points away")
    }

    /// Saturation s moves each channel to grey + s · (channel − grey), grey = 0.2126 r + 0.7152 g + 0.0722 b.
    func testSaturationScalesTheDistanceFromGrey() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        root.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let effect = VisualEffectLayer()
        effect.saturation = 0.5
        effect.frame = Rect(x: 40, y: 10, width: 120, height: 40)
        root.addSublayer(effect)
        root.recordDrawing()
        let pixel = try render(root).pixel(x: 100, y: 30)
        let grey = 0.2126 * 255
        XCTAssertEqual(Double(pixel.r), grey + 0.5 * (255 - grey), accuracy: 1)
        XCTAssertEqual(Double(pixel.g), grey + 0.5 * (0 - grey), accuracy: 1)
        XCTAssertEqual(Double(pixel.b), grey + 0.5 * (0 - grey), accuracy: 1)
    }

    /// The tint is laid over the blurred backdrop: white under black at 40 % is 255 · 0.6.
    func testTheTintIsLaidOverTheBlur() throws {
        let effect = blur(4)
        effect.tintColor = Color(white: 0, alpha: 0.4)
        let pixel = try render(makeScene(effect)).pixel(x: 150, y: 30)
        XCTAssertEqual(Double(pixel.g), 255 * 0.6, accuracy: 1)
    }

    /// At opacity α the layer shows α of the filtered backdrop over the sharp one, as compositing it does.
    func testAFadedEffectMixesTheBlurWithTheSharpBackdrop() throws {
        let full = try render(makeScene(blur(10)))
        let half = blur(10)
        half.opacity = 0.5
        let faded = try render(makeScene(half))
        for x in [95, 98, 101, 104] {
            let sharp = x < 100 ? 0.0 : 255
            XCTAssertEqual(Double(faded.pixel(x: x, y: 30).g), 0.5 * Double(full.pixel(x: x, y: 30).g) + 0.5 * sharp, accuracy: 1, "x = \(x)")
        }
    }

    /// Inside a faded container (drawn as one group) the backdrop is still what lies behind the
    /// group, blurred: the container shows half of it over the sharp edge.
    func testInsideAFadedGroupTheBackdropIsWhatLiesBehindTheGroup() throws {
        let full = try render(makeScene(blur(10)))
        let container = Layer()
        container.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        container.opacity = 0.5
        let effect = blur(10)
        effect.frame = Rect(x: 40, y: 10, width: 120, height: 40)
        container.addSublayer(Layer())
        container.addSublayer(effect)
        let root = makeScene(nil)
        root.addSublayer(container)
        root.recordDrawing()
        let faded = try render(root)
        for x in [95, 98, 101, 104] {
            let sharp = x < 100 ? 0.0 : 255
            XCTAssertEqual(Double(faded.pixel(x: x, y: 30).g), 0.5 * Double(full.pixel(x: x, y: 30).g) + 0.5 * sharp, accuracy: 1, "x = \(x)")
        }
    }

    /// What lies behind changes from frame to frame; the backdrop is read each time, never kept.
    func testTheBackdropFollowsWhatChangesBehindIt() throws {
        let renderer = LayerRenderer()
        let root = makeScene(blur(6))
        let first = try render(root, renderer: renderer)
        root.sublayers[1].backgroundColor = .black
        root.recordDrawing()
        let second = try render(root, renderer: renderer)
        XCTAssertGreaterThan(first.pixel(x: 150, y: 30).g, 250)
        XCTAssertEqual(second.pixel(x: 150, y: 30).g, 0, "all black behind now")
    }

    /// The same frame twice, with and without the renderer's cache: the same bytes; Cairo's
    /// reference path (a full-resolution blur) within the 3 levels `ReducedBlur` is held to.
    func testTheSameFrameGivesTheSameBytesCachedOrNot() throws {
        let root = makeScene(blur(25))
        let renderer = LayerRenderer()
        let first = try render(root, renderer: renderer), again = try render(root, renderer: renderer)
        let uncached = try render(root, renderer: LayerRenderer(cache: nil))
        XCTAssertEqual(first.pixels, again.pixels)
        XCTAssertEqual(first.pixels, uncached.pixels)
        let reference = try render(root, renderer: LayerRenderer(drawingPath: .reference))
        let largest = zip(first.pixels, reference.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(largest, 3)
    }

    /// A subtree holding a backdrop has no signature, so no rasterized bitmap or shadow keeps it.
    func testNoSubtreeCacheHoldsABackdrop() {
        let container = Layer()
        container.addSublayer(blur(5))
        container.recordDrawing()
        XCTAssertNil(LayerRenderSignature(container))
        let inert = Layer()
        inert.addSublayer(VisualEffectLayer())
        inert.recordDrawing()
        XCTAssertNotNil(LayerRenderSignature(inert), "a layer that leaves its backdrop alone is ordinary")
    }
}
