import CairoRendering
import MediaEncoding
import XCTest
@testable import Zoetrope

/// A subtitle and a callout with opaque red boxes, no fade, over a white canvas at 30 fps.
struct CaptionedScene: Scene, DefaultConstructible {
    static let name = "captioned"
    static let summary = "test scene"
    static let box = Color(red: 1, green: 0, blue: 0)
    static let subtitle = (text: "Tap a city", from: 0.51, to: 1.26)
    static let callout = (text: "Here", point: Point(x: 150, y: 150), from: 1.5, to: 2.0)
    static let margin = 20.0
    var size: Size { Size(width: 300, height: 200) }
    var duration: Double { 3 }
    var fps: Int { 30 }

    func setUp(on stage: Stage) {
        var subtitle = CaptionStyle.subtitle
        subtitle.placement = .bottom(margin: Self.margin)
        subtitle.backgroundColor = Self.box
        subtitle.fadeDuration = 0
        stage.caption(Self.subtitle.text, from: Self.subtitle.from, to: Self.subtitle.to, style: subtitle)
        var callout = CaptionStyle.callout(at: Self.callout.point)
        callout.backgroundColor = Self.box
        callout.fadeDuration = 0
        stage.caption(Self.callout.text, from: Self.callout.from, to: Self.callout.to, style: callout)
    }
}

/// Captions: the frames that show a caption are those whose time is in [from, to), in the
/// burned-in pixels and in the cues alike (frame numbers from ceil(time × fps)); cue times are
/// whole milliseconds rounded down; the subtitle and callout boxes sit where their placement says.
final class CaptionTests: XCTestCase {
    private typealias Scene = CaptionedScene

    private func isBox(at time: Double, _ point: Point) throws -> Bool {
        let image = try Exporter(scene: CaptionedScene()).still(at: time).rgbaImage()
        return image.pixel(x: Int(point.x), y: Int(point.y)) == (255, 0, 0, 255)
    }

    func testTheSubtitleIsBurnedInOnExactlyItsFrames() throws {
        let fps = 30.0
        let first = (Scene.subtitle.from * fps).rounded(.up), end = (Scene.subtitle.to * fps).rounded(.up)
        // Just above the box's bottom edge, in its padding: the box's colour, no text.
        let inBox = Point(x: 150, y: 200 - Scene.margin - 3)
        XCTAssertFalse(try isBox(at: (first - 1) / fps, inBox), "the frame before")
        XCTAssertTrue(try isBox(at: first / fps, inBox), "its first frame")
        XCTAssertTrue(try isBox(at: (end - 1) / fps, inBox), "its last frame")
        XCTAssertFalse(try isBox(at: end / fps, inBox), "the frame after")
        XCTAssertFalse(try isBox(at: first / fps, Point(x: 150, y: 200 - Scene.margin + 3)), "below the box")
    }

    func testTheCalloutPointsAtItsPoint() throws {
        let time = Scene.callout.from
        let tip = Scene.callout.point
        // The pointer is 10 points long and 18 wide at the box: 5 points above the tip it is 9 wide.
        XCTAssertTrue(try isBox(at: time, Point(x: tip.x, y: tip.y - 5)), "the pointer above the tip")
        XCTAssertTrue(try isBox(at: time, Point(x: tip.x, y: tip.y - CaptionLayout.pointerLength - 3)), "the box above the pointer")
        XCTAssertFalse(try isBox(at: time, Point(x: tip.x, y: tip.y + 2)), "nothing below the tip")
        XCTAssertFalse(try isBox(at: time, Point(x: tip.x + 8, y: tip.y - 2)), "beside the pointer's tip")
    }

    func testASoftCaptionIsACueButNotDrawn() throws {
        struct Soft: Zoetrope.Scene, DefaultConstructible {
            static let name = "soft"
            static let summary = "test scene"
            var size: Size { Size(width: 100, height: 100) }
            var duration: Double { 1 }
            var fps: Int { 30 }
            func setUp(on stage: Stage) {
                var style = CaptionStyle.soft
                style.backgroundColor = .black      // would cover the bottom if it were drawn
                stage.caption("Only in the track", from: 0, to: 1, style: style)
            }
        }
        let exporter = Exporter(scene: Soft())
        XCTAssertTrue(try exporter.still(at: 0.5).rgbaImage().pixels.allSatisfy { $0 == 255 }, "a white frame")
        XCTAssertEqual(try exporter.captionCues(for: try exporter.plan(forOutput: "/tmp/x.mp4").settings).map(\.frames), [0..<30])
    }

    func testACalloutWithNoRoomAboveGoesBelow() {
        let layout = CaptionLayout(textSize: Size(width: 40, height: 20), style: .callout(at: Point(x: 100, y: 15)),
                                   canvas: Size(width: 300, height: 200))
        XCTAssertEqual(layout.box.minY, 15 + CaptionLayout.pointerLength)
        XCTAssertEqual(layout.pointer?.left.y, layout.box.minY)
        let above = CaptionLayout(textSize: Size(width: 40, height: 20), style: .callout(at: Point(x: 100, y: 150)),
                                  canvas: Size(width: 300, height: 200))
        XCTAssertEqual(above.box.maxY, 150 - CaptionLayout.pointerLength)
        XCTAssertEqual(above.box.midX, 100)
    }

