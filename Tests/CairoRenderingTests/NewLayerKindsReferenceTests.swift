@testable import CairoRendering
import Foundation
@testable import MotionCore
import XCTest

/// The layer kinds and properties that came after the built-in scenes — a shadowed card behind a
/// shimmer mask, a transform layer's cube, a sprite from `contentsRect`, a nine-slice, emitter
/// particles — drawn with the fast paths and by Cairo alone (`DrawingPath.reference`), cached and
/// not: within the largest level a fast path documents (3, the reduced blur's), as
/// `ReferenceDrawingSceneTests` holds every built-in scene.
final class NewLayerKindsReferenceTests: XCTestCase {
    private func picture(width: Int, height: Int) throws -> Image {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, background: Color(hex: 0xFF9500))
        let context = try canvas.makeContext()
        context.setFillColor(Color(hex: 0x007AFF))
        context.fill(Rect(x: 0, y: 0, width: Double(width) / 3, height: Double(height) / 3))
        context.setFillColor(Color(hex: 0x34C759))
        context.fill(Rect(x: Double(width) / 2, y: Double(height) / 2, width: Double(width) / 2, height: Double(height) / 2))
        return Image(data: try canvas.pngData())
    }

    private func makeTree() throws -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        root.backgroundColor = Color(hex: 0xF2F2F7)
        var eye = Transform3D.identity
        eye.m34 = -1.0 / 500
        root.sublayerTransform = eye

        let card = Layer()
        card.frame = Rect(x: 12, y: 12, width: 100, height: 80)
        card.backgroundColor = Color(hex: 0x5856D6)
        card.cornerRadius = 12
        card.shadowOpacity = 0.4
        card.shadowRadius = 14
        let shimmer = GradientLayer()
        shimmer.frame = Rect(x: 0, y: 0, width: 100, height: 80)
        shimmer.colors = [Color(red: 1, green: 1, blue: 1, alpha: 0.2), .white, Color(red: 1, green: 1, blue: 1, alpha: 0.2)]
        shimmer.startPoint = Point(x: 0, y: 0.5)
        shimmer.endPoint = Point(x: 1, y: 0.5)
        card.mask = shimmer
        root.addSublayer(card)

        let cube = TransformLayer()
        cube.position = Point(x: 200, y: 60)
        for (index, turn) in [0.0, .pi / 2, .pi, -.pi / 2].enumerated() {
            let face = Layer()
            face.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
            face.backgroundColor = Color(hue: Double(index) / 4, saturation: 0.7, brightness: 0.9)
            face.transform = Transform3D(translationX: 0, y: 0, z: 30).concatenating(Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0))
            cube.addSublayer(face)
        }
        cube.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
        root.addSublayer(cube)

        let sprite = Layer()
        sprite.frame = Rect(x: 20, y: 120, width: 60, height: 60)
        sprite.contents = try picture(width: 40, height: 40)
        sprite.contentsRect = Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        root.addSublayer(sprite)

        let nineSlice = Layer()
        nineSlice.frame = Rect(x: 100, y: 130, width: 120, height: 50)
        nineSlice.contents = try picture(width: 30, height: 30)
        nineSlice.contentsCenter = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        root.addSublayer(nineSlice)

        let emitter = EmitterLayer()
        emitter.frame = Rect(x: 230, y: 100, width: 80, height: 80)
        emitter.emitterPosition = Point(x: 40, y: 40)
        let cell = EmitterCell()
        cell.contents = try picture(width: 6, height: 6)
        cell.birthRate = 4  // few enough not to overlap: overlapping turned pictures add their (2-level) errors
        cell.lifetime = 2
        cell.velocity = 30
        cell.emissionRange = 2 * .pi
        cell.spin = 2
        cell.color = Color(red: 1, green: 0.6, blue: 0.6)
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return root
    }

    func testTheNewKindsDrawWithinTheDocumentedLevelsOfTheReference() throws {
        let root = try makeTree()
        let tree = root.presentation(atGlobalTime: 1.2)
        tree.recordDrawing()
        func draw(_ path: DrawingPath, cached: Bool) throws -> [UInt8] {
            let canvas = try Canvas(pixelWidth: 640, pixelHeight: 400, scale: 2)
            let renderer = LayerRenderer(cache: cached ? RenderCache() : nil, drawingPath: path)
            try renderer.render(tree, into: canvas)
            try renderer.render(tree, into: canvas)  // the second frame from kept stores
            return canvas.rgbaImage().pixels
        }
        let reference = try draw(.reference, cached: false)
        for cached in [true, false] {
            let fast = try draw(.fast, cached: cached)
            let largest = zip(reference, fast).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
            let at = zip(reference, fast).enumerated().max { abs(Int($0.element.0) - Int($0.element.1)) < abs(Int($1.element.0) - Int($1.element.1)) }!.offset / 4
            XCTAssertLessThanOrEqual(largest, 3, "cached \(cached): a channel differs by \(largest) levels at (\(at % 640), \(at / 640))")
        }
        XCTAssertGreaterThan(Set(reference).count, 50, "the tree draws")
    }
}
