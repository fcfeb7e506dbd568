import CairoRendering
import Scenes
import XCTest
import Zoetrope

/// Every built-in scene (each variant) rendered with backing stores kept and without
/// (`--no-cache`): the frames are the same, byte for byte. Each scene is drawn at a quarter of
/// its frame rate, on one scrubber per side, so the cached side reuses what earlier frames
/// rasterized.
final class BackingStoreSceneTests: XCTestCase {
    func testEveryBuiltInSceneRendersTheSameFramesWithAndWithoutTheCache() throws {
        var cached = RenderSettings(scale: 0.75)
        cached.cachesLayers = true
        var direct = cached
        direct.cachesLayers = false
        for type in BuiltInScenes.all {
            for variant in type.variants.isEmpty ? [nil] : type.variants.map(Optional.some) {
                let scene = try type.init(variant: variant)
                let name = type.name + (variant.map { "-\($0)" } ?? "")
                let withCache = Scrubber(scene: scene), withoutCache = Scrubber(scene: try type.init(variant: variant))
                let step = 4.0 / Double(scene.fps)
                for time in stride(from: 0, to: scene.duration, by: step) {
                    let expected = try withoutCache.still(at: time, settings: direct)
                    let actual = try withCache.still(at: time, settings: cached)
                    XCTAssertTrue(pixels(of: actual) == pixels(of: expected), "\(name) at \(time) s")
                }
            }
        }
    }

    private func pixels(of canvas: Canvas) -> [UInt8] {
        canvas.withPremultipliedBGRA { bytes, _ in Array(bytes) }
    }
}
