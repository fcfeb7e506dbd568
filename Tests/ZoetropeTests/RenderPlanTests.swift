import Foundation
import MediaEncoding
import XCTest
@testable import Zoetrope
import ZoetropeTestSupport

/// A render resolved once: the writer's options are composed from the render's settings, the
/// notes come from the same plan, and exporting the plan is exporting to its path.
final class RenderPlanTests: XCTestCase {
    func testWriterOptionsComeFromTheResolvedSettingsAndTheEncodersOwn() throws {
        var settings = RenderSettings(background: Color(red: 1, green: 0, blue: 0))
        settings.encoding.crf = 30
        settings.encoding.preset = "fast"
        let plan = try RenderPlan(scene: MovingSquareScene(), settings: settings, path: "/tmp/x.mp4")
        XCTAssertEqual(plan.format, .mp4)
        XCTAssertEqual(plan.encoding.fps, 10, "the scene's")
        XCTAssertEqual(plan.encoding.crf, 30)
        XCTAssertEqual(plan.encoding.preset, "fast")
        XCTAssertFalse(plan.encoding.transparent)
        XCTAssertEqual(plan.encoding.background, BackgroundColor(red: 255, green: 0, blue: 0))

        let clear = try RenderPlan(scene: MovingSquareScene(), settings: RenderSettings(fps: 50, background: .clear),
                                   path: "/tmp/x.gif")
        XCTAssertTrue(clear.encoding.transparent)
        XCTAssertEqual(clear.settings.fps, 50, "an explicit fps is kept for GIF too")
        // What the writer would refuse is refused by the plan, before anything is drawn.
        XCTAssertThrowsError(try RenderPlan(scene: MovingSquareScene(), settings: RenderSettings(fps: 60), path: "/tmp/x.gif")) {
            XCTAssertTrue("\($0)".contains("GIF fps 60 is above 50"), "\($0)")
        }
        XCTAssertThrowsError(try RenderPlan(scene: MovingSquareScene(), settings: RenderSettings(), path: "/tmp/x.avi"))
    }

