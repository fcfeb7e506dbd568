import ArgumentParser
import MediaEncoding
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// Each option value is parsed by its type: good spellings give the value, a bad one an error
/// saying what is wrong (the "one of" list from the type), and shell completion offers the
/// type's values.
final class OptionValueTests: XCTestCase {
    func testClosedSetsTakeTheirNamesInAnyCaseAndListThemWhenRefused() throws {
        XCTAssertEqual(try VideoCodec(option: "HEVC"), .hevc)
        XCTAssertEqual(try BuildConfiguration(option: "debug"), .debug)
        XCTAssertThrowsError(try VideoCodec(option: "av1")) {
            XCTAssertEqual($0 as? OptionValueError, .notOneOf(VideoCodec.allCases.map(\.rawValue)))
        }
        XCTAssertEqual(renderMessage(["--codec", "av1"]), "The value 'av1' is invalid for '--codec <codec>': use one of h264, hevc, vp9 or prores")
        XCTAssertEqual(try EncoderPreset(option: "veryslow").description, "veryslow")
        XCTAssertTrue(renderMessage(["--preset", "quick"]).hasSuffix("use one of \(EnglishList.joined(EncodingOptions.presets, "or"))"))
    }

    func testOpenSetsSayWhatIsWrong() throws {
        XCTAssertEqual(try Shard(option: "1/4"), try Shard(parsing: "1/4"))
        XCTAssertEqual(try Chunk(option: "0/2"), try Chunk(parsing: "0/2"))
        XCTAssertEqual(try Color(option: "#FF000080"), Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        XCTAssertEqual(try Color(option: "00FF00"), Color(red: 0, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(try Color(option: "Transparent"), .clear)
        XCTAssertEqual(try GIFOptions.Dither(option: "bayer"), .bayer(scale: 5))
        XCTAssertEqual(try GIFOptions.Dither(option: "Bayer:0"), .bayer(scale: 0))
        XCTAssertEqual(try LoopMode(option: "once"), .once)
        XCTAssertEqual(try LoopMode(option: "3"), .plays(3))
        XCTAssertEqual(try ByteCount(option: "3MiB").bytes, 3 * 1_048_576)
        XCTAssertEqual(try ByteCount(option: "2MB").description, "2MB")
        XCTAssertEqual(try FormatList(option: "mp4, GIF").extensions, ["mp4", "gif"])
        XCTAssertEqual(try PreviewHost(option: "localhost").bindAddress, "127.0.0.1")
        XCTAssertEqual(try CaptionsFile(option: "out/a.srt").path, "out/a.srt")

        let refusals: [(arguments: [String], message: String)] = [
            (["--codec", "h265"], "'h265' is invalid for '--codec <codec>': use one of h264, hevc, vp9 or prores"),
            (["--chunk", "4/4"], "'4/4' is invalid for '--chunk <i/n>': chunk 4/4 does not exist: chunks count from 0"),
            (["--background", "red"], "'red' is invalid for '--background <background>': it is not a colour; use #RRGGBB"),
            (["--dither", "bayer:6"], "'bayer:6' is invalid for '--dither <dither>': the Bayer scale must be 0…5"),
            (["--dither", "ordered"], "'ordered' is invalid for '--dither <dither>': use one of none, bayer[:0-5], floyd-steinberg or sierra"),
            (["--loop", "0"], "'0' is invalid for '--loop <loop>': it is not forever, once or a number of plays in 1…65535"),
            (["--max-size", "0"], "'0' is invalid for '--max-size <max-size>': it is not a size such as 2MB"),
            (["--captions", "a.txt"], "'a.txt' is invalid for '--captions <file.vtt>': it is not a captions file: the name must end in .vtt"),
            (["--all", "--shard", "2/2"], "'2/2' is invalid for '--shard <i/n>': shard 2/2 does not exist: shards count from 0"),
            (["--all", "--format", "mp4,avi"], "'mp4,avi' is invalid for '--format <list>': it is not a comma-separated list of mp4,"),
        ]
        for (arguments, message) in refusals {
            let said = renderMessage(arguments)
            XCTAssertTrue(said.hasPrefix("The value ") && said.contains(message), "\(arguments): \(said)")
            XCTAssertFalse(said.contains("\n"), said)
        }
    }

    func testEachValueErrorIsAUsageError() {
        for error in [OptionValueError.notOneOf(["a"]), .notA("b"), .outOfRange(part: "c", allowed: "0…1")] {
            XCTAssertEqual(error.category, .usage, "\(error)")
        }
    }

    func testShellCompletionOffersTheTypesValues() {
        let bash = RootCommand.completionScript(for: .bash)
        for values in [VideoCodec.allCases.map(\.rawValue), ["none", "bayer", "floyd-steinberg", "sierra"], ["forever", "once"],
                       ["release", "debug"], EncodingOptions.presets] {
            // Bash's word list: 'h264'$'\n''hevc'…
            XCTAssertTrue(bash.contains("-W " + values.map { "'\($0)'" }.joined(separator: "$'\\n'")), "\(values)")
        }
        XCTAssertTrue(bash.contains("'!*.@(vtt|srt)'"), "--captions completes WebVTT and SubRip files")
    }
}

private extension OptionValueTests {
    /// The message the argument parser gives for `arguments` to `render`.
    func renderMessage(_ arguments: [String]) -> String {
        do {
            _ = try RenderCommand.parse(["clock", "-o", "x.mp4"] + arguments)
            return ""
        } catch {
            return RenderCommand.message(for: error)
        }
    }
}
