import CairoRendering
import XCTest
import ZoetropeUIKit

/// Confetti as iOS code writes it: a view that drops pieces of five colours from a line above
/// its top edge, one CAEmitterCell per colour (the idiom of many confetti views and tutorials).
private final class ConfettiView: UIView {
    private var emitter: CAEmitterLayer?

    func startConfetti(with piece: UIImage) {
        let emitter = CAEmitterLayer()
        emitter.frame = bounds
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: bounds.size.width, height: 1)
        emitter.renderMode = .oldestFirst
        emitter.seed = 47

        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 12
            cell.lifetime = 6.0
            cell.lifetimeRange = 0
            cell.velocity = CGFloat(cell.birthRate * cell.lifetime) * 2
            cell.velocityRange = cell.velocity / 2
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 60
            cell.spin = 2
            cell.spinRange = 3
            cell.scaleRange = 0.25
            cell.scale = 1.0 - cell.scaleRange
            cell.alphaSpeed = -0.1
            cell.contents = piece.cgImage
            cell.color = color.cgColor
            return cell
        }
        layer.addSublayer(emitter)
        self.emitter = emitter
    }

    func stopConfetti() {
        emitter?.birthRate = 0
    }
}

/// The confetti view on a 320 × 240 stage, at `fps` frames a second.
private final class ConfettiScene: IOSTestScene {
    static let name = "ios-confetti"
    static let summary = "confetti from a CAEmitterLayer"
    let fps: Int
    /// When the view stops the confetti (`stopConfetti()`), if it does.
    let stopTime: Double?
    var size: Size { Size(width: 320, height: 240) }
    var duration: Double { 3 }

    init() { fps = 30; stopTime = nil }
    init(fps: Int = 30, stoppingAt stopTime: Double?) { self.fps = fps; self.stopTime = stopTime }

    func setUp(on stage: Stage) {
        let confetti = ConfettiView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        // An 8 × 12 white piece: each cell's colour tints it.
        let piece = UIImage(data: try! Canvas(pixelWidth: 8, pixelHeight: 12, background: .white).pngData())
        confetti.startConfetti(with: piece)
        stage.rootView.addSubview(confetti)
        if let stopTime { stage.at(stopTime) { confetti.stopConfetti() } }
    }
}

/// The pasted confetti compiles against ZoetropeUIKit and renders, and its frames are a pure
/// function of time: the same bytes alone, after other frames, and at another frame rate.
final class IOSConfettiTests: XCTestCase {
    /// Pixels that are not the white background.
    private func colouredPixels(_ canvas: Canvas) -> Int {
        let image = canvas.rgbaImage()
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r < 200 || p.g < 200 || p.b < 200 { count += 1 }
            }
        }
        return count
    }

    func testConfettiFallsFromAboveTheTopEdge() throws {
        let scrubber = Scrubber(scene: ConfettiScene())
        XCTAssertEqual(colouredPixels(try scrubber.still(at: 0)), 0, "born 10 points above the top edge")
        let later = try scrubber.still(at: 2)
        XCTAssertGreaterThan(colouredPixels(later), 2_000, "pieces of five colours all over the view")
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_CONFETTI_PNG"] {
            try later.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("confetti.png"))
        }
    }

    func testAFrameIsTheSameAloneAfterOtherFramesAndAtAnotherFrameRate() throws {
        let alone = try Scrubber(scene: ConfettiScene()).still(at: 2).rgbaImage()
        let inSequence = try Scrubber(scene: ConfettiScene()).stills(at: [0, 0.5, 1, 1.5, 1.9, 2]).last!.rgbaImage()
        XCTAssertEqual(alone, inSequence, "the same bytes whether frames came before or not")
        let at24 = try Scrubber(scene: ConfettiScene(fps: 24, stoppingAt: nil)).still(at: 2).rgbaImage()
        XCTAssertEqual(alone, at24, "the same bytes at 24 and 30 fps")
    }

    /// The burst idiom: `birthRate = 0` a moment after starting stops births (after the implicit
    /// 0.25 s animation of the rate), and the pieces already born keep falling, as on iOS.
    func testStoppedConfettiKeepsFallingAsOnIOS() throws {
        let burst = try Scrubber(scene: ConfettiScene(stoppingAt: 0.2)).still(at: 1)
        let stream = try Scrubber(scene: ConfettiScene()).still(at: 1)
        let falling = colouredPixels(burst)
        XCTAssertGreaterThan(falling, 200, "the pieces born before the stop are still falling")
        XCTAssertLessThan(falling, colouredPixels(stream), "fewer than an emitter that never stopped")
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_CONFETTI_PNG"] {
            try burst.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("confetti-burst.png"))
        }
        let inSequence = try Scrubber(scene: ConfettiScene(stoppingAt: 0.2)).stills(at: [0, 0.15, 0.2, 0.3, 0.6, 1]).last!
        XCTAssertEqual(burst.rgbaImage(), inSequence.rgbaImage(), "the same bytes whether frames came before or not")
        let at24 = try Scrubber(scene: ConfettiScene(fps: 24, stoppingAt: 0.2)).still(at: 1).rgbaImage()
        XCTAssertEqual(burst.rgbaImage(), at24, "the same bytes at 24 and 30 fps")
    }

    func testFloatRatesAndTheOldConstantsReadAsOnIOS() {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        let rate: Float = 3
        cell.birthRate = rate
        cell.alphaSpeed = Float(-0.5)
        emitter.lifetime = Float(2)
        emitter.emitterShape = kCAEmitterLayerCircle
        emitter.emitterMode = CAEmitterLayerEmitterMode.outline
        emitter.renderMode = kCAEmitterLayerAdditive
        let read: Float = cell.birthRate
        XCTAssertEqual(read, 3)
        XCTAssertEqual(cell.alphaSpeed, -0.5)
        XCTAssertEqual(emitter.lifetime, 2)
        XCTAssertEqual(emitter.emitterShape, .circle)
        XCTAssertEqual(emitter.emitterMode, .outline)
        XCTAssertEqual(emitter.renderMode, .additive)
    }
}
