import CairoRendering
import Foundation
import MotionCore
import XCTest

/// CAEmitterLayer.preservesDepth, from Apple's reference: false by default, the particles are
/// flattened into the layer's plane; true, "the layer renders its particles as if they directly
/// inhabit the three-dimensional layer space of the layer's superlayer". Under the superlayer's
/// perspective m34 = −1/d (d = 500), a point at depth z is seen at c + (x − c) / (1 − z/d) from the
/// perspective centre c, and a length is scaled by 1 / (1 − z/d).
final class EmitterDepthTests: XCTestCase {
    /// A 200 × 200 white root with perspective about its centre (100, 100), holding an emitter over
    /// its bounds whose point emitter, 50 right of the centre and at z = `z`, leaves a still red
    /// 10 × 10 particle born at 0.
    private func scene(z: Double, preservesDepth: Bool) throws -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = .white
        var eye = Transform3D.identity
        eye.m34 = -1.0 / 500
        root.sublayerTransform = eye
        let emitter = EmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = Point(x: 150, y: 100)
        emitter.emitterZPosition = z
        emitter.preservesDepth = preservesDepth
        let cell = EmitterCell()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.contents = Image(data: try Canvas(pixelWidth: 10, pixelHeight: 10, background: .red).pngData())
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return root
    }

    private func render(_ root: Layer) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: 200, pixelHeight: 200)
        try LayerRenderer().render(root.presentation(atGlobalTime: 0.5), into: canvas)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_EMITTER_DEPTH_PNG"] {
            try canvas.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        return canvas.rgbaImage()
    }

    private func isRed(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r > 200 && p.g < 60 && p.b < 60
    }

    func testPreservesDepthIsFalseByDefault() {
        XCTAssertFalse(EmitterLayer().preservesDepth)
    }

    func testFlattenedParticlesIgnoreTheirDepth() throws {
        let image = try render(try scene(z: 100, preservesDepth: false))
        // In the emitter's plane: x 145 ..< 155.
        XCTAssertTrue(isRed(image, 147, 100))
        XCTAssertFalse(isRed(image, 160, 100))
    }

    func testParticlesInDepthAreSeenThroughThePerspective() throws {
        let image = try render(try scene(z: 100, preservesDepth: true))
        // Centre 100 + 50 / (1 − 100/500) = 162.5, width 10 × 1.25: x 156.25 ..< 168.75.
        XCTAssertTrue(isRed(image, 160, 100))
        XCTAssertTrue(isRed(image, 167, 105))
        XCTAssertFalse(isRed(image, 153, 100), "no longer in the emitter's plane")
        XCTAssertFalse(isRed(image, 171, 100))
        // Behind the plane, z = −250: centre 100 + 50 / 1.5 ≈ 133.3, width 10 / 1.5 ≈ 6.7: x 130 ..< 136.7.
        let behind = try render(try scene(z: -250, preservesDepth: true))
        XCTAssertTrue(isRed(behind, 133, 100))
        XCTAssertFalse(isRed(behind, 139, 100))
        XCTAssertFalse(isRed(behind, 128, 100))
    }

    func testNearerParticlesAreDrawnOverFartherOnes() throws {
        // Two cells at one spot: the first (drawn first in `.unordered`) nearer, so drawn last.
        let root = try scene(z: 0, preservesDepth: true)
        let emitter = try XCTUnwrap(root.sublayers.first as? EmitterLayer)
        emitter.emitterPosition = Point(x: 100, y: 100)
        let near = try XCTUnwrap(emitter.emitterCells?.first)
        let far = EmitterCell()
        far.birthRate = 1
        far.lifetime = 10
        far.contents = Image(data: try Canvas(pixelWidth: 10, pixelHeight: 10, background: .blue).pngData())
        emitter.emitterCells = [near, far]
        // The blue one moves back at 200 points a second: latitude π/2 points out of the plane.
        far.velocity = -200
        far.emissionLatitude = .pi / 2
        let image = try render(root)
        let p = image.pixel(x: 100, y: 100)
        XCTAssertEqual([p.r, p.g, p.b], [255, 0, 0], "the red particle, at z = 0, is nearer than the blue one behind it")
        emitter.preservesDepth = false
        let flat = try render(root).pixel(x: 100, y: 100)
        XCTAssertEqual([flat.r, flat.g, flat.b], [0, 0, 255], "flattened, the blue one is drawn last, on top")
    }
}
