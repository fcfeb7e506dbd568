import Foundation
import XCTest

/// `zoetrope review` on a throwaway git repository: a package written by `zoetrope init` with two
/// scenes, one of which the working tree changes. Both revisions are really built, in debug
/// (`-c debug`: the comparison is the same, and a cold debug build of the package and Zoetrope
/// takes a fraction of a release one; `ReviewTests` checks that release is the default), so the
/// first run takes a few minutes of CPU; the package lives in a fixed temporary folder whose build
/// folders are kept, so later runs rebuild incrementally. ZOETROPE_E2E_PACKAGE=0 skips it.
final class ReviewCommandTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testAChangedSceneIsFoundFramedAndShownAndAnUnchangedOneIsNot() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["ZOETROPE_E2E_PACKAGE"] == "0",
                      "ZOETROPE_E2E_PACKAGE=0: not building a user package against Zoetrope")
        let package = try makeRepository()
        let page = package.deletingLastPathComponent().appendingPathComponent("review")
        // The working tree turns the growing square blue instead of green.
        let sceneFile = package.appendingPathComponent("Sources/MyAnimations/GrowingSquare.swift")
        try String(contentsOf: sceneFile, encoding: .utf8).replacingOccurrences(of: "0x30D158", with: "0x0A84FF")
            .write(to: sceneFile, atomically: true, encoding: .utf8)

        // The README's first form, run as `zoetrope` in the package: it reviews the package's own
        // executable (its only one), not the `zoetrope` product of its Zoetrope dependency.
        let review = try reviewing(package, ["HEAD", "-o", page.path, "--json"], product: nil)
        XCTAssertEqual(review.status, 1, "something changed: \(review.stderr)")
        let summary = try json(review.stdout)
        XCTAssertEqual(summary["changed"] as? Bool, true)
        XCTAssertTrue(summary["head"] is NSNull, "the working tree")
        let scenes = try XCTUnwrap(summary["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.map { $0["name"] as? String }, ["growing-square", "shrinking-square"])
        let changed = scenes[0], unchanged = scenes[1]
        XCTAssertEqual(changed["status"] as? String, "changed")
        // The colour animates from the same red at t = 0 over 0.5 s and then holds: frame 0 is
        // the same in both, every later frame (1…19 of 20 at 20 fps) is another colour.
        XCTAssertEqual(changed["changedFrames"] as? [[Int]], [[1, 19]])
        XCTAssertEqual(changed["changedSeconds"] as? [[Double]], [[0.05, 0.95]])
        XCTAssertEqual(changed["traceChanged"] as? Bool, true, "backgroundColor is traced")
        XCTAssertEqual(Set(changed["changedCurves"] as? [String] ?? []),
                       ["square backgroundColor.red", "square backgroundColor.green", "square backgroundColor.blue"])
        XCTAssertEqual(unchanged["status"] as? String, "unchanged")
        XCTAssertEqual(unchanged["changedFrames"] as? [[Int]], [])
        // `--configuration` reaches both builds.
        for folder in [package.appendingPathComponent(".build/review/base/my-animations"), package] {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(".build/debug/my-animations").path),
                          folder.path)
        }

        // The page: both renders as videos that play, the most different frame of the range from
        // both sides, the trace diff and the curves.
        let html = try String(contentsOf: page.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("1 changed, 0 added, 0 removed, 1 unchanged"), html)
        XCTAssertTrue(html.contains("Changed frames: 1–19 (0.050 s–0.950 s)"), html)
        XCTAssertTrue(html.contains("<video src=\"growing-square/head.mp4\""), html)
        XCTAssertTrue(html.contains("Trace diff") && html.contains("square backgroundColor.green"), html)
        XCTAssertFalse(html.contains("<h2 id=\"shrinking-square\""), "an unchanged scene gets no section")
        for side in ["base", "head"] {
            let (stream, _) = try CLI.probe(page.appendingPathComponent("growing-square/\(side).mp4").path)
            XCTAssertEqual(stream["codec_name"] as? String, "h264")
            XCTAssertEqual(stream["width"] as? Int, 160)
        }
        let stills = try FileManager.default.contentsOfDirectory(atPath: page.appendingPathComponent("growing-square").path)
        // The colours are furthest apart once both have settled (frames 10…19 from 0.5 s): the first of them.
        XCTAssertTrue(stills.contains("frame-10-base.png") && stills.contains("frame-10-head.png")
                      && stills.contains("frame-10-difference.png"), "\(stills)")

        // Shards split the scenes between CI jobs: disjoint, together all of them.
        var sharded: [String] = []
        for index in 0..<2 {
            let share = try reviewing(package, ["HEAD", "--shard", "\(index)/2", "-o", page.path + "-\(index)", "--json"])
            let names = try XCTUnwrap(try json(share.stdout)["scenes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            XCTAssertEqual(names.count, 1, share.stdout + share.stderr)
            XCTAssertEqual(share.status, names == ["growing-square"] ? 1 : 0)
            sharded += names
        }
        XCTAssertEqual(sharded.sorted(), ["growing-square", "shrinking-square"])

        // Committed, the change is the base: nothing differs, exit 0, and the line per scene says so.
        try git(["commit", "-qam", "blue"], in: package)
        let same = try reviewing(package, ["HEAD", "-o", page.path])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertEqual(same.stdout.split(separator: "\n").prefix(2).map(String.init),
                       ["unchanged growing-square", "unchanged shrinking-square"])

        // What cannot be reviewed is one line and a usage error.
        let unknown = try reviewing(package, ["no-such-branch"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.hasPrefix("zoetrope: error: 'no-such-branch' names no commit"), unknown.stderr)
        XCTAssertEqual(unknown.stderr.split(separator: "\n").count, 1, unknown.stderr)
        let badShard = try reviewing(package, ["HEAD", "--shard", "2/2"])
        XCTAssertEqual(badShard.status, 64, badShard.stderr)
        XCTAssertTrue(badShard.stderr.contains("shards count from 0"), badShard.stderr)
        // A dependency's executable is never reviewed in silence: named, it is refused naming the package's own.
        let dependencys = try reviewing(package, ["HEAD"], product: "zoetrope")
        XCTAssertEqual(dependencys.status, 2, dependencys.stderr)
        XCTAssertEqual(dependencys.stderr, "zoetrope: error: the package has no executable 'zoetrope'; its executables: my-animations\n")
        let outside = try CLI.run(CLI.zoetrope, ["review", "main", "--package-path", FileManager.default.temporaryDirectory.path])
        XCTAssertEqual(outside.status, 64, outside.stderr)
        XCTAssertTrue(outside.stderr.contains("is not in a git repository"), outside.stderr)
    }

    /// Runs the repository's `zoetrope review` on the package, building `product` (the package's
    /// own choice when nil) in debug.
    private func reviewing(_ package: URL, _ arguments: [String], product: String? = "my-animations") throws -> CLI.Result {
        try CLI.run(CLI.zoetrope, ["review"] + arguments + (product.map { ["--product", $0] } ?? [])
                    + ["--configuration", "debug", "--package-path", package.path])
    }

    /// The package of `zoetrope init` with a second scene, committed as the only commit of a new
    /// repository. Its build folder survives from the last run.
    private func makeRepository() throws -> URL {
        let tag = String(UInt64(bitPattern: Int64(Self.repositoryRoot.path.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })), radix: 16)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-review-e2e-\(tag)")
        let package = base.appendingPathComponent("my-animations")
        let keptBuild = base.appendingPathComponent("kept-build")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: base.appendingPathComponent("review"))
        if FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path) {
            try? FileManager.default.removeItem(at: keptBuild)
            try FileManager.default.moveItem(at: package.appendingPathComponent(".build"), to: keptBuild)
        }
        try? FileManager.default.removeItem(at: package)
        let initialized = try CLI.run(CLI.zoetrope, ["init", "my-animations", "--zoetrope-path", Self.repositoryRoot.path], in: base)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        if FileManager.default.fileExists(atPath: keptBuild.path) {
            try FileManager.default.moveItem(at: keptBuild, to: package.appendingPathComponent(".build"))
        }
        try FileManager.default.copyItem(at: Self.repositoryRoot.appendingPathComponent("Package.resolved"),
                                         to: package.appendingPathComponent("Package.resolved"))
        let growing = try String(contentsOf: package.appendingPathComponent("Sources/MyAnimations/GrowingSquare.swift"), encoding: .utf8)
        let shrinking = growing.replacingOccurrences(of: "GrowingSquare", with: "ShrinkingSquare")
            .replacingOccurrences(of: "growing-square", with: "shrinking-square")
            .replacingOccurrences(of: "width: 80, height: 80", with: "width: 10, height: 10")
        try shrinking.write(to: package.appendingPathComponent("Sources/MyAnimations/ShrinkingSquare.swift"), atomically: true, encoding: .utf8)
        let main = package.appendingPathComponent("Sources/my-animations/main.swift")
        try String(contentsOf: main, encoding: .utf8)
            .replacingOccurrences(of: "[GrowingSquare.self]", with: "[GrowingSquare.self, ShrinkingSquare.self]")
            .write(to: main, atomically: true, encoding: .utf8)
        try git(["init", "-q"], in: package)
        try git(["add", "-A"], in: package)
        try git(["commit", "-qm", "two squares"], in: package)
        return package
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/env"),
                                 ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder)
        XCTAssertEqual(result.status, 0, "git \(arguments): \(result.stderr)")
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }
}
