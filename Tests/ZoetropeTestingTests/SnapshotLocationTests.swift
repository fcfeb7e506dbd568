import XCTest
import Zoetrope
import ZoetropeTesting

final class SnapshotLocationTests: XCTestCase {
    func testReferencesLiveInSnapshotsFolderNamedAfterTheTestFile() {
        XCTAssertEqual(SnapshotLocation.directory(forTestFile: "/repo/Tests/XTests/FadeTests.swift").path,
                       "/repo/Tests/XTests/__Snapshots__/FadeTests")
    }

    func testTestNamesComeFromXCTestAndSwiftTestingFunctions() {
        XCTAssertEqual(SnapshotLocation.testName(fromFunction: "testFade()"), "testFade")
        XCTAssertEqual(SnapshotLocation.testName(fromFunction: "scene(_:)"), "scene")
        XCTAssertEqual(SnapshotLocation.testName(fromFunction: "plain"), "plain")
    }

    func testFileNames() {
        XCTAssertEqual(SnapshotLocation.frameFileName(testName: "testFade", time: 0.5), "testFade.0.500.png")
        XCTAssertEqual(SnapshotLocation.frameFileName(testName: "scene", name: "clock", time: 191.0 / 60), "scene.clock.3.183.png")
        XCTAssertEqual(SnapshotLocation.traceFileName(testName: "testFade"), "testFade.trace.txt")
        XCTAssertEqual(SnapshotLocation.traceFileName(testName: "scene", name: "clock"), "scene.clock.trace.txt")
        let reference = URL(fileURLWithPath: "/s/a.clock.0.500.png")
        XCTAssertEqual(SnapshotLocation.actualURL(forReference: reference).path, "/s/a.clock.0.500.actual.png")
        XCTAssertEqual(SnapshotLocation.diffURL(forReference: reference).path, "/s/a.clock.0.500.diff.png")
        XCTAssertTrue(SnapshotLocation.isFailureArtifact("a.clock.0.500.actual.png"))
        XCTAssertTrue(SnapshotLocation.isFailureArtifact("a.trace.actual.txt"))
        XCTAssertFalse(SnapshotLocation.isFailureArtifact("a.clock.0.500.png"))
        XCTAssertFalse(SnapshotLocation.isFailureArtifact("a.trace.txt"))
    }

    func testFrameTimesAtFractionsAreExportedFrames() throws {
        // 1 s at 10 fps: frames 0...9. p → frame ⌊10 p⌋, clamped to 9.
        XCTAssertEqual(try SlidingSquareScene().frameTimes(atFractions: [0, 0.25, 0.5, 0.75, 1]), [0, 0.2, 0.5, 0.7, 0.9])
        // At 4 fps: frames 0...3.
        XCTAssertEqual(try SlidingSquareScene().frameTimes(atFractions: [0, 0.25, 0.5, 0.75, 1], fps: 4), [0, 0.25, 0.5, 0.75, 0.75])
        XCTAssertThrowsError(try SlidingSquareScene().frameTimes(atFractions: [1.5]))
        XCTAssertThrowsError(try SlidingSquareScene().frameTimes(atFractions: [0.5], fps: 0))
    }
}
