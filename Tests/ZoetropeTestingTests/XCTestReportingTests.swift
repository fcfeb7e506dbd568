import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// The assertions under XCTest: failures arrive through `XCTFail`, captured here by
/// overriding `recordFailure` while `captured` is non-nil.
final class XCTestReportingTests: XCTestCase {
    private var captured: [(message: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard captured != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append((description, filePath, lineNumber))
    }

    /// Runs `body`, returning the failures it reported instead of failing.
    private func failures(of body: () -> Void) -> [(message: String, file: String, line: Int)] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    func testMismatchFailsAtTheAssertionsLineNamingActualAndDiff() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let assertOriginal = { assertSnapshot(of: SlidingSquareScene(), at: [0.5], record: .missing, snapshotDirectory: directory.url.path) }
        XCTAssertEqual(failures(of: assertOriginal).count, 1, "records and fails")
        XCTAssertEqual(failures(of: assertOriginal).count, 0, "matches")
        let line = #line + 2
        let reported = failures {
            assertSnapshot(of: SlidingSquareScene(squareColor: .red), at: [0.5], record: .missing, snapshotDirectory: directory.url.path)
        }
        XCTAssertEqual(reported.count, 1)
        let failure = try XCTUnwrap(reported.first)
        XCTAssertEqual(failure.line, line)
        XCTAssertEqual(failure.file, #filePath)
        let stem = directory.file("testMismatchFailsAtTheAssertionsLineNamingActualAndDiff.0.500").path
        XCTAssertTrue(failure.message.contains(stem + ".actual.png") && failure.message.contains(stem + ".diff.png"), failure.message)
    }

    func testEachFrameFailsSeparately() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let reported = failures {
            assertSnapshot(of: SlidingSquareScene(), at: [0, 0.5, 0.9], record: .missing, snapshotDirectory: directory.url.path)
        }
        XCTAssertEqual(reported.map(\.message).filter { $0.contains("No reference existed; recorded") }.count, 3)
    }
}
