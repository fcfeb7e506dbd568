import Foundation
import XCTest
import ZoetropeTestSupport

/// Same input, same bytes — across runs and across machines: every format rendered twice, once
/// on a single core (where encoders that size their threading from the CPU count would split the
/// work differently), and once with the heap filled with a pattern (where an encoder reading memory
/// it never wrote, as x264 does unless told to be CPU-independent, would vary), gives identical files.
final class ReproducibilityTests: XCTestCase {
    func testEveryFormatIsByteIdenticalAcrossRunsAndCoreCounts() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let render = "render loading-indicator --to 0.5 --scale 0.5 --quiet -o"
        let commands: [(command: String, output: String)] = [
            (render, "x.mp4"), (render, "x.webm"), (render, "x.mov"), (render, "x.gif"), (render, "x.apng"),
            (render, "x.webp"), (render, "f-%02d.png"),
            // 196 pixels wide, a second of card motion: x264 varied with the heap here before cpu-independent.
            ("render city-guide --to 1 --scale 0.5 --quiet -o", "city.mp4"),
            // Sound: the mix, its loudness and the AAC and Opus encoders, with captions' tracks.
            ("render app-demo --to 2.5 --width 320 --quiet -o", "demo.mp4"), ("render app-demo --to 2.5 --width 320 --quiet -o", "demo.webm"),
            ("still loading-indicator --at 1 -o", "s.png"), ("still loading-indicator --at 1 -o", "s.svg"),
            ("still loading-indicator --at 1 -o", "s.pdf"),
            ("filmstrip loading-indicator --frames 4 -o", "strip.pdf"), ("curves easeIn 'spring(duration=0.5,bounce=0.3)' -o", "c.pdf"),
        ]
        for (command, output) in commands {
            var runs: [[String: Data]] = []
            for (run, prefix) in ["", "", "taskset -c 0 ", "MALLOC_PERTURB_=165 "].enumerated() {
                let runFolder = folder.appendingPathComponent("run\(run)")
                try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
                let result = try CLI.shell("\(prefix)$Z \(command) \(output)", in: runFolder)
                XCTAssertEqual(result.status, 0, "\(prefix)\(command) \(output): \(result.stderr)")
                var files: [String: Data] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: runFolder.path) {
                    files[name] = try Data(contentsOf: runFolder.appendingPathComponent(name))
                }
                XCTAssertFalse(files.isEmpty, output)
                runs.append(files)
                try FileManager.default.removeItem(at: runFolder)
            }
            XCTAssertEqual(runs[0], runs[1], "\(output): two runs differ")
            XCTAssertEqual(runs[0], runs[2], "\(output): one core and all cores differ")
            XCTAssertEqual(runs[0], runs[3], "\(output): the heap's contents change the bytes")
        }
    }

    func testPDFCarriesNoCreationDate() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        XCTAssertEqual(try CLI.shell("$Z still clock --at 1 -o s.pdf", in: folder).status, 0)
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent("s.pdf")), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-"))
        XCTAssertFalse(text.contains("/CreationDate"))
    }
}
