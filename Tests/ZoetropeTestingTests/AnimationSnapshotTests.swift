import CairoRendering
import Foundation
import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// Whole-animation snapshots: one folder of frames per assertion, recorded then matched; a
/// change that starts part-way fails once, naming the first and the worst frame; the report
/// plays the frames; a changed frame list is a failure unless re-recorded.
final class AnimationSnapshotTests: XCTestCase {
    private var directory: TemporaryFolder!

    override func setUpWithError() throws { directory = try TemporaryFolder() }
    override func tearDown() {
        unsetenv(SnapshotArtifacts.environmentVariable)
        directory.remove()
    }

    private func verify(_ scene: Scene, every interval: Double = 0.25, record: SnapshotRecordMode = .missing) -> SnapshotOutcome {
        AnimationSnapshot(every: interval).verify(scene, in: directory.url, testName: "testSlide",
                                                  verifier: SnapshotVerifier(recordMode: record))
    }

    func testFramesAreSampledOverTheScene() throws {
        XCTAssertEqual(try AnimationSnapshot(every: 0.25).times(duration: 1), [0, 0.25, 0.5, 0.75])
        XCTAssertEqual(try AnimationSnapshot(every: 0.4).times(duration: 1), [0, 0.4, 0.8])
        XCTAssertThrowsError(try AnimationSnapshot(every: 0).times(duration: 1))
        XCTAssertThrowsError(try AnimationSnapshot(every: -.infinity).times(duration: 1))
        XCTAssertEqual(AnimationSnapshot(every: 0.1, name: "dark").folderName(testName: "testSlide"), "testSlide.dark.frames")
    }

    func testRecordedThenMatched() throws {
        let folder = directory.url.appendingPathComponent("testSlide.frames", isDirectory: true)
        XCTAssertEqual(verify(DriftingScene(drift: 0)), .recorded(reference: folder, reason: .missing))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       ["0.000.png", "0.250.png", "0.500.png", "0.750.png"])
        XCTAssertEqual(verify(DriftingScene(drift: 0)), .matched(reference: folder))
    }

    func testTheAssertionPassesOnMatchingFrames() throws {
        _ = AnimationSnapshot(every: 0.25).verify(DriftingScene(drift: 0), in: directory.url, testName: "testTheAssertionPassesOnMatchingFrames",
                                                  verifier: SnapshotVerifier(recordMode: .missing))
        assertSnapshot(of: DriftingScene(drift: 0), frames: .every(0.25), record: .never, snapshotDirectory: directory.url.path)
    }

    func testAChangeFailsOnceNamingTheFirstAndWorstFrames() throws {
        _ = verify(DriftingScene(drift: 0))
        let artifacts = directory.url.appendingPathComponent("artifacts")
        setenv(SnapshotArtifacts.environmentVariable, artifacts.path, 1)
        let outcome = verify(DriftingScene(drift: 16), record: .never)
        guard case let .mismatched(reference, _, _, details) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(reference.lastPathComponent, "0.250.png", "t = 0 is unchanged; the drift shows from 0.25 s")
        XCTAssertTrue(details.hasPrefix("3 of 4 frames differ; first at t=0.250"), details)
        XCTAssertTrue(details.contains("worst at t=0.750"), details)

        let failures = try FailureReport.failures(in: artifacts)
        XCTAssertEqual(failures.count, 1, "one entry for the whole animation")
        XCTAssertEqual(failures.first?.kind, .animation)
        XCTAssertEqual(failures.first?.frames?.map(\.differs), [false, true, true, true])
        for frame in failures.first?.frames ?? [] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(frame.actual).path), frame.actual)
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(frame.reference).path), frame.reference)
        }
        let page = try String(contentsOf: artifacts.appendingPathComponent(FailureReport.pageName), encoding: .utf8)
        XCTAssertTrue(page.contains("1 snapshot failed: 0 images, 0 traces, 1 animation"), page)
        XCTAssertTrue(page.contains("class=\"player\""))
        if let keep = ProcessInfo.processInfo.environment["ZOETROPE_SCREENSHOTS"] {
            try? FileManager.default.removeItem(atPath: keep + "/animation-report")
            try? FileManager.default.copyItem(atPath: artifacts.path, toPath: keep + "/animation-report")
        }
    }

    func testAChangedFrameListFailsUnlessReRecorded() throws {
        _ = verify(DriftingScene(drift: 0), every: 0.25)
        guard case let .failed(message) = verify(DriftingScene(drift: 0), every: 0.5, record: .never) else {
            return XCTFail("a different interval leaves frames no time matches")
        }
        XCTAssertTrue(message.contains("0.250.png, 0.750.png"), message)
        let folder = directory.url.appendingPathComponent("testSlide.frames", isDirectory: true)
        XCTAssertEqual(verify(DriftingScene(drift: 0), every: 0.5, record: .all), .recorded(reference: folder, reason: .recordMode))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["0.000.png", "0.500.png"])
    }
}

/// 64×48 points, 1 s: a square at x = 10, moved right by `drift` × t points.
private struct DriftingScene: Scene {
    static let name = "drifting"
    static let summary = "test scene"
    let drift: Double
    init(drift: Double) { self.drift = drift }
    init(variant: String?) throws { drift = 0 }
    var size: Size { Size(width: 64, height: 48) }
    var duration: Double { 1 }
    var fps: Int { 20 }

    func setUp(on stage: Stage) {
        let square = Layer()
        square.bounds = Rect(x: 0, y: 0, width: 12, height: 12)
        square.position = Point(x: 10, y: 24)
        square.backgroundColor = Color(hex: 0x0A84FF)
        stage.rootLayer.addSublayer(square)
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 10.0
        move.toValue = 10.0 + drift
        move.duration = 1
        move.timingFunction = .linear
        square.add(move, forKey: "move")
    }
}
