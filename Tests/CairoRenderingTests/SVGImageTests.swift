import CairoRendering
import Foundation
import MotionCore
import XCTest

/// SVG images as layer contents: drawn by librsvg as vectors at the output's scale, checked
/// against librsvg's own rendering (`rsvg-convert`) of the same file at the same zoom.
final class SVGImageTests: XCTestCase {
    private static let svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">
          <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stop-color="#ff9500"/><stop offset="1" stop-color="#af52de"/></linearGradient></defs>
          <rect x="4" y="4" width="112" height="72" rx="14" fill="url(#g)"/>
          <circle cx="40" cy="40" r="22" fill="none" stroke="#ffffff" stroke-width="3"/>
          <path d="M70 56 L88 20 L106 56 Z" fill="#34c759" fill-opacity="0.8"/>
        </svg>
        """

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("svg-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// librsvg's command-line rendering of `file` at `zoom`, as straight RGBA.
    private func rsvgConvert(_ file: URL, zoom: Int, in folder: URL) throws -> RGBAImage {
        let output = folder.appendingPathComponent("rsvg-\(zoom).png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["--zoom", "\(zoom)", "--output", output.path, file.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "rsvg-convert failed")
        return try RGBAImage(contentsOfPNG: output)
    }

    /// A transparent canvas of `size` points at `scale` showing `image` in a layer filling `frame`.
    private func render(_ image: Image, frame: Rect, canvasSize: Size, scale: Double,
                        gravity: ContentsGravity = .resize) throws -> RGBAImage {
        let root = Layer()
        root.frame = Rect(origin: .zero, size: canvasSize)
        let layer = Layer()
        layer.frame = frame
        layer.contents = image
        layer.contentsGravity = gravity
        root.addSublayer(layer)
        let canvas = try Canvas(size: canvasSize, scale: scale)
        try LayerRenderer().render(root, into: canvas)
        return canvas.rgbaImage()
    }

    func testSVGMatchesLibrsvgsOwnRenderingAtScaleOneAndThree() throws {
        let folder = try folder()
        let file = folder.appendingPathComponent("badge.svg")
        try Self.svg.write(to: file, atomically: true, encoding: .utf8)
        for scale in [1, 3] {
            let ours = try render(Image(contentsOf: file), frame: Rect(x: 0, y: 0, width: 120, height: 80),
                                  canvasSize: Size(width: 120, height: 80), scale: Double(scale))
            let reference = try rsvgConvert(file, zoom: scale, in: folder)
            XCTAssertEqual(ours.width, 120 * scale)
            let comparison = try ImageComparison(expected: reference, actual: ours,
                                                 tolerance: ComparisonTolerance(channel: 2, differingPixelFraction: 0, minimumSSIM: 0.999))
            XCTAssertTrue(comparison.passes, "scale \(scale): max difference \(comparison.maxChannelDifference), SSIM \(comparison.ssim)")
        }
    }

    func testSVGFollowsContentsGravity() throws {
        let image = Image(data: Data(Self.svg.utf8))
        // resizeAspect in a 240×80 layer: the 120×80 picture centred, 60 points either side left empty.
        let fitted = try render(image, frame: Rect(x: 0, y: 0, width: 240, height: 80), canvasSize: Size(width: 240, height: 80),
                                scale: 2, gravity: .resizeAspect)
        let alone = try render(image, frame: Rect(x: 0, y: 0, width: 120, height: 80), canvasSize: Size(width: 120, height: 80), scale: 2)
        for y in stride(from: 0, to: 160, by: 7) {
            XCTAssertEqual(fitted.pixel(x: 20, y: y).a, 0, "left margin stays empty")
            XCTAssertEqual(fitted.pixel(x: 460, y: y).a, 0, "right margin stays empty")
            for x in stride(from: 0, to: 240, by: 11) {
                XCTAssertTrue(fitted.pixel(x: 120 + x, y: y) == alone.pixel(x: x, y: y), "picture at (\(x), \(y))")
            }
        }
    }

    func testRasterAndSVGAreToldFromTheBytes() throws {
        let folder = try folder()
        let misnamed = folder.appendingPathComponent("badge.png")
        try Self.svg.write(to: misnamed, atomically: true, encoding: .utf8)
        let image = try render(Image(contentsOf: misnamed), frame: Rect(x: 0, y: 0, width: 120, height: 80),
                               canvasSize: Size(width: 120, height: 80), scale: 1)
        XCTAssertGreaterThan(image.pixel(x: 60, y: 10).a, 200, "drawn as SVG")
    }

    func testSVGIsToldFromTheBytesAfterALongProlog() throws {
        // More than 4 KB before <svg: a declaration, a long comment, a doctype with an internal subset.
        let folder = try folder()
        let prolog = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- " + String(repeating: "licence text ", count: 700) + "-->\n"
            + "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\" "
            + "[ <!ENTITY brand \"#0A84FF\"> ]>\n<?xml-stylesheet type=\"text/css\" href=\"none.css\"?>\n"
        let file = folder.appendingPathComponent("long-prolog.svg")
        try (prolog + Self.svg.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: ""))
            .write(to: file, atomically: true, encoding: .utf8)
        XCTAssertGreaterThan(try Data(contentsOf: file).count, 8192)
        let image = try render(Image(contentsOf: file), frame: Rect(x: 0, y: 0, width: 120, height: 80),
                               canvasSize: Size(width: 120, height: 80), scale: 1)
        XCTAssertGreaterThan(image.pixel(x: 60, y: 10).a, 200, "drawn as SVG")
        // XML whose root is not svg is not taken for SVG.
        let page = folder.appendingPathComponent("page.svg")
        try (prolog + "<html><svg/></html>").write(to: page, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try render(Image(contentsOf: page), frame: Rect(x: 0, y: 0, width: 10, height: 10),
                                        canvasSize: Size(width: 10, height: 10), scale: 1)) { error in
            XCTAssertTrue("\(error)".contains("\(page.path): not a picture"), "\(error)")
        }
    }

    func testBrokenSVGIsAnErrorNamingTheFile() throws {
        let folder = try folder()
        let file = folder.appendingPathComponent("broken.svg")
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try render(Image(contentsOf: file), frame: Rect(x: 0, y: 0, width: 10, height: 10),
                                        canvasSize: Size(width: 10, height: 10), scale: 1)) { error in
            XCTAssertTrue("\(error)".contains(file.path), "\(error)")
        }
    }

    /// librsvg draws what lies outside a document's viewport; as a layer's contents the picture
    /// ends where its rectangle does (within a pixel), faded or not: a layer fading in shows
    /// the same shape as once it is opaque, and its group is only as large as the picture.
    func testWhatAnSVGDrawsOutsideItsViewportIsCutAtItsRectangleFadedOrNot() throws {
        let overflowing = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
              <rect x="-40" y="-40" width="120" height="120" fill="#0000ff"/>
            </svg>
            """
        for opacity in [1.0, 0.5] {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 120, height: 120)
            let layer = Layer()
            layer.frame = Rect(x: 40, y: 40, width: 40, height: 40)
            layer.contents = Image(data: Data(overflowing.utf8))
            layer.opacity = opacity
            root.addSublayer(layer)
            let canvas = try Canvas(size: root.bounds.size, scale: 2)
            try LayerRenderer().render(root, into: canvas)
            let image = canvas.rgbaImage()
            let expectedAlpha = Int((255 * opacity).rounded())
            for y in stride(from: 0, to: 240, by: 3) {
                for x in stride(from: 0, to: 240, by: 3) {
                    let alpha = Int(image.pixel(x: x, y: y).a)
                    // The rectangle is device pixels 80..<160; one more pixel may show on each side.
                    if (80..<160).contains(x), (80..<160).contains(y) {
                        XCTAssertLessThanOrEqual(abs(alpha - expectedAlpha), 1, "opacity \(opacity), inside at (\(x), \(y))")
                    } else if !(79..<161).contains(x) || !(79..<161).contains(y) {
                        XCTAssertEqual(alpha, 0, "opacity \(opacity), outside at (\(x), \(y))")
                    }
                }
            }
        }
    }
}
