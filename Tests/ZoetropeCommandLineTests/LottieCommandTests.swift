import CairoRendering
import Foundation
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

/// A Lottie file goes where a scene name goes: `render anim.json -o anim.mp4`,
/// `still anim.json --at 1.2 -o f.png`, with the document's size, frame rate and duration; a
/// dotLottie archive (`anim.lottie`) too.
final class LottieCommandTests: XCTestCase {
    private var directory: URL!
    private var animation: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryFolder("zoetrope-lottie")
        animation = directory.appendingPathComponent("anim.json")
        // 120 × 80 at 10 fps, frames 0–15: a square moving right.
        let json = #"""
        {"v":"5.7.0","fr":10,"ip":0,"op":15,"w":120,"h":80,"assets":[],"layers":[
         {"ty":4,"nm":"square","ind":1,"ip":0,"op":15,"st":0,
          "ks":{"p":{"a":1,"k":[{"t":0,"s":[20,40],"o":{"x":0.33,"y":0},"i":{"x":0.67,"y":1}},{"t":15,"s":[100,40]}]}},
          "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
        """#
        try Data(json.utf8).write(to: animation)
    }

    private func run(_ arguments: String...) -> Int32 { ZoetropeCommand.run(arguments: arguments, scenes: [GaugeScene.self]) }

    func testAJSONFileIsASceneWithTheDocumentsDefaults() throws {
        let scene = try SceneCatalog(scenes: []).scene(named: animation.path, variant: nil)
        XCTAssertEqual(scene.size, Size(width: 120, height: 80))
        XCTAssertEqual(scene.fps, 10)
        XCTAssertEqual(scene.duration, 1.5, accuracy: 1e-12)
    }

    func testStillAndRenderTakeTheFile() throws {
        let still = directory.appendingPathComponent("f.png"), movie = directory.appendingPathComponent("anim.mp4")
        XCTAssertEqual(run("still", animation.path, "--at", "1.2", "-o", still.path), 0)
        let image = try RGBAImage(contentsOfPNG: still)
        XCTAssertEqual([image.width, image.height], [120, 80])
        XCTAssertEqual(run("render", animation.path, "-o", movie.path), 0)
        XCTAssertGreaterThan(try Data(contentsOf: movie).count, 0)
    }

    func testADotLottieArchiveIsASceneToo() throws {
        let archive = directory.appendingPathComponent("anim.lottie")
        try DotLottieFixture.write(animation: try Data(contentsOf: animation), to: archive)
        let fromJSON = directory.appendingPathComponent("json.png"), fromArchive = directory.appendingPathComponent("lottie.png")
        XCTAssertEqual(run("still", animation.path, "--at", "0.7", "-o", fromJSON.path), 0)
        XCTAssertEqual(run("still", archive.path, "--at", "0.7", "-o", fromArchive.path), 0)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: fromArchive), try RGBAImage(contentsOfPNG: fromJSON))
        let movie = directory.appendingPathComponent("anim.webm")
        XCTAssertEqual(run("render", archive.path, "-o", movie.path), 0)
        XCTAssertGreaterThan(try Data(contentsOf: movie).count, 0)
    }

    /// Chunks of whole 250-frame segments join into the single render's bytes: a Lottie file's
    /// frames are pure functions of time like a scene's (520 frames: three segments).
    func testChunksOfALottieRenderJoinIntoTheSingleRendersBytes() throws {
        let long = directory.appendingPathComponent("long.json")
        let json = try String(contentsOf: animation, encoding: .utf8)
            .replacingOccurrences(of: #""op":15"#, with: #""op":520"#)
            .replacingOccurrences(of: #"{"t":15,"s":[100,40]}"#, with: #"{"t":500,"s":[100,40]}"#)
        try Data(json.utf8).write(to: long)
        let single = directory.appendingPathComponent("single.mp4"), joined = directory.appendingPathComponent("joined.mp4")
        XCTAssertEqual(run("render", long.path, "-o", single.path, "--quiet"), 0)
        let parts = (0..<3).map { directory.appendingPathComponent("part-\($0).mp4").path }
        for (index, part) in parts.enumerated() {
            XCTAssertEqual(run("render", long.path, "--chunk", "\(index)/3", "-o", part, "--quiet"), 0)
        }
        XCTAssertEqual(run("concat", parts[2], parts[0], parts[1], "-o", joined.path, "--quiet"), 0)
        XCTAssertEqual(try Data(contentsOf: joined), try Data(contentsOf: single))
    }

    func testAMalformedFileIsAUsageErrorAndWritesNothing() throws {
        let broken = directory.appendingPathComponent("broken.json"), still = directory.appendingPathComponent("f.png")
        try Data(#"{"w":10,"h":10,"fr":30,"ip":0,"op":10,"layers":[{"ty":4}]}"#.utf8).write(to: broken)
        XCTAssertEqual(run("still", broken.path, "--at", "0", "-o", still.path), 64)
        XCTAssertFalse(FileManager.default.fileExists(atPath: still.path))
        XCTAssertThrowsError(try SceneCatalog(scenes: []).scene(named: broken.path, variant: nil)) {
            XCTAssertEqual("\($0)", "Lottie file '\(broken.path)' is malformed at layers[0].ip: missing")
        }
    }
}
