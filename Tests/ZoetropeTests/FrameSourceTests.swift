import CairoRendering
import XCTest
@testable import Zoetrope

/// The one frame source: a `Playback.Cursor` moves every stage, and `Scrubber.stills(at:)` draws
/// the frames at a list of times, in the order asked, playing forward once.
final class FrameSourceTests: XCTestCase {
    private func squareX(_ tree: Layer) -> Double? { tree.sublayer(named: "square")?.position.x }

    func testACursorAdvancesForwardAndStartsAgainForAnEarlierTime() throws {
        let cursor = Playback.Cursor(Playback(scene: MovingSquareScene()))
        let first = try cursor.move(to: 0.25)
        XCTAssertTrue(try cursor.move(to: 0.5) === first, "forward: the same stage")
        XCTAssertFalse(try cursor.move(to: 0.25) === first, "back: a fresh stage")
        XCTAssertEqual(cursor.time, 0.25)
        XCTAssertEqual(try XCTUnwrap(squareX(try cursor.frame(at: 0.75).tree)), 8 + 48 * 0.75, accuracy: 1e-6)
    }

    func testAFailedMoveLeavesNoHalfPlayedStage() throws {
        let cursor = Playback.Cursor(Playback(scene: FailsHalfwayScene()))
        _ = try cursor.move(to: 0.25)
        XCTAssertThrowsError(try cursor.move(to: 0.75))
        XCTAssertNil(cursor.stage)
        XCTAssertEqual(cursor.time, 0.25, "the last time reached")
        XCTAssertThrowsError(try cursor.move(to: 0.75), "played again from 0, it fails again")
        XCTAssertNoThrow(try cursor.move(to: 0.4))
    }

    func testStillsAtTimesInAnyOrderAreTheExportersStills() throws {
        let settings = RenderSettings(scale: 2)
        let times = [0.75, 0, 0.5, 0.25]
        let scrubber = Scrubber(scene: MovingSquareScene())
        let stills = try scrubber.stills(at: times, settings: settings).map { $0.rgbaImage() }
        let exporter = Exporter(scene: MovingSquareScene(), settings: settings)
        XCTAssertEqual(stills, try times.map { try exporter.still(at: $0).rgbaImage() })
        XCTAssertEqual(scrubber.time, 0.75, "played forward once, to the latest time")
        XCTAssertThrowsError(try scrubber.stills(at: [0.5, 2], settings: settings)) {
            XCTAssertTrue("\($0)".contains("time 2.0 is outside the scene's 0...1.0 seconds"), "\($0)")
        }
    }
}