    func testNotesAndExportComeFromOnePlan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let exporter = Exporter(scene: SizedScene(size: Size(width: 11, height: 10), duration: 0.5))
        let plan = try exporter.plan(forOutput: folder.appendingPathComponent("a.mp4").path)
        XCTAssertEqual(plan.notes, try exporter.plan(forOutput: plan.path).notes)
        XCTAssertEqual(plan.notes.count, 1)
        try exporter.export(plan)
        try exporter.export(to: folder.appendingPathComponent("b.mp4").path)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a.mp4")),
                       try Data(contentsOf: folder.appendingPathComponent("b.mp4")))
    }

    /// An MP4 chunk of a render with as many 250-frame segments as chunks holds whole segments and
    /// draws nothing before them; with fewer segments than chunks it draws from the start of its
    /// encoder segment (a lead-in its file hides). A WebM or PNG chunk draws its own frames only.
    func testAChunkHoldsWholeSegmentsOrDrawsFromItsSegmentStart() throws {
        var settings = RenderSettings(fps: 100, from: 0, to: 6)
        settings.chunk = try Chunk(index: 2, count: 3)
        let mp4 = try RenderPlan(scene: MovingSquareScene(), settings: settings, path: "/tmp/x.mp4")
        XCTAssertEqual(mp4.encoding.chunk?.frames, 500..<600, "600 frames are 3 segments: chunk 2 holds the third")
        XCTAssertEqual(mp4.settings.frames, 500..<600, "nothing drawn before its own frames")
        // As the command line words them.
        let flags = RenderWording(start: "--from", end: "--to", time: "--at", scale: "--scale", joinChunks: "zoetrope concat")
        let pastTheEnd = "--to 6.0 is past the scene's end (1.0 s): the last 5.0 s show it standing still"
        XCTAssertEqual(mp4.notes.map { $0.message(naming: flags) },
                       ["chunk 2/3: frames 500…599 of 600; join the chunks with zoetrope concat", pastTheEnd])
        for path in ["/tmp/x.webm", "/tmp/x-%03d.png"] {
            let plan = try RenderPlan(scene: MovingSquareScene(), settings: settings, path: path)
            XCTAssertEqual(plan.settings.frames, 400..<600, path)
            XCTAssertEqual(plan.notes.map { $0.message(naming: flags) },
                           ["chunk 2/3: frames 400…599 of 600; join the chunks with zoetrope concat", pastTheEnd], path)
        }
        settings.chunk = try Chunk(index: 2, count: 4)
        let shared = try RenderPlan(scene: MovingSquareScene(), settings: settings, path: "/tmp/x.mp4")
        XCTAssertEqual(shared.encoding.chunk?.frames, 300..<450, "4 chunks of 3 segments: frames split evenly")
        XCTAssertEqual(shared.settings.frames, 250..<450, "segments of 250 frames: 300 falls in the one from 250")
        XCTAssertEqual(shared.notes.first?.message(naming: flags),
                       "chunk 2/4: frames 300…449 of 600 (drawn from frame 250, where its encoder segment starts); "
                        + "join the chunks with zoetrope concat")
    }

    /// Every frame of a render many segments long is drawn and encoded by exactly one chunk: the
    /// frames each chunk's export hands its writer, counted, are its own, and add up to the render.
    func testChunksOfWholeSegmentsDrawEveryFrameOnce() throws {
        let folder = try makeTemporaryFolder("zoetrope-plan")
        var settings = RenderSettings(fps: 100, from: 0, to: 3.65)
        settings.encoding.segmentLength = 25
        for count in [1, 3, 7, 15] {
            var drawn: [Int] = []
            for index in 0..<count {
                settings.chunk = try Chunk(index: index, count: count)
                let plan = try RenderPlan(scene: MovingSquareScene(), settings: settings,
                                          path: folder.appendingPathComponent("part-\(count)-\(index).mp4").path)
                let counter = FrameCounter()
                try plan.run(workerCount: 2, progress: counter)
                let frames = try XCTUnwrap(plan.encoding.chunk?.frames)
                XCTAssertEqual(counter.frames, frames.count, "chunk \(index)/\(count) draws its own frames only")
                XCTAssertTrue(frames.lowerBound % 25 == 0 && (frames.upperBound % 25 == 0 || frames.upperBound == 365),
                              "chunk \(index)/\(count): \(frames) on segment boundaries")
                drawn += Array(frames)
            }
            XCTAssertEqual(drawn, Array(0..<365), "\(count) chunks: every frame once, in order")
        }
        let joined = folder.appendingPathComponent("joined.mp4").path, single = folder.appendingPathComponent("single.mp4").path
        try ChunkedRender.join((0..<7).map { folder.appendingPathComponent("part-7-\($0).mp4").path }, to: joined)
        settings.chunk = nil
        try Exporter(scene: MovingSquareScene(), settings: settings).export(to: single)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: joined)), try Data(contentsOf: URL(fileURLWithPath: single)),
                       "7 chunks of whole segments join into the single render's bytes")
    }

    func testTheSizeBudgetLadderGoesFromBestLookingDown() {
        let ladder = Exporter.sizeBudgetLadder(fps: 30, colors: 256).map { "\($0.fps)/\($0.colors)" }
        XCTAssertEqual(ladder, ["30/256", "30/128", "30/64", "20/256", "20/128", "20/64", "15/256", "15/128", "15/64",
                                "15/32", "15/16"])
        let modest = Exporter.sizeBudgetLadder(fps: 12, colors: 32).map { "\($0.fps)/\($0.colors)" }
        XCTAssertEqual(modest, ["12/32", "12/16"], "never above what was asked for")
    }

    /// `--max-size` renders from the plan the command already made and showed: the file lands at
    /// that plan's path, within the budget, at a step of the ladder; a plan for another format is refused.
    func testTheSizeBudgetStepsDownFromTheGivenPlan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("size-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let exporter = Exporter(scene: MovingSquareScene(), settings: RenderSettings(), workerCount: 1)
        let plan = try exporter.plan(forOutput: folder.appendingPathComponent("square.gif").path)
        let choice = try exporter.exportGIF(plan, maximumBytes: 200_000)
        let bytes = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: plan.path)[.size] as? Int)
        XCTAssertEqual(choice.bytes, bytes)
        XCTAssertLessThanOrEqual(bytes, 200_000)
        XCTAssertTrue(Exporter.sizeBudgetLadder(fps: plan.settings.fps, colors: 256).contains { $0 == (choice.fps, choice.colors) })
        let mp4 = try exporter.plan(forOutput: folder.appendingPathComponent("square.mp4").path)
        XCTAssertThrowsError(try exporter.exportGIF(mp4, maximumBytes: 200_000)) { XCTAssertTrue("\($0)".contains("needs GIF output"), "\($0)") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: mp4.path))
    }
}

/// Counts the frames an export hands its writer.
private final class FrameCounter: ExportProgressObserver {
    private(set) var frames = 0

    func exportDidProgress(_ event: ExportProgressEvent) {
        if event.phase == .frame { frames += 1 }
    }
}
