import Foundation
import XCTest

/// A user's own package: it depends on Zoetrope by path, declares one scene, and its executable's
/// main is one call, `ZoetropeCommand.main(scenes:)`. The first build takes about a minute of
/// CPU (two minutes of wall time on a busy two-core machine); the package and its build
/// directory live in a fixed temporary folder, so later runs rebuild incrementally in seconds
/// (from scratch when Zoetrope gained or lost files, which SwiftPM's cached plan misses).
/// ZOETROPE_E2E_PACKAGE=0 skips the test.
final class UserPackageTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testAPackageOutsideTheRepositoryGetsTheWholeCommandLineForItsScenes() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["ZOETROPE_E2E_PACKAGE"] == "0",
                      "ZOETROPE_E2E_PACKAGE=0: not building a user package against Zoetrope")
        let package = try UserPackageFixture(dependingOn: Self.repositoryRoot)
        let build = try package.build(timeout: 1200)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let executable = package.scratch.appendingPathComponent("debug/my-animations")

        let list = try CLI.run(executable, ["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.hasPrefix("growing-square  —  A square that grows and turns green"), list.stdout)
        XCTAssertFalse(list.stdout.contains("loading-indicator"), "only the user's scenes")

        let output = package.root.appendingPathComponent("x.gif").path
        try? FileManager.default.removeItem(atPath: output)
        let render = try CLI.run(executable, ["render", "growing-square", "-o", output, "--quiet"])
        XCTAssertEqual(render.status, 0, render.stderr)
        let (stream, format) = try CLI.probe(output)
        XCTAssertEqual(stream["codec_name"] as? String, "gif")
        XCTAssertEqual(stream["width"] as? Int, 160)
        XCTAssertEqual(stream["height"] as? Int, 120)
        // 1 s at the scene's 20 fps; frames repeating the one before are stored once, so the file
        // may hold fewer images but lasts exactly as long.
        let stored = Int(stream["nb_read_frames"] as? String ?? "") ?? 0
        XCTAssertTrue((2...20).contains(stored), "\(stored) images")
        XCTAssertEqual(Double(format["duration"] as? String ?? "") ?? 0, 1, accuracy: 0.011)
        // The square ends 80 pt wide, centred, and green (#30D158).
        let rgba = try CLI.lastFrameRGBA(output, frameCount: stored)
        let offset = (60 * 160 + 115) * 4
        XCTAssertEqual(Double(rgba[offset]), 0x30, accuracy: 24)
        XCTAssertEqual(Double(rgba[offset + 1]), 0xD1, accuracy: 24)
        XCTAssertEqual(Double(rgba[offset + 2]), 0x58, accuracy: 24)

        let unknown = try CLI.run(executable, ["render", "loading-indicator", "-o", output])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderr.contains("unknown scene 'loading-indicator'; available: growing-square"), unknown.stderr)
    }
}
