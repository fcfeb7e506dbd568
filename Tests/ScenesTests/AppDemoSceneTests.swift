import CairoRendering
import XCTest
@testable import Scenes
@testable import Zoetrope

/// The app demo: its real assets load (clip, JPEG, SVGs, the bundled font), the phone arrives,
/// the recording plays from 1 s on, captions change in their blocks and keep their colour emoji.
final class AppDemoSceneTests: XCTestCase {
    func testAssetsLoadAndTheBrandFontIsRegistered() throws {
        let scene = try AppDemoScene(variant: nil)
        XCTAssertEqual(scene.assets.brandFamily, "Comfortaa")
        XCTAssertTrue(FileManager.default.isReadableFile(atPath: scene.assets.recording.path))
        XCTAssertThrowsError(try AppDemoScene(variant: "dark"))
    }

    func testThePhoneArrivesAndItsRecordingPlaysFromOneSecond() throws {
        let player = ScenePlayer(try AppDemoScene(variant: nil))
        let early = try player.layer("phone", at: 0.1)
        XCTAssertEqual(early.position.y, AppDemoScene.phoneCenter.y + 720, accuracy: 0.001)
        let phone = try player.layer("phone", at: 2.0)
        XCTAssertEqual(phone.position.x, AppDemoScene.phoneCenter.x, accuracy: 0.5)
        XCTAssertEqual(phone.position.y, AppDemoScene.phoneCenter.y, accuracy: 0.5)
        let screen = try XCTUnwrap(phone.sublayers.first { $0 is VideoLayer } as? VideoLayer)
        XCTAssertEqual(screen.clipTime, 1.0, accuracy: 1e-9, "the layer's beginTime of 1 s starts the clip")
        XCTAssertTrue(screen.loops)
    }

    func testCaptionsChangeInTheirBlocks() throws {
        let player = ScenePlayer(try AppDemoScene(variant: nil))
        for (index, step) in AppDemoScene.Cue.captions.enumerated() {
            let caption = try player.layer("caption", at: step.time + 0.6)
            XCTAssertEqual((caption as? TextLayer)?.string, step.text, "caption \(index)")
        }
    }

    func testCaptionsAreSubtitleCuesUntilTheNextOne() throws {
        let scene = try AppDemoScene(variant: nil)
        let exporter = Exporter(scene: scene)
        let cues = try exporter.captionCues(for: try exporter.plan(forOutput: "/tmp/app-demo.mp4").settings)
        let times = AppDemoScene.Cue.captions.map(\.time) + [scene.duration]
        XCTAssertEqual(cues.map(\.text), AppDemoScene.Cue.captions.map(\.text))
        XCTAssertEqual(cues.map(\.frames), zip(times, times.dropFirst()).map { start, end in
            Int((start * Double(scene.fps)).rounded(.up))..<Int((end * Double(scene.fps)).rounded(.up))
        })
    }

    func testAFrameShowsTheVideoTheIconAndColourEmoji() throws {
        let exporter = Exporter(scene: try AppDemoScene(variant: nil))
        let later = try exporter.still(at: 4.0).rgbaImage()
        let earlier = try exporter.still(at: 2.5).rgbaImage()
        // The phone's screen (the recording) changes between the two instants; the icon does not.
        let screen = (x: 760..<1050, y: 60..<660), icon = (x: 100..<196, y: 154..<250)
        XCTAssertGreaterThan(changedPixels(earlier, later, in: screen), 10_000)
        XCTAssertEqual(changedPixels(earlier, later, in: icon), 0)
        // The SVG icon's blue.
        let iconPixel = later.pixel(x: 110, y: 240)
        XCTAssertGreaterThan(Int(iconPixel.b), Int(iconPixel.r) + 100)
        // The caption's 📍 is drawn in colour (a red pin), not as a monochrome outline.
        var red = 0
        for y in 300..<400 { for x in 96..<566 { let p = later.pixel(x: x, y: y); if p.r > 180 && p.g < 90 && p.b < 90 { red += 1 } } }
        XCTAssertGreaterThan(red, 30)
    }

    private func changedPixels(_ a: RGBAImage, _ b: RGBAImage, in region: (x: Range<Int>, y: Range<Int>)) -> Int {
        var count = 0
        for y in region.y { for x in region.x where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 } }
        return count
    }
}
