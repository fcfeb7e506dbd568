import CairoRendering
import XCTest
@testable import Scenes
@testable import Zoetrope

/// The app demo: its real assets load (clip, JPEG, SVG, the bundled font, the sounds), the phone
/// (a built-in device frame) arrives, the recording plays from 1 s on, captions change in their
/// blocks and keep their colour emoji, and the taps show, tick and the camera follows the second.
final class AppDemoSceneTests: XCTestCase {
    func testAssetsLoadAndTheBrandFontIsRegistered() throws {
        let scene = try AppDemoScene(variant: nil)
        XCTAssertEqual(scene.assets.brandFamily, "Comfortaa")
        for file in [scene.assets.recording, scene.assets.music, scene.assets.tapSound] {
            XCTAssertTrue(FileManager.default.isReadableFile(atPath: file.path), file.path)
        }
        XCTAssertThrowsError(try AppDemoScene(variant: "dark"))
    }

    func testThePhoneArrivesAndItsRecordingPlaysFromOneSecond() throws {
        let player = ScenePlayer(try AppDemoScene(variant: nil))
        let early = try player.layer("phone", at: 0.1)
        XCTAssertEqual(early.position.y, AppDemoScene.phoneCenter.y + 720, accuracy: 0.001)
        let phone = try player.layer("phone", at: 2.0)
        XCTAssertEqual(phone.position.x, AppDemoScene.phoneCenter.x, accuracy: 0.5)
        XCTAssertEqual(phone.position.y, AppDemoScene.phoneCenter.y, accuracy: 0.5)
        XCTAssertEqual(phone.transform.m11, AppDemoScene.phoneScale, accuracy: 1e-12, "a DeviceFrameView(.phone), scaled")
        let screen = try XCTUnwrap(try player.layer("recording", at: 2.0) as? VideoLayer)
        XCTAssertEqual(screen.clipTime, 1.0, accuracy: 1e-9, "the layer's beginTime of 1 s starts the clip")
        XCTAssertTrue(screen.loops)
        XCTAssertEqual(screen.bounds.size, DeviceFrame.phone.screen.size, "the recording fills the phone's screen")
    }

    func testTheMusicLoopsAndEveryTapTicks() throws {
        let scene = try AppDemoScene(variant: nil)
        let stage = Stage(scene: scene)
        try stage.advance(to: scene.duration)
        XCTAssertTrue(stage.showsTouches)
        let music = stage.sounds.filter { $0.url == scene.assets.music }, ticks = stage.sounds.filter { $0.url == scene.assets.tapSound }
        XCTAssertEqual(music.map(\.time), [0, 4], "the 4-second loop twice")
        XCTAssertEqual(music.map(\.fadeIn), [0.6, 0], "faded in at the start")
        XCTAssertEqual(music.map(\.fadeOut), [0, 1.5], "and out at the end")
        XCTAssertEqual(ticks.map(\.time), AppDemoScene.Cue.taps.map(\.time), "a tick on every tap, at its time")
        // The render's track: each tick's first sample on the tap's sample at 48 kHz.
        let exporter = Exporter(scene: scene)
        let options = try exporter.plan(forOutput: "/tmp/app-demo.mp4").tracks().options
        let track = try XCTUnwrap(options.audio)
        XCTAssertEqual(track.sampleCount, 8 * 48_000)
        XCTAssertEqual(track.clips.filter { $0.path == scene.assets.tapSound.path }.map(\.startSample),
                       AppDemoScene.Cue.taps.map { Int(($0.time * 48_000).rounded()) })
        XCTAssertEqual(track.loudness, -16)
    }

    func testTheCameraFollowsTheSecondTapByItself() throws {
        let exporter = Exporter(scene: try AppDemoScene(variant: nil))
        let following = AppDemoScene.Cue.following, tap = AppDemoScene.Cue.taps[1]
        // TouchFollowing's rules: in `lead` before the finger lands, done `moveDuration` later;
        // back out `hold` after it lifts. The first tap (2.2 s) is before the following starts.
        let arrived = tap.time - following.lead + following.moveDuration, leaves = tap.time + AppDemoScene.Cue.tapHold + following.hold
        XCTAssertLessThan(arrived, tap.time)
        let early = try exporter.still(at: 2.2 + 0.05).rgbaImage(), before = try exporter.still(at: 4.2).rgbaImage()
        let zoomed = try exporter.still(at: (arrived + leaves) / 2).rgbaImage()
        // The viewport: the 1280×720 scene's aspect, `zoom` times smaller, centred on the tap,
        // moved inside the scene: 731.4 × 411.4 at x 548.6 and y 308.6 (against the right and bottom edges).
        let width = 1280 / following.zoom, height = 720 / following.zoom
        let viewport = Rect(x: min(tap.point.x - width / 2, 1280 - width), y: min(tap.point.y - height / 2, 720 - height),
                            width: width, height: height)
        let x = Int((tap.point.x - viewport.minX) * 1280 / viewport.width), y = Int((tap.point.y - viewport.minY) * 720 / viewport.height)
        let disc = zoomed.pixel(x: x, y: y)
        XCTAssertTrue(abs(Int(disc.r) - Int(disc.g)) < 12 && abs(Int(disc.g) - Int(disc.b)) < 12 && disc.r > 150,
                      "a grey touch disc at (\(x), \(y)), where the viewport puts the tap: \(disc)")
        // The icon (x 96…200) is in the whole scene before the move and while the first tap shows,
        // and out of the zoomed frame.
        for (frame, shown) in [(early, true), (before, true), (zoomed, false)] {
            let pixel = frame.pixel(x: 110, y: 240)
            XCTAssertEqual(Int(pixel.b) > Int(pixel.r) + 100, shown, "the icon \(shown ? "shows" : "is out of frame"): \(pixel)")
        }
        // Back to the whole scene once the move out is done.
        let after = try exporter.still(at: leaves + following.moveDuration + 0.05).rgbaImage()
        let icon = after.pixel(x: 110, y: 240)
        XCTAssertGreaterThan(Int(icon.b), Int(icon.r) + 100, "the icon again after the move out")
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
