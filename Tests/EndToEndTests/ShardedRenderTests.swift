import Foundation
import XCTest
import ZoetropeTestSupport

/// `render --all --shard i/n`: the shares are disjoint and together every scene × format, each
/// process renders exactly the files its dry run lists, and bad shards are one-line errors.
final class ShardedRenderTests: XCTestCase {
    private func lines(_ result: CLI.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    func testSharesCoverEverySceneAndFormatOnce() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let scenes = lines(try CLI.zoetrope("list", "--names"))
        let everything = lines(try CLI.run(CLI.zoetrope, ["render", "--all", "--format", "mp4,gif", "-o", "out", "--dry-run"], in: folder))
        XCTAssertEqual(Set(everything), Set(scenes.flatMap { ["out/\($0).mp4", "out/\($0).gif"] }))
        var union: [String] = []
        for index in 0..<3 {
            let share = try CLI.run(CLI.zoetrope, ["render", "--all", "--shard", "\(index)/3", "--format", "mp4,gif", "-o", "out", "--dry-run"],
                                    in: folder)
            XCTAssertEqual(share.status, 0, share.stderr)
            XCTAssertFalse(lines(share).isEmpty, "share \(index) has work")
            union += lines(share)
        }
        XCTAssertEqual(union.sorted(), everything.sorted(), "disjoint, and together everything")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "a dry run writes nothing")
    }

    func testAShardRendersExactlyItsFiles() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let arguments = ["render", "--all", "--shard", "2/3", "--to", "0.2", "--fps", "10", "-o", "out", "--quiet"]
        let planned = lines(try CLI.run(CLI.zoetrope, arguments + ["--dry-run"], in: folder))
        let result = try CLI.run(CLI.zoetrope, arguments, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(written, planned.map { ($0 as NSString).lastPathComponent }.sorted())
        for file in planned {
            let stream = try CLI.probe(folder.appendingPathComponent(file).path).stream
            XCTAssertEqual(stream["nb_read_frames"] as? String, "2", file)
        }
    }

    func testBadShardsAndMixedOptionsAreUsageErrors() throws {
        for (arguments, message) in [(["--all", "--shard", "3/3"], "shards count from 0, like chunks, so use 0…2"), (["--all", "--shard", "x"], "is not i/n"),
                                     (["clock", "--shard", "0/2"], "--shard needs --all"), (["clock", "--all"], "not both"),
                                     (["--all", "--format", "mp4,avi"], "'mp4,avi' is invalid for '--format <list>'"), ([], "missing the scene's name")] {
            let result = try CLI.run(CLI.zoetrope, ["render"] + arguments + ["-o", "out"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
    }
}
