import CairoRendering
import Foundation
import SnapshotTesting
import XCTest
import Zoetrope
import ZoetropeSnapshotTesting
import ZoetropeTesting

final class ImageDiffingTests: XCTestCase {
    /// 100×100: a grey ramp with a 20×20 blue square at (30, 30).
    private func image(squareX: Int = 30) throws -> RGBAImage {
        var image = try RGBAImage(width: 100, height: 100, fill: (r: 0, g: 0, b: 0, a: 255))
        for y in 0..<100 {
            for x in 0..<100 {
                let grey = UInt8(40 + 2 * x)
                let inSquare = (squareX..<(squareX + 20)).contains(x) && (30..<50).contains(y)
                image.setPixel(x: x, y: y, inSquare ? (r: 10, g: 132, b: 255, a: 255) : (r: grey, g: grey, b: grey, a: 255))
            }
        }
        return image
    }

    func testEqualAndNearlyEqualImagesPass() throws {
        let diffing = Diffing<RGBAImage>.image()
        XCTAssertNil(diffing.diffV2(try image(), try image()))
        var noisy = try image()
        for i in stride(from: 0, to: noisy.pixels.count, by: 4) { noisy.pixels[i] = noisy.pixels[i] &+ 5 }
        XCTAssertNil(diffing.diffV2(try image(), noisy))
    }

    func testDifferenceBeyondToleranceFailsNamingADiffImage() throws {
        let result = Diffing<RGBAImage>.image().diffV2(try image(), try image(squareX: 31))
        let (message, attachments) = try XCTUnwrap(result)
        XCTAssertTrue(message.hasPrefix("Newly-taken snapshot does not match reference: max channel difference"), message)
        let path = try XCTUnwrap(message.components(separatedBy: "diff image: ").last)
        let diff = try RGBAImage(contentsOfPNG: URL(fileURLWithPath: path))
        // The square moved right by one pixel: column 30 and column 50 of its rows changed.
        XCTAssertTrue(diff.pixel(x: 30, y: 40) == (255, 0, 0, 255))
        XCTAssertTrue(diff.pixel(x: 50, y: 40) == (255, 0, 0, 255))
        XCTAssertFalse(diff.pixel(x: 40, y: 40) == (255, 0, 0, 255))
        XCTAssertEqual(attachments.count, 2)
    }

    func testExactToleranceFailsOnOneLevel() throws {
        var changed = try image()
        changed.pixels[0] &+= 1
        XCTAssertNotNil(Diffing<RGBAImage>.image(tolerance: .exact).diffV2(try image(), changed))
        XCTAssertNil(Diffing<RGBAImage>.image().diffV2(try image(), changed))
    }

    func testSizeChangeAndUnreadableReferenceFail() throws {
        let small = try RGBAImage(width: 10, height: 10, fill: (r: 0, g: 0, b: 0, a: 255))
        let (sizeMessage, _) = try XCTUnwrap(Diffing<RGBAImage>.image().diffV2(try image(), small))
        XCTAssertTrue(sizeMessage.contains("image sizes differ: expected 100×100 pixels, got 10×10"), sizeMessage)

        let diffing = Diffing<RGBAImage>.image()
        let unreadable = diffing.fromData(Data("not a png".utf8))
        let (message, _) = try XCTUnwrap(diffing.diffV2(unreadable, try image()))
        XCTAssertTrue(message.contains("the reference PNG could not be decoded"), message)
    }

    func testPNGRoundTrip() throws {
        let diffing = Diffing<RGBAImage>.image()
        XCTAssertEqual(diffing.fromData(diffing.toData(try image())), try image())
    }

    func testFilmstripPlacesFramesLeftToRight() throws {
        let strategy = Snapshotting<RedThenBlueScene, RGBAImage>.frames(at: [0, 0.5])
        var strip: RGBAImage?
        strategy.snapshot(RedThenBlueScene()).run { strip = $0 }
        let image = try XCTUnwrap(strip)
        XCTAssertEqual(image.width, 2 * 20)
        XCTAssertEqual(image.height, 10)
        // The scene is red until 0.25 s, then blue: frame 0 left, frame 0.5 right.
        XCTAssertTrue(image.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        XCTAssertTrue(image.pixel(x: 25, y: 5) == (0, 0, 255, 255))
    }
}

/// 20×10 points, red until 0.25 s, then blue (set without animation).
struct RedThenBlueScene: Scene, DefaultConstructible {
    static let name = "red-then-blue"
    static let summary = "Red, then blue"
    var size: Size { Size(width: 20, height: 10) }
    var duration: Double { 1 }
    var backgroundColor: Color? { Color(red: 1, green: 0, blue: 0) }
    init() {}
    func setUp(on stage: Stage) {
        let cover = Layer()
        cover.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        stage.rootLayer.addSublayer(cover)
        stage.at(0.25) {
            Transaction.setDisableActions(true)
            cover.backgroundColor = Color(red: 0, green: 0, blue: 1)
        }
    }
}
