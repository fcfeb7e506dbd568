import XCTest
@testable import Zoetrope

/// A `LottieLayer` inside a scene is a layer like any: its media timing, its superlayer's
/// transform and mask apply to the whole animation.
final class LottieLayerTimingTests: XCTestCase {
    /// A 200 × 200 scene holding a Lottie layer (anchored at its top-left corner, at the origin)
    /// inside a host layer (likewise, with no size), each arranged by the test.
    private struct HostScene: Scene {
        static let name = "lottie-host"
        static let summary = "A Lottie layer inside a scene"
        let document: LottieDocument
        let arrange: (_ host: Layer, _ lottie: LottieLayer) -> Void
        init(variant: String?) throws { throw SceneError.unknownScene("lottie-host", known: []) }
        init(document: LottieDocument, arrange: @escaping (_ host: Layer, _ lottie: LottieLayer) -> Void) {
            self.document = document
            self.arrange = arrange
        }
        var size: Size { Size(width: 200, height: 200) }
        var duration: Double { 1 }

        func setUp(on stage: Stage) {
            let host = Layer()
            host.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
            host.anchorPoint = Point(x: 0, y: 0)
            host.position = Point(x: 0, y: 0)
            let lottie = LottieLayer(document: document)
            lottie.anchorPoint = Point(x: 0, y: 0)
            lottie.position = Point(x: 0, y: 0)
            host.addSublayer(lottie)
            arrange(host, lottie)
            stage.rootLayer.addSublayer(host)
        }
    }

    /// The red square moving from x = 10 to 90 over frames 0–10 (1 s), at speed 2 from a time
    /// offset of 0.1 s, inside a layer offset by (10, 20).
    func testTheAnimationFollowsTheLayersSpeedTimeOffsetAndItsSuperlayersTransform() throws {
        let linear = #""o":{"x":0,"y":0},"i":{"x":1,"y":1}"#
        let document = try LottieFixtures.document(layers: LottieFixtures.redSquare(
            position: #"{"a":1,"k":[{"t":0,"s":[10,50],\#(linear)},{"t":10,"s":[90,50]}]}"#))
        let scene = HostScene(document: document) { host, lottie in
            host.position = Point(x: 10, y: 20)
            lottie.speed = 2
            lottie.timeOffset = 0.1
        }
        for (time, documentTime) in [(0.0, 0.1), (0.2, 0.5), (0.3, 0.7)] {
            let centre = try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: time))
            XCTAssertEqual(centre.x, 10 + 10 + 80 * documentTime, accuracy: 0.05, "scene time \(time)")
            XCTAssertEqual(centre.y, 20 + 50, accuracy: 0.05)
        }
    }

    /// The square inside a host whose `mask` covers x < 50: whole there, cut at x = 50 across
    /// it, and not at all beyond.
    func testASuperlayersMaskCutsTheAnimation() throws {
        let linear = #""o":{"x":0,"y":0},"i":{"x":1,"y":1}"#
        let document = try LottieFixtures.document(layers: LottieFixtures.redSquare(
            position: #"{"a":1,"k":[{"t":0,"s":[10,50],\#(linear)},{"t":10,"s":[90,50]}]}"#))
        let scene = HostScene(document: document) { host, _ in
            let mask = Layer()
            mask.frame = Rect(x: 0, y: 0, width: 50, height: 200)
            mask.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
            host.mask = mask
        }
        // At 0.25 s the square spans x 25…35 (inside); at 0.5 s 45…55, so 45…50 shows, centred
        // on 47.5; at 0.875 s 75…85, all masked.
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.25)).x, 30, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(LottieFixtures.redCentre(of: scene, at: 0.5)).x, 47.5, accuracy: 0.1)
        XCTAssertNil(try LottieFixtures.redCentre(of: scene, at: 0.875))
    }

    func testTheSceneTakesTheDocumentsSizeFrameRateAndDuration() throws {
        let scene = LottieScene(document: try LottieFixtures.document(layers: LottieFixtures.redSquare(position: #"{"k":[50,50]}"#), op: 25))
        XCTAssertEqual(scene.size, Size(width: 100, height: 100))
        XCTAssertEqual(scene.fps, 10)
        XCTAssertEqual(scene.duration, 2.5, accuracy: 1e-12)
        XCTAssertEqual(scene.title, "test.json", "a filmstrip's heading names the file")
    }

    func testTheSameDocumentGivesTheSameBytes() throws {
        let document = try LottieFixtures.document(layers: LottieFixtures.redSquare(
            position: #"{"a":1,"k":[{"t":0,"s":[10,50],"o":{"x":0.3,"y":0},"i":{"x":0.7,"y":1}},{"t":10,"s":[90,50]}]}"#))
        let first = try Scrubber(scene: LottieScene(document: document)).still(at: 0.33).rgbaImage()
        let second = try Scrubber(scene: LottieScene(document: document)).still(at: 0.33).rgbaImage()
        XCTAssertEqual(first, second)
    }
}
