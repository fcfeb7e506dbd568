import CairoRendering
import Scenes
import XCTest
import Zoetrope

/// Every built-in scene (each variant), at eight instants, drawn with the renderer's fast paths and by Cairo alone
/// (`DrawingPath.reference`): the frames agree within the largest level a fast path documents —
/// 3, the reduced blur's (`ReducedBlur`: within 3 levels of `BoxBlur`; row-copied gradients within
/// 1, the turned-picture sampler within 2, a soft shadow's whole-pixel placement within 1).
final class ReferenceDrawingSceneTests: XCTestCase {
    func testEveryBuiltInSceneDrawsWithinTheDocumentedLevelsOfTheReference() throws {
        var fast = RenderSettings(scale: 0.75)
        fast.drawingPath = .fast
        var reference = fast
        reference.drawingPath = .reference
        var report: [String] = []
        for type in BuiltInScenes.all {
            for variant in type.variants.isEmpty ? [nil] : type.variants.map(Optional.some) {
                let scene = try type.init(variant: variant)
                let name = type.name + (variant.map { "-\($0)" } ?? "")
                let withFastPaths = Scrubber(scene: scene), plain = Scrubber(scene: try type.init(variant: variant))
                // Eight instants over the scene, each a whole frame (the reference path costs full drawing every frame).
                let times = (0..<8).map { (Double($0) / 8 * scene.duration * Double(scene.fps)).rounded() / Double(scene.fps) }
                var worst = 0
                for time in times {
                    let expected = pixels(of: try plain.still(at: time, settings: reference))
                    let actual = pixels(of: try withFastPaths.still(at: time, settings: fast))
                    XCTAssertEqual(expected.count, actual.count)
                    let largest = zip(expected, actual).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
                    worst = max(worst, largest)
                    XCTAssertLessThanOrEqual(largest, 3, "\(name) at \(time) s: a channel differs by \(largest) levels")
                }
                report.append("\(name) \(worst)")
            }
        }
        print("largest channel difference from the reference drawing, per scene: \(report.joined(separator: ", "))")
    }

    private func pixels(of canvas: Canvas) -> [UInt8] {
        canvas.withPremultipliedBGRA { bytes, _ in Array(bytes) }
    }
}
