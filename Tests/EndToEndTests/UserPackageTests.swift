import Foundation
import XCTest

/// A user's own package, as `zoetrope init` writes it: it depends on Zoetrope by path, its scene
/// lives in a library, its executable's main is one call, `ZoetropeCommand.main(scenes:)`, and
/// its tests pass once their references are recorded. The first build takes a few minutes of
/// CPU on a two-core machine; the build directory lives in a fixed temporary folder, so later
/// runs rebuild incrementally (from scratch when Zoetrope gained or lost files, which SwiftPM's
/// cached plan misses). ZOETROPE_E2E_PACKAGE=0 skips the test.
final class UserPackageTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testAPackageOutsideTheRepositoryGetsTheWholeCommandLineForItsScenes() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["ZOETROPE_E2E_PACKAGE"] == "0",
                      "ZOETROPE_E2E_PACKAGE=0: not building a user package against Zoetrope")
        // The README's two commands: init, then `cd my-animations && swift test` (run below, with
        // a build directory kept between runs).
        XCTAssertEqual(try UserPackageFixture.readmeCommands(in: Self.repositoryRoot),
                       ["zoetrope init my-animations --zoetrope-path zoetrope", "cd my-animations && swift test"])
        let package = try UserPackageFixture(dependingOn: Self.repositoryRoot)
        XCTAssertEqual(package.initResult.status, 0, package.initResult.stderr)
        XCTAssertTrue(package.initResult.stdout.hasPrefix("Wrote \(package.root.path)"), package.initResult.stdout)
        // A second init into the same, now non-empty, folder is refused and changes nothing.
        let manifest = try String(contentsOf: package.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let again = try CLI.run(CLI.zoetrope, ["init", "my-animations", "--path", package.root.path])
        XCTAssertEqual(again.status, 64, again.stderr)
        XCTAssertTrue(again.stderr.contains("is not empty"), again.stderr)
        XCTAssertEqual(try String(contentsOf: package.root.appendingPathComponent("Package.swift"), encoding: .utf8), manifest)
        XCTAssertTrue(manifest.contains(".package(path: \"../zoetrope\")"), "a relative path stays relative, from the package: \(manifest)")
        XCTAssertTrue(manifest.contains(".product(name: \"ZoetropeCommandLine\", package: \"zoetrope\")"),
                      "a path dependency's identity is its folder's name")

        let build = try package.build(timeout: 1200)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        // No warnings, Zoetrope's included: SwiftPM refuses pkg-config's `-pthread` with one per
        // build, and the system-library targets' own .pc files exist to avoid it (#30 item 5).
        let warnings = (build.stdout + build.stderr).split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings, [], "a clean build prints no warnings")
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
        XCTAssertTrue(unknown.stderr.contains("my-animations: error: unknown scene 'loading-indicator'; available: growing-square"),
                      unknown.stderr)

        // Its tests: the first run records the references and fails saying so, the second passes.
        let snapshots = package.root.appendingPathComponent("Tests/MyAnimationsTests/__Snapshots__")
        let first = try package.test(timeout: 1200)
        XCTAssertNotEqual(first.status, 0, "a missing reference fails once")
        XCTAssertTrue((first.stdout + first.stderr).contains("No reference existed; recorded"), first.stdout + first.stderr)
        let recorded = try FileManager.default.subpathsOfDirectory(atPath: snapshots.path)
        XCTAssertTrue(recorded.contains { $0.hasSuffix(".png") } && recorded.contains { $0.hasSuffix(".trace.txt") }, "\(recorded)")
        let second = try package.test(timeout: 1200)
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)

        try checkTheWorkflowPassesInACleanClone(of: package)
    }

    /// The package as a user pushes it first (committed with its references), cloned afresh beside
    /// a checkout of Zoetrope as a runner has it, passes its own workflow's test job: every `run:`
    /// step in order, verbatim. The clone's build folder is the one the package was built in, as
    /// the workflow's cache restores one: only the package's own modules are built again.
    private func checkTheWorkflowPassesInACleanClone(of package: UserPackageFixture) throws {
        let root = package.root, clone = package.clone
        let git = { (arguments: [String], folder: URL) in
            let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder)
            XCTAssertEqual(result.status, 0, "git \(arguments): \(result.stderr)")
        }
        try git(["init", "-q"], root)
        try git(["add", "-A"], root)
        try git(["commit", "-qm", "Growing square"], root)
        let committed = try CLI.run(URL(fileURLWithPath: "/usr/bin/env"), ["git", "ls-files"], in: root).stdout
        XCTAssertTrue(committed.contains("__Snapshots__/") && committed.contains(".png"), "references committed: \(committed)")
        XCTAssertFalse(committed.contains(".build/"), committed)

        let cache = clone.deletingLastPathComponent().appendingPathComponent("cache")
        try? FileManager.default.removeItem(at: cache)
        try FileManager.default.moveItem(at: package.scratch, to: cache)
        try FileManager.default.removeItem(at: clone)
        try git(["clone", "-q", root.path, clone.path], clone.deletingLastPathComponent())
        try FileManager.default.moveItem(at: cache, to: package.scratch)

        let workflow = try WorkflowSteps(job: "test", in: clone.appendingPathComponent(".github/workflows/ci.yml"))
        XCTAssertEqual(workflow.steps.map(\.name), ["Zoetrope at ../zoetrope", "System libraries", "Build", "Test", "Render"])
        for step in workflow.steps { XCTAssertFalse(step.run.contains("${{"), "a runner's expression in '\(step.name)'") }
        let results = try workflow.run(in: clone, timeout: 1500)
        let test = try XCTUnwrap(results["Test"])
        XCTAssertTrue((test.stdout + test.stderr).contains("with 0 failures"), test.stdout + test.stderr)
        let (stream, _) = try CLI.probe(clone.appendingPathComponent("growing-square.gif").path)
        XCTAssertEqual(stream["codec_name"] as? String, "gif")
        XCTAssertEqual(stream["width"] as? Int, 160)
    }
}
