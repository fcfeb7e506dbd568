import XCTest
@testable import Zoetrope

/// Times written as decimals are the frames they name: within a thousandth of a frame of frame
/// `i`, a time is `i / fps` exactly (what a render draws frame `i` at); other times are their own.
final class FrameGridTests: XCTestCase {
    func testTimesWrittenWithSixDecimalsAreTheirFrames() {
        let grid = FrameGrid(fps: 30, duration: 10)
        XCTAssertEqual(grid.frame(at: 4.066667), 122)
        XCTAssertEqual(grid.frame(at: 4.066666), 122)
        XCTAssertEqual(grid.aligned(4.066667), 122.0 / 30)
        XCTAssertEqual(grid.frame(at: 0), 0)
        XCTAssertEqual(grid.frame(at: 10), 300, "the last instant is a frame")
        // A decimal that is a frame's time stays the very same number.
        XCTAssertEqual(grid.aligned(0.1), 0.1)
        XCTAssertEqual(grid.aligned(1.2), 1.2)
        XCTAssertEqual(FrameGrid(fps: 60, duration: 1).frame(at: 0.516667), 31)
    }

    func testTimesBetweenFramesOrOutsideTheSceneAreTheirOwn() {
        let grid = FrameGrid(fps: 30, duration: 10)
        XCTAssertNil(grid.frame(at: 0.05), "a frame and a half")
        XCTAssertNil(grid.frame(at: 4.0668), "0.004 of a frame off")
        XCTAssertEqual(grid.aligned(4.0668), 4.0668)
        XCTAssertNil(grid.frame(at: -1.0 / 30))
        XCTAssertNil(grid.frame(at: 10 + 1.0 / 30))
        XCTAssertNil(grid.frame(at: .nan))
        XCTAssertNil(grid.frame(at: .infinity))
        XCTAssertNil(grid.frame(at: 1e300))
        XCTAssertNil(FrameGrid(fps: 0, duration: 1).frame(at: 0))
    }

    /// A scrubber shows a time copied with six decimals as the frame a render draws: the square
    /// (moving 48 points a second) stands exactly where it does at the frame's time, while a time
    /// 0.004 of a frame away shows it elsewhere.
    func testAScrubberShowsATimeNearAFrameAsThatFrame() throws {
        func squareX(_ time: Double) throws -> Double {
            let tree = try Scrubber(scene: MovingSquareScene()).tree(at: time)
            return try XCTUnwrap(tree.sublayers.first { $0.name == "square" }).position.x
        }
        XCTAssertEqual(try squareX(0.3000004), try squareX(0.3))
        XCTAssertEqual(try squareX(0.3), 8 + 48 * 0.3, accuracy: 1e-6)
        XCTAssertNotEqual(try squareX(0.3004), try squareX(0.3))
    }
}
