import MediaEncoding
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// The library's errors speak of a range's start and end, a still's time and a chunk; the
/// command line's message names the option that gave the value, in otherwise the same words.
final class OptionWordingTests: XCTestCase {
    func testTheLibrarySpeaksItsTermsAndTheCommandLineNamesItsFlags() throws {
        let chunk = try Chunk(index: 3, count: 5)
        let cases: [(Error, library: String, commandLine: String)] = [
            (RenderSettingsError.startOutsideScene(-1, duration: 2.5),
             "the start -1.0 is out of range: the scene runs from 0 to 2.5 s", "--from -1.0 is out of range: the scene runs from 0 to 2.5 s"),
            (RenderSettingsError.endNotAfterStart(0.5, start: 1),
             "the end 0.5 is out of range: it must come after the start (1.0 s)", "--to 0.5 is out of range: it must come after --from (1.0 s)"),
            (RenderSettingsError.timeOutsideScene(99, duration: 2.5),
             "time 99.0 is outside the scene's 0...2.5 seconds", "--at 99.0 is outside the scene's 0...2.5 seconds"),
            (RenderSettingsError.timeOutsideScene(1.2, duration: 24 / 29.97),
             "time 1.2 is outside the scene's 0...0.800801 seconds", "--at 1.2 is outside the scene's 0...0.800801 seconds"),
            (ChunkError.moreChunksThanFrames(chunk, frames: 3),
             "chunk 3/5: the render has only 3 frames; split it into at most 3 chunks",
             "--chunk 3/5: the render has only 3 frames; split it into at most 3 chunks"),
            (ChunkError.notAChunk(path: "whole.mp4"),
             "whole.mp4 is not a chunk of a render (it was not written as a chunk)",
             "whole.mp4 is not a chunk of a render (it was not written with --chunk i/n)"),
        ]
        for (error, library, commandLine) in cases {
            XCTAssertEqual("\(error)", library)
            XCTAssertFalse("\(error)".contains("--"), "\(error)")
            XCTAssertEqual(OptionWording.message(for: error), commandLine)
        }
    }

    func testOtherErrorsKeepTheirOwnMessage() {
        XCTAssertNil(OptionWording.message(for: SceneError.unknownScene("x", known: [])))
    }
}
