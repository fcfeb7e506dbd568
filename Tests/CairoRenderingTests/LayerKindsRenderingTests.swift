import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Pixel checks of ShapeLayer and GradientLayer drawing, from CAShapeLayer's and
/// CAGradientLayer's definitions (1 pixel per point).
final class LayerKindsRenderingTests: XCTestCase {
    func render(_ layer: Layer, size: Int = 100) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: size, pixelHeight: size, background: .white)
        try LayerRenderer().render(layer, into: canvas)
        return canvas.rgbaImage()
    }

    func grey(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).g) }

    /// A shape layer with zero bounds at the origin (the usual CAShapeLayer set-up): path
    /// coordinates are canvas coordinates.
    func shape(_ path: Path) -> ShapeLayer {
        let shape = ShapeLayer()
        shape.anchorPoint = .zero
        shape.path = path
        return shape
    }

    func line(from a: Point, to b: Point) -> Path {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    func redPixels(inRow y: Int, of image: RGBAImage) -> [Int] {
        (0..<image.width).filter { let p = image.pixel(x: $0, y: y); return p.r == 255 && p.g == 0 && p.b == 0 }
    }

    /// strokeEnd 0.5 of an 80-point line draws exactly its first 40 points; strokeStart 0.25 to
    /// strokeEnd 0.75 draws points 20 to 60 of it.
    func testStrokeEndAndStartTrimTheLineByLength() throws {
        let half = shape(line(from: Point(x: 10, y: 50), to: Point(x: 90, y: 50)))
        half.fillColor = nil
        half.strokeColor = .red
        half.lineWidth = 10
        half.strokeEnd = 0.5
        XCTAssertEqual(redPixels(inRow: 50, of: try render(half)), Array(10..<50))
        half.strokeStart = 0.25
        half.strokeEnd = 0.75
        XCTAssertEqual(redPixels(inRow: 50, of: try render(half)), Array(30..<70))
        half.strokeStart = 0.6
        half.strokeEnd = 0.6
        XCTAssertEqual(redPixels(inRow: 50, of: try render(half)), [], "an empty range draws no stroke")
    }

    /// A 10-on 10-off dash along a 80-point line: 4 painted runs of 10 pixels, starting at the line's start.
    func testDashPatternAndPhase() throws {
        let dashed = shape(line(from: Point(x: 10, y: 50), to: Point(x: 90, y: 50)))
        dashed.strokeColor = .red
        dashed.lineWidth = 4
        dashed.lineDashPattern = [10, 10]
        XCTAssertEqual(redPixels(inRow: 50, of: try render(dashed)), Array(10..<20) + Array(30..<40) + Array(50..<60) + Array(70..<80))
        dashed.lineDashPhase = 5
        XCTAssertEqual(redPixels(inRow: 50, of: try render(dashed)), Array(10..<15) + Array(25..<35) + Array(45..<55) + Array(65..<75) + Array(85..<90))
    }

    /// Two nested squares drawn the same way: non-zero fills the inner one, even-odd leaves a hole;
    /// the stroke is drawn over the fill, centred on the path.
    func testFillRuleAndStrokeOverFill() throws {
        var path = Path(rect: Rect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(Rect(x: 30, y: 30, width: 40, height: 40))
        let squares = shape(path)
        squares.fillColor = .blue
        var image = try render(squares)
        XCTAssertEqual(image.pixel(x: 50, y: 50).b, 255)
        XCTAssertEqual(image.pixel(x: 50, y: 50).r, 0)
        squares.fillRule = .evenOdd
        squares.strokeColor = .red
        squares.lineWidth = 4
        image = try render(squares)
        XCTAssertEqual([image.pixel(x: 50, y: 50).r, image.pixel(x: 50, y: 50).b], [255, 255], "hole shows the white background")
        XCTAssertEqual([image.pixel(x: 20, y: 50).r, image.pixel(x: 20, y: 50).b], [0, 255], "ring is filled")
        XCTAssertEqual([image.pixel(x: 11, y: 50).r, image.pixel(x: 11, y: 50).b], [255, 0], "stroke inside the edge covers the fill")
        XCTAssertEqual([image.pixel(x: 8, y: 50).r, image.pixel(x: 8, y: 50).g], [255, 0], "stroke outside the edge")
        XCTAssertEqual(image.pixel(x: 7, y: 50).g, 255, "half the line width beyond the path: background")
    }

    /// A shape drawn outside its (zero) bounds still casts a shadow there.
    func testShapeOutsideItsBoundsCastsAShadow() throws {
        let circle = shape(Path(ellipseIn: Rect(x: 20, y: 20, width: 30, height: 30)))
        circle.fillColor = .red
        circle.shadowOpacity = 1
        circle.shadowRadius = 0
        circle.shadowOffset = Size(width: 40, height: 40)
        circle.shadowColor = .black
        let image = try render(circle)
        XCTAssertEqual(image.pixel(x: 35, y: 35).r, 255)
        XCTAssertEqual([image.pixel(x: 75, y: 75).r, image.pixel(x: 75, y: 75).g], [0, 0], "shadow of the circle's centre")
    }

    func gradient(_ type: GradientLayer.GradientType, _ start: Point, _ end: Point) -> GradientLayer {
        let layer = GradientLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.anchorPoint = .zero
        layer.type = type
        layer.colors = [.black, .white]
        layer.startPoint = start
        layer.endPoint = end
        return layer
    }

    /// Axial from the left edge to the right: pixel column x is 255 · (x + 0.5) / 100.
    func testAxialGradientRunsBetweenUnitPoints() throws {
        let image = try render(gradient(.axial, Point(x: 0, y: 0.5), Point(x: 1, y: 0.5)))
        for x in [0, 13, 50, 77, 99] {
            XCTAssertEqual(Double(grey(image, x, 40)), 255 * (Double(x) + 0.5) / 100, accuracy: 1.5, "x = \(x)")
        }
        let stopped = gradient(.axial, Point(x: 0.25, y: 0), Point(x: 0.75, y: 0))
        stopped.locations = [0.5, 1]
        let padded = try render(stopped)
        XCTAssertEqual(grey(padded, 40, 10), 0, "before the first stop: first colour (stop 0.5 sits at x = 50)")
        XCTAssertEqual(Double(grey(padded, 62, 10)), 255 * (62.5 - 50) / 25, accuracy: 1.5)
        XCTAssertEqual(grey(padded, 90, 10), 255, "after the last stop: last colour")
    }

    /// Radial from the centre to the corner (1, 1): an ellipse with radii 50 × 50 points, so the
    /// value at distance d from the centre is 255 · d / 50, white beyond.
    func testRadialGradientIsAnEllipseThroughEndPoint() throws {
        let image = try render(gradient(.radial, Point(x: 0.5, y: 0.5), Point(x: 1, y: 1)))
        for (x, y) in [(50, 50), (70, 50), (50, 84), (30, 70)] {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            XCTAssertEqual(Double(grey(image, x, y)), 255 * min(d / 50, 1), accuracy: 2, "(\(x), \(y))")
        }
        XCTAssertEqual(grey(image, 2, 2), 255)
        let wide = gradient(.radial, Point(x: 0.5, y: 0.5), Point(x: 1, y: 0.75))
        let ellipse = try render(wide)
        XCTAssertEqual(Double(grey(ellipse, 75, 50)), 255 * 25.5 / 50, accuracy: 2, "x radius 50")
        XCTAssertEqual(Double(grey(ellipse, 50, 62)), 255 * 12.5 / 25, accuracy: 2, "y radius 25")
    }

    /// Conic around the centre starting toward +x (endPoint (1, 0.5)), clockwise on screen: the
    /// value at screen angle θ is 255 · θ / 2π.
    func testConicGradientSweepsClockwiseFromEndPoint() throws {
        let image = try render(gradient(.conic, Point(x: 0.5, y: 0.5), Point(x: 1, y: 0.5)))
        for degrees in [10.0, 45, 90, 135, 180, 225, 270, 315, 350] {
            let angle = degrees * .pi / 180
            let x = Int((50 + 35 * cos(angle)).rounded(.down)), y = Int((50 + 35 * sin(angle)).rounded(.down))
            let actual = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            let expected = 255 * (actual < 0 ? actual + 2 * .pi : actual) / (2 * .pi)
            XCTAssertEqual(Double(grey(image, x, y)), expected, accuracy: 3, "\(degrees)°")
        }
    }
}
