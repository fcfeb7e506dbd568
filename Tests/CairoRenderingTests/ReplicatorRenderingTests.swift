import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Pixel checks of ReplicatorLayer drawing (CAReplicatorLayer's instance transform, colour and
/// delay): the engine lays the instances out in the presentation copy, the renderer draws them
/// and multiplies their colour tints.
final class ReplicatorRenderingTests: XCTestCase {
    /// Renders the presentation copy of `layer` at time 0 (a presentation copy stays itself).
    func render(_ layer: Layer) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, background: .white)
        try LayerRenderer().render(layer.isPresentation ? layer : layer.presentation(atGlobalTime: 0), into: canvas)
        return canvas.rgbaImage()
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// A 100 × 100 replicator filling the canvas with one 10 × 10 `color` square at `origin`.
    func replicator(square color: Color, at origin: Point) -> (ReplicatorLayer, Layer) {
        let replicator = ReplicatorLayer()
        replicator.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        replicator.position = Point(x: 50, y: 50)
        let square = Layer()
        square.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        square.anchorPoint = .zero
        square.position = origin
        square.backgroundColor = color
        replicator.addSublayer(square)
        return (replicator, square)
    }

    /// Translation by 20 points per instance: instance i covers x in [20i, 20i + 10).
    func testInstancesAccumulateTheTransform() throws {
        let (replicator, _) = replicator(square: .red, at: Point(x: 0, y: 0))
        replicator.instanceCount = 3
        replicator.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
        let image = try render(replicator)
        for x in [5, 25, 45] { XCTAssertEqual(rgb(image, x, 5), [255, 0, 0], "x = \(x)") }
        for x in [15, 35, 65] { XCTAssertEqual(rgb(image, x, 5), [255, 255, 255], "x = \(x)") }
    }

    /// A quarter turn per instance about the centre of the replicator's bounds, wherever its anchor
    /// is: a square at the top centre is repeated at the right, bottom and left.
    func testRotationIsAboutTheReplicatorsCentre() throws {
        let (replicator, _) = replicator(square: .red, at: Point(x: 45, y: 0))
        replicator.anchorPoint = .zero
        replicator.position = .zero
        replicator.instanceCount = 4
        replicator.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let image = try render(replicator)
        for (x, y) in [(50, 5), (95, 50), (50, 95), (5, 50)] { XCTAssertEqual(rgb(image, x, y), [255, 0, 0], "(\(x), \(y))") }
        XCTAssertEqual(rgb(image, 50, 50), [255, 255, 255])
    }

    /// Colour offsets accumulate per instance and multiply what the instance draws: a white square
    /// with red offset −0.5 becomes (127.5, 255, 255) in instance 1 and cyan in instance 2; an alpha
    /// offset of −0.5 draws black instance 1 at half opacity.
    func testColourOffsetsMultiplyTheInstances() throws {
        let (tinted, _) = replicator(square: .white, at: Point(x: 0, y: 0))
        let backdrop = Layer()
        backdrop.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        backdrop.position = Point(x: 50, y: 50)
        backdrop.backgroundColor = .black
        backdrop.addSublayer(tinted)
        tinted.instanceCount = 3
        tinted.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
        tinted.instanceRedOffset = -0.5
        let image = try render(backdrop)
        XCTAssertEqual(rgb(image, 5, 5), [255, 255, 255])
        XCTAssertEqual(rgb(image, 25, 5)[0], 128, accuracy: 1)
        XCTAssertEqual(Array(rgb(image, 25, 5)[1...]), [255, 255])
        XCTAssertEqual(rgb(image, 45, 5), [0, 255, 255])

        let (fading, _) = replicator(square: .black, at: Point(x: 0, y: 0))
        fading.instanceCount = 2
        fading.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
        fading.instanceAlphaOffset = -0.5
        let faded = try render(fading)
        XCTAssertEqual(rgb(faded, 5, 5), [0, 0, 0])
        XCTAssertEqual(rgb(faded, 25, 5)[0], 128, accuracy: 1)
    }

    /// With instanceDelay 0.25 s, instance 1 shows the sublayer as it was 0.25 s earlier: a square
    /// moving linearly from x = 0 to x = 80 in 1 s is at 40 (instance 0) and 20 (instance 1)
    /// at t = 0.5, and instance 2 (0 s) is at 0. The instances come from the presentation copy.
    func testInstanceDelayShowsEarlierStates() throws {
        let (replicator, square) = replicator(square: .red, at: Point(x: 0, y: 40))
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.25
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 80.0
        move.duration = 1
        move.timingFunction = .linear
        move.fillMode = .both
        square.add(move, forKey: "move")
        let presentation = replicator.presentation(atGlobalTime: 0.5)
        let image = try render(presentation)
        for x in [41, 48, 21, 28, 1, 8] { XCTAssertEqual(rgb(image, x, 45), [255, 0, 0], "x = \(x)") }
        for x in [38, 51, 18, 31, 11] { XCTAssertEqual(rgb(image, x, 45), [255, 255, 255], "x = \(x)") }
        XCTAssertEqual(replicator.sublayers.count, 1, "the model layer keeps no instances")
    }

    func testZeroInstancesDrawNothing() throws {
        let (replicator, _) = replicator(square: .red, at: Point(x: 0, y: 0))
        replicator.instanceCount = 0
        XCTAssertEqual(rgb(try render(replicator), 5, 5), [255, 255, 255])
    }

    /// A runaway count draws `maximumInstanceCount` copies (each 0.01 point further right, so
    /// the last one ends 100 points from the first's start) instead of hanging.
    func testHugeInstanceCountsAreCapped() throws {
        let (replicator, _) = replicator(square: .red, at: Point(x: 0, y: 0))
        replicator.instanceCount = .max
        replicator.instanceDelay = 1
        let step = 100.0 / Double(ReplicatorLayer.maximumInstanceCount)
        replicator.instanceTransform = Transform3D(translationX: step, y: 0, z: 0)
        let presentation = replicator.presentation(atGlobalTime: 0)
        XCTAssertEqual(presentation.sublayers.count, ReplicatorLayer.maximumInstanceCount)
        let image = try render(presentation)
        XCTAssertEqual(rgb(image, 95, 5), [255, 0, 0], "reaches x = 100 − step + 10")
    }
}
