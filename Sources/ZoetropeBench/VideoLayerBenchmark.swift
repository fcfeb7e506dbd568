import CairoRendering
import Foundation
import MediaEncoding
import Zoetrope

/// `render-video CLIP|none`: a 1920×1080, 4 s, 30 fps scene of moving cards drawn frame by frame
/// (one renderer, in order, no encoder — an encoder's cost depends on the picture and would
/// swamp the difference) with the clip playing full-screen behind them in a `VideoLayer`, or,
/// with `none`, without it. Scripts/bench.sh compares the two wall times with FFmpeg decoding
/// the clip alone.
enum VideoLayerBenchmark {
    /// `decode-video CLIP`: the frames a 30 fps, 4 s render asks of the clip, through
    /// `VideoDecoder` alone (decoded once each, converted to BGRA), nothing drawn.
    static func decode(_ arguments: [String]) throws {
        guard arguments.count == 1 else { throw BenchError.usage("decode-video CLIP") }
        let decoder = try VideoDecoder(contentsOf: URL(fileURLWithPath: arguments[0]))
        for index in 0..<120 { _ = try decoder.frame(at: Double(index) / 30) }
    }

    static func run(_ arguments: [String]) throws {
        guard arguments.count == 1 else { throw BenchError.usage("render-video CLIP|none") }
        let scene = CardsOverClipScene(clip: arguments[0] == "none" ? nil : URL(fileURLWithPath: arguments[0]))
        let stage = Stage(scene: scene)
        let renderer = LayerRenderer()
        for index in 0..<Int(scene.duration) * scene.fps {
            try stage.advance(to: Double(index) / Double(scene.fps))
            let canvas = try Canvas(size: scene.size, scale: 1, background: scene.backgroundColor)
            try renderer.render(stage.presentationTree(), into: canvas)
        }
    }
}

/// Twelve translucent cards sliding across a 1080p canvas, over an optional clip.
private struct CardsOverClipScene: Scene {
    static let name = "cards-over-clip"
    static let summary = "benchmark scene"
    let clip: URL?

    init(clip: URL?) { self.clip = clip }
    init(variant: String?) throws { throw SceneError.unknownVariant(variant ?? "", scene: Self.name, known: []) }

    var size: Size { Size(width: 1920, height: 1080) }
    var duration: Double { 4 }
    var fps: Int { 30 }
    var backgroundColor: Color? { Color(hex: 0x101018) }

    func setUp(on stage: Stage) {
        if let clip {
            let video = VideoLayer(contentsOf: clip)
            video.frame = Rect(origin: .zero, size: size)
            video.contentsGravity = .resizeAspectFill
            stage.rootLayer.addSublayer(video)
        }
        for index in 0..<12 {
            let card = Layer()
            card.bounds = Rect(x: 0, y: 0, width: 280, height: 180)
            card.cornerRadius = 24
            card.backgroundColor = Color(hue: Double(index) / 12, saturation: 0.6, brightness: 0.95, alpha: 0.85)
            card.position = Point(x: -200, y: 90 + Double(index) * 80)
            stage.rootLayer.addSublayer(card)
            stage.at(Double(index) * 0.1) {
                Transaction.setAnimationDuration(3)
                card.position = Point(x: 2100, y: card.position.y)
            }
        }
    }
}
