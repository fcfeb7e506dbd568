import Foundation
import XCTest

/// Every command explains itself with an example.
final class HelpTests: XCTestCase {
    func testEveryCommandsHelpHasAnExample() throws {
        for command in ["list", "render", "still", "filmstrip", "trace", "curves"] {
            let result = try CLI.zoetrope("help", command)
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("Example: zoetrope \(command)"), "\(command):\n\(result.stdout)")
        }
        let overview = try CLI.zoetrope("--help")
        for command in ["filmstrip", "trace", "curves"] { XCTAssertTrue(overview.stdout.contains(command)) }
    }

    func testMissingArgumentsAreOneLine() throws {
        for arguments in [["still", "clock", "-o", "x.png"], ["filmstrip", "clock"], ["trace"], ["curves", "--fps", "3"]] {
            let result = try CLI.run(CLI.zoetrope, arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("zoetrope: error: "), result.stderr)
        }
    }
}
