import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Pixel checks of EmitterLayer drawing: particles are the cell's image at its size, multiplied
/// by the cell's colour (CAEmitterCell.color tints the contents), and in the `.additive` render
/// mode their colours add up where they overlap ("the last uses additive compositing").
final class EmitterRenderingTests: XCTestCase {
    /// A 10 × 10 image of `color`.
    private func square(_ color: Color) throws -> Image {
        Image(data: try Canvas(pixelWidth: 10, pixelHeight: 10, background: color).pngData())
    }

    /// An emitter at (50, 50) whose cell gives birth to still particles twice a second.
    private func emitter(_ image: Image) -> (EmitterLayer, EmitterCell) {
        let emitter = EmitterLayer()
        emitter.emitterPosition = Point(x: 50, y: 50)
        let cell = EmitterCell()
        cell.birthRate = 2
        cell.lifetime = 10
        cell.contents = image
        emitter.emitterCells = [cell]
        return (emitter, cell)
    }

    private func render(_ layer: Layer, at time: Double, over background: Color) throws -> RGBAImage {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, background: background)
        try LayerRenderer().render(layer.presentation(atGlobalTime: time), into: canvas)
        return canvas.rgbaImage()
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func testAParticleIsItsImageTintedByTheCellsColour() throws {
        let (layer, cell) = emitter(try square(.white))
        cell.color = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        let image = try render(layer, at: 0.1, over: .black)
        XCTAssertEqual(rgb(image, 50, 50), [255, 128, 0], "white × (1, 0.5, 0)")
        XCTAssertEqual(rgb(image, 46, 46), [255, 128, 0], "the 10 × 10 image centred on the emitter")
        XCTAssertEqual(rgb(image, 44, 50), [0, 0, 0], "outside the image")
        cell.scale = 2
        XCTAssertEqual(rgb(try render(layer, at: 0.1, over: .black), 41, 50), [255, 128, 0], "scale 2: 20 × 20")
    }

    func testAdditiveParticlesAddTheirColours() throws {
        let (layer, _) = emitter(try square(Color(red: 0.4, green: 0.2, blue: 0, alpha: 1)))
        // At 0.6 s two particles (born at 0 and 0.5) lie on the same spot.
        let over = try render(layer, at: 0.6, over: .black)
        XCTAssertEqual(rgb(over, 50, 50), [102, 51, 0], "source-over: the top one")
        layer.renderMode = .additive
        let added = try render(layer, at: 0.6, over: .black)
        XCTAssertEqual(rgb(added, 50, 50), [204, 102, 0], "0.4 + 0.4, 0.2 + 0.2")
        XCTAssertEqual(rgb(try render(layer, at: 0.1, over: .black), 50, 50), [102, 51, 0], "one particle adds to black")
    }

    /// A cell's `contentsRect` picks one sprite of a sheet (CAEmitterCell.contentsRect, "the
    /// subrectangle of the contents image displayed by each particle"): the right half of a
    /// 20 × 10 sheet, red on the left and blue on the right, shows a 10 × 10 blue particle.
    func testAParticleShowsItsCellsContentsRect() throws {
        let sheet = try Canvas(pixelWidth: 20, pixelHeight: 10, background: .red)
        let context = try sheet.makeContext()
        context.setFillColor(.blue)
        context.fill(Rect(x: 10, y: 0, width: 10, height: 10))
        let (layer, cell) = emitter(Image(data: try sheet.pngData()))
        cell.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        cell.magnificationFilter = .nearest
        let image = try render(layer, at: 0.1, over: .black)
        XCTAssertEqual(rgb(image, 50, 50), [0, 0, 255], "the blue sprite")
        XCTAssertEqual(rgb(image, 46, 46), [0, 0, 255])
        XCTAssertEqual(rgb(image, 44, 50), [0, 0, 0], "10 points wide, the sprite's size, not the sheet's")
        XCTAssertEqual(cell.value(forKey: "contentsRect") as? Rect, Rect(x: 0.5, y: 0, width: 0.5, height: 1))
    }
}