    func testCuesSpanTheFramesThatShowTheCaptions() throws {
        let settings = try RenderSettings().resolved(for: CaptionedScene())
        let stage = Stage(scene: CaptionedScene())
        let cues = CaptionCue.cues(of: stage.captions, in: settings)
        func frames(_ from: Double, _ to: Double, start: Double = 0) -> Range<Int> {
            Int(((from - start) * 30).rounded(.up))..<Int(((to - start) * 30).rounded(.up))
        }
        XCTAssertEqual(cues.map(\.frames), [frames(Scene.subtitle.from, Scene.subtitle.to), frames(Scene.callout.from, Scene.callout.to)])
        XCTAssertEqual(cues.map(\.startMilliseconds), cues.map { $0.frames.lowerBound * 1000 / 30 })
        XCTAssertEqual(cues[0].startMilliseconds, 533, "frame 16 is at 533.3 ms")
        XCTAssertEqual(cues[0].endMilliseconds, 1266, "frame 38 is at 1266.7 ms")

        // A render starting at 0.2 s: frames counted from there, times from its first frame.
        var later = RenderSettings()
        later.from = 0.2
        let shifted = CaptionCue.cues(of: stage.captions, in: try later.resolved(for: CaptionedScene()))
        XCTAssertEqual(shifted.first?.frames, frames(Scene.subtitle.from, Scene.subtitle.to, start: 0.2))
        // A render that ends before the callout has no cue for it.
        var early = RenderSettings()
        early.to = 1
        let cut = CaptionCue.cues(of: stage.captions, in: try early.resolved(for: CaptionedScene()))
        XCTAssertEqual(cut.map(\.text), [Scene.subtitle.text])
        XCTAssertEqual(cut.first?.frames.upperBound, 30, "cut at the render's end")
    }

    func testACaptionStartingOnAFrameTimeShowsOnThatFrame() {
        let caption = Caption("x", from: 0.1 * 3, to: 0.7)   // 0.30000000000000004
        let settings = ResolvedRenderSettings(fps: 30, scale: 1, from: 0, frameCount: 30, background: nil, pixelWidth: 1,
                                              pixelHeight: 1, frames: 0..<30, showsTouches: nil)
        XCTAssertEqual(CaptionCue.cues(of: [caption], in: settings).first?.frames, 9..<21)
        XCTAssertTrue(caption.isShown(at: settings.time(ofFrame: 9)))
    }

    func testSubtitleFilesInWebVTTAndSubRip() {
        let cues = [CaptionCue(text: "Fish & <chips>\n\nsecond line", frames: 0..<1, startMilliseconds: 533, endMilliseconds: 1266),
                    CaptionCue(text: "Late", frames: 1..<2, startMilliseconds: 3_723_004, endMilliseconds: 3_724_000)]
        XCTAssertEqual(SubtitleFile(format: .webVTT, cues: cues).text, """
            WEBVTT

            1
            00:00:00.533 --> 00:00:01.266
            Fish &amp; &lt;chips&gt;
            second line

            2
            01:02:03.004 --> 01:02:04.000
            Late

            """)
        XCTAssertEqual(SubtitleFile(format: .subRip, cues: cues).text, """
            1
            00:00:00,533 --> 00:00:01,266
            Fish & <chips>
            second line

            2
            01:02:03,004 --> 01:02:04,000
            Late

            """)
        XCTAssertEqual(SubtitleFile.format(forPath: "out/a.SRT"), .subRip)
        XCTAssertNil(SubtitleFile.format(forPath: "a.txt"))
    }

    func testAFailingSceneFailsTheCuesAtTheFrameTheRenderWould() throws {
        let exporter = Exporter(scene: FailsHalfwayScene())
        XCTAssertThrowsError(try exporter.captionCues(for: try exporter.plan(forOutput: "/tmp/x.mp4").settings)) { error in
            guard case .scriptFailed(let time, _)? = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(time, 0.5, accuracy: 1e-9)
        }
    }

    func testBadCaptionTimesFailTheScript() {
        let stage = Stage(size: Size(width: 10, height: 10))
        stage.caption("never", from: 1, to: 1)
        XCTAssertThrowsError(try stage.advance(to: 0)) { error in
            XCTAssertEqual(error as? SceneError, .scriptFailed(time: 0, error: ScriptError.emptyCaption("never", from: 1, to: 1)))
        }
    }
}

/// The soft subtitle track from the exporter's side: a render, whole or a chunk, hands the
/// writer the captions' cues of the whole render; formats without subtitles get none.
final class CaptionTrackExportTests: XCTestCase {
    func testRendersHandTheWriterTheWholeRendersCues() throws {
        let whole = Exporter(scene: CaptionedScene())
        let plan = try whole.plan(forOutput: "/tmp/whole.mp4")
        let cues = try whole.captionCues(for: plan.settings)
        XCTAssertEqual(try plan.tracks().options.subtitles.map(\.startMilliseconds), cues.map(\.startMilliseconds))
        XCTAssertEqual(try whole.plan(forOutput: "/tmp/whole.gif").tracks().options.subtitles, [], "a GIF carries none")

        var settings = RenderSettings()
        settings.chunk = try Chunk(index: 0, count: 2)
        let chunked = Exporter(scene: CaptionedScene(), settings: settings)
        XCTAssertEqual(try chunked.plan(forOutput: "/tmp/part-0.mp4").tracks().options.subtitles,
                       try plan.tracks().options.subtitles, "the callout lies in chunk 1 and still goes with chunk 0")
    }
}
