@testable import ZoetropeCommandLine
import XCTest

/// The progress bar's line fits its width by shrinking the bar, then dropping details, the
/// time left last.
final class ProgressBarLineTests: XCTestCase {
    private let bar = ProgressBar(fraction: 0.5, framesDone: 315, frameCount: 630, pass: (1, 2), framesPerSecond: 21.34,
                                  secondsLeft: 1234.4)

    func testEveryWidthKeepsTheTimeLeftWhileItFits() {
        XCTAssertEqual(bar.line(width: 80), String(repeating: "█", count: 15) + String(repeating: "·", count: 15)
            + " 315/630 frames pass 1/2 21.3 fps ETA 1234s")
        for width in 20...80 {
            let line = bar.line(width: width)
            XCTAssertLessThanOrEqual(line.count, width, "\(width)")
            XCTAssertTrue(line.hasSuffix(" ETA 1234s"), "\(width): \(line)")
        }
        XCTAssertTrue(bar.line(width: 39).hasSuffix(" 315/630 frames ETA 1234s"), bar.line(width: 39))
        XCTAssertEqual(bar.line(width: 12).count, 12, "narrower than anything: cut to the width")
    }
}
