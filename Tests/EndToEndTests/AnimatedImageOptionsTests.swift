import Foundation
import XCTest
import ZoetropeTestSupport

/// `render`'s sizing and animated-image options: --width/--height, --colors, --dither, --loop, --max-size.
final class AnimatedImageOptionsTests: XCTestCase {
    func testWidthAndHeightRenderAtTheScaleThatFits() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        // loading-indicator is 480×270 points.
        for (arguments, expected) in [("--width 240", (240, 135)), ("--height 540", (960, 540)),
                                      ("--width 300 --height 100", (178, 100))] {
            let result = try CLI.shell("$Z render loading-indicator --to 0.2 --quiet \(arguments) -o x.gif", in: folder)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            let stream = try CLI.probe(folder.appendingPathComponent("x.gif").path).stream
            XCTAssertEqual(stream["width"] as? Int, expected.0, arguments)
            XCTAssertEqual(stream["height"] as? Int, expected.1, arguments)
        }
    }

    func testColorsBoundThePalette() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        for count in [2, 3, 8] {
            let result = try CLI.shell("$Z render timing-gallery --to 1 --quiet --colors \(count) -o x.gif", in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            let rgba = try CLI.decodeRGBA(folder.appendingPathComponent("x.gif").path)
            var colours = Set<UInt32>()
            for pixel in stride(from: 0, to: rgba.count, by: 4) {
                colours.insert(UInt32(rgba[pixel]) << 16 | UInt32(rgba[pixel + 1]) << 8 | UInt32(rgba[pixel + 2]))
            }
            XCTAssertEqual(colours.count, count, "--colors \(count): exactly that many colours on a scene with many more")
        }
    }

    func testLoopCountsAreWrittenAsGIFsNetscapeBlock() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        func render(_ loop: String) throws -> Data {
            XCTAssertEqual(try CLI.shell("$Z render clock --to 0.2 --quiet --loop \(loop) -o l.gif", in: folder).status, 0)
            return try Data(contentsOf: folder.appendingPathComponent("l.gif"))
        }
        let netscape = Data("NETSCAPE2.0".utf8)
        /// The repetition count stored after "NETSCAPE2.0", 0x03, 0x01 (little endian).
        func repetitions(_ gif: Data) -> Int? {
            guard let range = gif.range(of: netscape) else { return nil }
            let start = range.upperBound + 2
            return Int(gif[start]) | Int(gif[start + 1]) << 8
        }
        XCTAssertEqual(repetitions(try render("forever")), 0, "0 repeats forever")
        XCTAssertNil(repetitions(try render("once")), "a single play has no NETSCAPE block")
        XCTAssertEqual(repetitions(try render("3")), 2, "three plays are two repetitions")
    }

    func testEachDitherGivesOtherPixels() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        var files: [String: Data] = [:]
        for dither in ["none", "bayer:2", "floyd-steinberg", "sierra"] {
            let result = try CLI.shell("$Z render timing-gallery --to 0.5 --quiet --colors 16 --dither \(dither) -o d.gif", in: folder)
            XCTAssertEqual(result.status, 0, "\(dither): \(result.stderr)")
            files[dither] = try Data(contentsOf: folder.appendingPathComponent("d.gif"))
        }
        XCTAssertEqual(Set(files.values).count, 4, "each dither gives other pixels")
    }

    func testMaxSizeLandsUnderTheBudgetAndSaysWhatItChose() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let full = try CLI.shell("$Z render clock --to 1 --quiet -o full.gif", in: folder)
        XCTAssertEqual(full.status, 0, full.stderr)
        let fullSize = try Data(contentsOf: folder.appendingPathComponent("full.gif")).count
        let budget = fullSize * 2 / 3
        let result = try CLI.shell("$Z render clock --to 1 --max-size \(budget)B --json -o fit.gif", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThanOrEqual(try Data(contentsOf: folder.appendingPathComponent("fit.gif")).count, budget)
        let note = try XCTUnwrap(result.stderr.split(separator: "\n").last { $0.contains("\"event\":\"note\"") }, result.stderr)
        XCTAssertTrue(note.contains("--max-size \(budget)B: ") && note.contains("colours"), String(note))
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), ["full.gif", "fit.gif"])
    }

    func testAnImpossibleBudgetWritesNothing() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let result = try CLI.shell("$Z render clock --to 0.5 --quiet --max-size 1KB -o tiny.gif", in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("zoetrope: error: 'tiny.gif' would be "), result.stderr)
        XCTAssertTrue(result.stderr.contains("over the 1000-byte limit; nothing written"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testBadValuesAreOneClearError() throws {
        for (arguments, expected) in [("--colors 300", "'300' is invalid for '--colors <colors>': it must be within 2…256"),
                                      ("--colors 1", "'1' is invalid for '--colors <colors>': it must be within 2…256"),
                                      ("--dither blue", "'blue' is invalid for '--dither <dither>': use one of"), ("--dither bayer:9", "Bayer scale must be 0…5"),
                                      ("--loop sometimes", "'sometimes' is invalid for '--loop <loop>': it is not"), ("--loop 0", "'0' is invalid for '--loop <loop>': it is not"),
                                      ("--width 0", "'0' is invalid for '--width <width>': it must be within 1…16384 pixels"), ("--scale 2 --width 100", "either --scale or --width"),
                                      ("--max-size 2XB", "'2XB' is invalid for '--max-size <max-size>': it is not a size"),
                                      ("--max-size -5", "'-5' is invalid for '--max-size <max-size>': it is not a size")] {
            let result = try CLI.shell("$Z render clock \(arguments) -o x.gif")
            XCTAssertEqual(result.status, 64, arguments)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
    }
}
