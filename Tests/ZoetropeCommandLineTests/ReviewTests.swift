import Foundation
import MediaEncoding
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// The parts of `review` that need no build: the capture's format, frame digests, the curve and
/// frame-range comparisons, the summary and the page.
final class ReviewTests: XCTestCase {
    private func frame(width: Int = 3, height: Int = 2, padding: Int = 0, fill: UInt8 = 7, padByte: UInt8 = 0) -> PixelFrame {
        let bytesPerRow = width * 4 + padding
        var pixels = [UInt8](repeating: padByte, count: bytesPerRow * height)
        for row in 0..<height { for i in 0..<(width * 4) { pixels[row * bytesPerRow + i] = fill } }
        return PixelFrame(width: width, height: height, bytesPerRow: bytesPerRow, pixels: pixels)
    }

    func testADigestChangesWithAnyVisiblePixelButNotWithRowPadding() {
        let plain = FrameDigest.of(frame())
        XCTAssertEqual(plain, FrameDigest.of(frame()))
        // Padding bytes are not pixels: other padding, same digest.
        XCTAssertEqual(FrameDigest.of(frame(padding: 4, padByte: 0)), FrameDigest.of(frame(padding: 4, padByte: 99)))
        XCTAssertEqual(plain, FrameDigest.of(frame(padding: 4)))
        // Every single byte of the visible pixels matters, the last odd one included.
        let base = frame(width: 5, height: 3)
        var digests = Set([FrameDigest.of(base)])
        for index in base.pixels.indices {
            var pixels = base.pixels
            pixels[index] ^= 1
            digests.insert(FrameDigest.of(PixelFrame(width: 5, height: 3, bytesPerRow: 20, pixels: pixels)))
        }
        XCTAssertEqual(digests.count, base.pixels.count + 1, "each one-bit change gives a digest of its own")
        // The same bytes read as another shape are another frame.
        XCTAssertNotEqual(FrameDigest.of(frame(width: 3, height: 2)), FrameDigest.of(frame(width: 2, height: 3)))
    }

    func testACaptureReadsBackWhatWasWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-capture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = ReviewCapture(folder: folder)
        let entries = [ReviewCapture.SceneEntry(name: "a", pixelWidth: 10, pixelHeight: 20, fps: 30, frameCount: 4)]
        try capture.writeIndex(entries)
        let curves = ReviewCapture.Curves(times: [0, 0.5], series: ["card frame.y": [1, nil]])
        try capture.write(scene: "a", digests: [0, .max, 0x0123_4567_89ab_cdef], trace: "t=0 card\n", curves: curves)
        XCTAssertEqual(try capture.index(), entries)
        XCTAssertEqual(try capture.digests(of: "a"), [0, .max, 0x0123_4567_89ab_cdef])
        XCTAssertEqual(try capture.trace(of: "a"), "t=0 card\n")
        XCTAssertEqual(try capture.curves(of: "a"), curves)
        XCTAssertEqual(entries[0].cost, 10 * 20 * 4)
    }

    func testCurvesComeFromEveryNumericComponentOfATrace() throws {
        let scene = try MovingBoxFixture.scene()
        let settings = try RenderSettings(fps: 10).resolved(for: scene)
        let recording = try SceneTrace(layers: nil, properties: ["position", "opacity"], includesCustomProperties: false, decimals: 3)
            .record(scene, settings: settings)
        let curves = ReviewCapture.Curves(recording)
        XCTAssertEqual(curves.times, recording.frames.map(\.time))
        XCTAssertEqual(Set(curves.series.keys), ["box position.x", "box position.y", "box opacity"])
        // The box moves from x = 10 to x = 90 over the scene's second (linear), so at frame 5 (0.5 s) it is at 50.
        let x = try XCTUnwrap(curves.series["box position.x"])
        XCTAssertEqual(x.count, 10)
        XCTAssertEqual(try XCTUnwrap(x[0]), 10, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(x[5]), 50, accuracy: 1e-9)
    }

    func testNumericComponentsAreNamedAsTheJSONTraceNamesThem() {
        XCTAssertEqual(TraceValue.number(2).numericComponents.map(\.name), [""])
        XCTAssertEqual(TraceValue.rect(Rect(x: 1, y: 2, width: 3, height: 4)).numericComponents.map(\.value), [1, 2, 3, 4])
        XCTAssertEqual(TraceValue.transform(.identity).numericComponents.map(\.name).prefix(5), ["m11", "m12", "m13", "m14", "m21"])
        XCTAssertEqual(TraceValue.list([.point(Point(x: 1, y: 2)), .number(3)]).numericComponents.map(\.name), ["0.x", "0.y", "1"])
        XCTAssertTrue(TraceValue.string("x").numericComponents.isEmpty)
    }

    func testCurvesThatDifferOrExistOnOneSideOnlyAreChanged() {
        let base = ReviewCapture.Curves(times: [0, 1], series: ["a": [1, 2], "b": [1, 2], "c": [nil, 1]])
        let head = ReviewCapture.Curves(times: [0, 1], series: ["a": [1, 2 + 1e-12], "b": [1, 2.5], "c": [1, 1], "d": [0, 0]])
        XCTAssertEqual(SceneComparer.changedCurves(base, head).map(\.name), ["b", "c", "d"])
        XCTAssertEqual(SceneComparer.changedCurves(base, base).map(\.name), [])
    }

    func testChangedFramesAreGroupedIntoRanges() {
        XCTAssertEqual([7, 1, 2, 3, 9, 10].consecutiveRanges, [1...3, 7...7, 9...10])
        XCTAssertEqual([Int]().consecutiveRanges, [])
    }

    func testTheSummaryAndThePageNameWhatChanged() {
        let entry = ReviewCapture.SceneEntry(name: "card <1>", pixelWidth: 100, pixelHeight: 50, fps: 20, frameCount: 40)
        var changed = SceneReview(name: "card <1>", status: .changed, entry: entry)
        changed.changedFrames = [2...5, 30...30]
        changed.traceDiff = "@@ reference line 2, actual line 2 @@\n- t=0.1 a\n+ t=0.1 b"
        changed.changedCurves = [SceneReview.ChangedCurve(name: "card frame.y", times: [0, 0.05], base: [0, 1], head: [0, 2])]
        let unchanged = SceneReview(name: "other", status: .unchanged, entry: entry)
        let summary = ReviewSummary(base: "abc", head: nil, page: "review/index.html", reviews: [changed, unchanged]).json.text
        XCTAssertTrue(summary.hasPrefix(#"{"base":"abc","head":null,"changed":true,"page":"review/index.html","scenes":[{"name":"card <1>","status":"changed","changedFrames":[[2,5],[30,30]],"changedSeconds":[[0.1,0.25],[1.5,1.5]]"#), summary)
        XCTAssertEqual(ReviewSummary.detail(of: changed), "  frames 2–5, 30; trace; 1 curve(s)")
        XCTAssertEqual(ReviewSummary.detail(of: unchanged), "")

        let html = ReviewPage(baseLabel: "main", headLabel: "working tree", reviews: [changed, unchanged]).html
        XCTAssertTrue(html.contains("1 changed, 0 added, 0 removed, 1 unchanged"), html)
        XCTAssertTrue(html.contains("Changed frames: 2–5 (0.100 s–0.250 s), 30 (1.500 s)"), html)
        XCTAssertTrue(html.contains("card &lt;1&gt;") && !html.contains("card <1>"), "names are escaped")
        XCTAssertTrue(html.contains("<span class=\"removed-line\">- t=0.1 a</span>"), html)
        XCTAssertTrue(html.contains("<polyline"), "the changed curve is drawn")
        XCTAssertFalse(html.contains("<h2 id=\"other\""), "unchanged scenes get no section")
    }

    /// The README's promise, which the end-to-end test (built in debug to be quick) leaves out:
    /// both revisions are built in release unless `--configuration` says otherwise.
    func testBothRevisionsAreBuiltInReleaseByDefault() throws {
        XCTAssertEqual(try ReviewCommand.parse(["main"]).configuration, .release)
        XCTAssertEqual(try ReviewCommand.parse(["main", "-c", "debug"]).configuration, .debug)
    }

    func testAFolderOutputReplacesTheOldFolderOnlyOnCommit() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("review-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appendingPathComponent("review")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: target.appendingPathComponent("old.txt"))

        let failed = try OutputDestination(path: target.path, kind: .folder)
        try Data("new".utf8).write(to: failed.temporaryURL.appendingPathComponent("index.html"))
        failed.discard()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path), ["old.txt"], "a failed review leaves the old page")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), ["review"], "and nothing beside it")

        let destination = try OutputDestination(path: target.path, kind: .folder)
        try Data("new".utf8).write(to: destination.temporaryURL.appendingPathComponent("index.html"))
        try destination.commit()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path), ["index.html"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), ["review"])

        let file = parent.appendingPathComponent("file")
        try Data().write(to: file)
        XCTAssertThrowsError(try OutputDestination(path: file.path, kind: .folder))
    }
}

/// A one-layer scene for the capture tests: "box" moves from x = 10 to 90 in one linear second.
private enum MovingBoxFixture {
    struct MovingBox: Scene, DefaultConstructible {
        static let name = "moving-box"
        static let summary = "A box that moves"
        var size: Size { Size(width: 100, height: 40) }
        var duration: Double { 1 }
        func setUp(on stage: Stage) {
            let box = Layer()
            box.name = "box"
            box.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
            box.position = Point(x: 10, y: 20)
            stage.rootLayer.addSublayer(box)
            stage.at(0) {
                Transaction.setAnimationDuration(1)
                Transaction.setAnimationTimingFunction(.linear)
                box.position = Point(x: 90, y: 20)
            }
        }
    }

    static func scene() throws -> Scene { MovingBox() }
}
