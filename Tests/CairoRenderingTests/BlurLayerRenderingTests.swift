@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// `BlurLayer`: its subtree blurred by a Gaussian of `standardDeviation` points in its own space.
/// Across a long straight edge a Gaussian blur's coverage is the normal distribution's CDF of
/// the distance from the edge in σ: ½ on the edge, Φ(−1) ≈ 0.159 one σ outside, Φ(1) ≈ 0.841 one σ
/// inside. Drawn on a transparent 1× canvas, so a pixel's alpha is the coverage; both drawing
/// paths (the fast one's reduced blur is within a few levels of the full one).
final class BlurLayerRenderingTests: XCTestCase {
    /// A 200 × 200 canvas with a blur of `deviation` holding a 120 × 160 red rectangle whose left
    /// edge is at x 60, the blur layer scaled by `scale` about the canvas's top left.
    private func render(deviation: Double, scale: Double = 1, scaleX: Double? = nil, direction: BlurLayer.Direction = .both,
                        path: DrawingPath) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 200)
        let tree = tree(deviation: deviation, scale: scale, scaleX: scaleX, direction: direction)
        try LayerRenderer(cache: nil, drawingPath: path).render(tree, into: canvas)
        return canvas.rgbaImage()
    }

    /// `scaleX`: the blur layer's horizontal scale, when it differs from `scale`.
    private func tree(deviation: Double, scale: Double = 1, scaleX: Double? = nil, direction: BlurLayer.Direction = .both) -> Layer {
        let across = scaleX ?? scale
        let blur = BlurLayer()
        blur.anchorPoint = Point(x: 0, y: 0)
        blur.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        blur.position = Point(x: 0, y: 0)
        blur.standardDeviation = deviation
        blur.direction = direction
        blur.transform = Transform3D(scaleX: across, y: scale, z: 1)
        let red = Layer()
        red.frame = Rect(x: 60 / across, y: 20 / scale, width: 120 / across, height: 160 / scale)
        red.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        blur.addSublayer(red)
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(blur)
        return root.presentation(atGlobalTime: 0)
    }

    private func coverage(_ image: RGBAImage, x: Int) -> Double { Double(image.pixel(x: x, y: 100).a) / 255 }

    /// The standard normal distribution's CDF, from erfc.
    private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    func testAnEdgeIsSpreadAsTheGaussiansCumulativeDistribution() throws {
        for path in [DrawingPath.fast, .reference] {
            let image = try render(deviation: 6, path: path)
            // Pixel x covers [x, x + 1): its centre is x + 0.5, the edge at 60.
            for x in [48, 54, 57, 59, 60, 62, 65, 71] {
                let z = (Double(x) + 0.5 - 60) / 6
                XCTAssertEqual(coverage(image, x: x), phi(z), accuracy: 0.03, "\(path) x \(x)")
            }
        }
    }

    func testTheBlurIsInTheLayersSpaceBeforeItsTransform() throws {
        // σ 4 points under a scale of 2: 8 device pixels.
        let image = try render(deviation: 4, scale: 2, path: .reference)
        for x in [44, 52, 60, 68] {
            XCTAssertEqual(coverage(image, x: x), phi((Double(x) + 0.5 - 60) / 8), accuracy: 0.03, "x \(x)")
        }
    }

    func testAVectorDocumentHoldsTheBlurAsAPicture() throws {
        // No pixels to bound it: the whole blurred region goes into the SVG, which librsvg's
        // rsvg-convert draws back with the same spread.
        let document = try VectorDocument(format: .svg, size: Size(width: 200, height: 200))
        try LayerRenderer(cache: nil).render(tree(deviation: 6), into: document)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blur-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("blur.svg"), png = folder.appendingPathComponent("blur.png")
        try document.finish().write(to: svg)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = [svg.path, "-o", png.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "rsvg-convert failed")
        let image = try RGBAImage(contentsOfPNG: png)
        for x in [48, 54, 60, 65, 71] {
            XCTAssertEqual(coverage(image, x: x), phi((Double(x) + 0.5 - 60) / 6), accuracy: 0.04, "x \(x)")
        }
    }

    func testAOneWayBlurSpreadsOnlyThatWay() throws {
        // The rectangle's left edge at x 60 and top edge at y 20.
        func down(_ image: RGBAImage, y: Int) -> Double { Double(image.pixel(x: 100, y: y).a) / 255 }
        for path in [DrawingPath.fast, .reference] {
            let vertical = try render(deviation: 6, direction: .vertical, path: path)
            XCTAssertEqual(coverage(vertical, x: 59), 0, "\(path): sharp across")
            XCTAssertEqual(coverage(vertical, x: 60), 1, "\(path)")
            let horizontal = try render(deviation: 6, direction: .horizontal, path: path)
            XCTAssertEqual(down(horizontal, y: 19), 0, "\(path): sharp down")
            XCTAssertEqual(down(horizontal, y: 20), 1, "\(path)")
            for offset in [-8, -3, 0, 5] {
                let z = (Double(offset) + 0.5) / 6
                XCTAssertEqual(down(vertical, y: 20 + offset), phi(z), accuracy: 0.03, "\(path) y \(20 + offset)")
                XCTAssertEqual(coverage(horizontal, x: 60 + offset), phi(z), accuracy: 0.03, "\(path) x \(60 + offset)")
            }
        }
    }

    func testAOneWayBlurStaysOneWayUnderANonUniformScale() throws {
        // Scaled to half its width: the bitmap has the device's pixels along each axis, so the
        // top edge (y 20) a horizontal blur leaves is as sharp as without the scale.
        let image = try render(deviation: 12, scaleX: 0.5, direction: .horizontal, path: .fast)
        XCTAssertEqual(image.pixel(x: 100, y: 19).a, 0)
        XCTAssertEqual(image.pixel(x: 100, y: 20).a, 255)
        // σ 12 points at half scale: 6 device pixels across.
        XCTAssertEqual(coverage(image, x: 54), phi((54.5 - 60) / 6), accuracy: 0.03)
    }

    func testABlurBeyondTheWidestIsAHazeNotAFailure() throws {
        // σ 10⁹ points: drawn as 256 device pixels, spreading the rectangle to a faint haze.
        let image = try render(deviation: 1e9, path: .fast)
        XCTAssertLessThan(coverage(image, x: 120), 0.2)
        XCTAssertGreaterThan(coverage(image, x: 120), 0)
    }

    func testNoBlurDrawsTheSubtreeSharp() throws {
        let image = try render(deviation: 0, path: .fast)
        XCTAssertEqual(coverage(image, x: 59), 0)
        XCTAssertEqual(coverage(image, x: 60), 1)
    }
}
