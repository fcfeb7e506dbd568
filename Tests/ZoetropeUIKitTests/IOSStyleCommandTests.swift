import CairoRendering
import XCTest
import ZoetropeUIKit
import ZoetropeTestSupport

/// The iOS-style scenes through `ZoetropeCommand`, as a package's executable runs them: rendered,
/// traced, and a still whose pixels show the drawn state (circle radius from the documented curve).
final class IOSStyleCommandTests: XCTestCase {
    private var directory: URL!
    private let scenes: [Scene.Type] = [IOSLoadingScene.self, IOSCircleScene.self, IOSCardScene.self, IOSLabelsScene.self]

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-uikit") }

    private func run(_ arguments: String...) -> Int32 { ZoetropeCommand.run(arguments: arguments, scenes: scenes) }

    func testEverySceneRendersAndTraces() throws {
        for scene in scenes {
            let output = directory.appendingPathComponent("\(scene.name).gif")
            XCTAssertEqual(run("render", scene.name, "-o", output.path, "--quiet"), 0, scene.name)
            let data = try Data(contentsOf: output)
            XCTAssertEqual(data.prefix(6), Data("GIF89a".utf8), scene.name)
        }
        XCTAssertEqual(run("trace", "ios-loading", "--property", "percent", "--fps", "4"), 0)
        XCTAssertEqual(run("trace", "ios-circle", "--layer", "circle", "--property", "radius", "--fps", "4"), 0)
        XCTAssertEqual(run("trace", "ios-labels", "--layer", "my-layer", "--property", "property", "--fps", "10"), 0)
    }

    /// At 1.5 s the radius is 100 pt (half way on ease-in-ease-out, a symmetric curve) and the
    /// stroke 25 − 24 × easeIn(0.375) wide, centred on the circle's edge.
    func testCircleStillShowsTheAnimatedRadius() throws {
        let output = directory.appendingPathComponent("circle.png")
        XCTAssertEqual(run("still", "ios-circle", "--at", "1.5", "-o", output.path), 0)
        let image = try RGBAImage(contentsOfPNG: output)
        let stroke = 25 - 24 * ReferenceCurves.value(ReferenceCurves.easeIn, at: 0.375)
        func pixel(atRadius r: Double) -> (UInt8, UInt8, UInt8) {
            let offset = (200 * image.width + Int(200 + r)) * 4
            return (image.pixels[offset], image.pixels[offset + 1], image.pixels[offset + 2])
        }
        let inside = pixel(atRadius: 100 - stroke / 2 - 3)
        XCTAssertEqual(inside.0, 255); XCTAssertEqual(inside.1, 0); XCTAssertEqual(inside.2, 0)
        let onStroke = pixel(atRadius: 100 + stroke / 2 - 3)
        XCTAssertEqual(onStroke.0, 170, accuracy: 2, "light grey stroke (2/3 white)")
        XCTAssertEqual(onStroke.2, 170, accuracy: 2)
        let outside = pixel(atRadius: 100 + stroke / 2 + 3)
        XCTAssertEqual(outside.0, 255); XCTAssertEqual(outside.1, 255); XCTAssertEqual(outside.2, 255)
    }
}
