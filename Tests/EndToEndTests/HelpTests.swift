import Foundation
import XCTest
import ZoetropeTestSupport

/// Every command explains itself with an example.
final class HelpTests: XCTestCase {
    func testEveryCommandsHelpHasAnExample() throws {
        for command in ["list", "render", "still", "filmstrip", "trace", "curves", "review"] {
            let result = try CLI.zoetrope("help", command)
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("Example: zoetrope \(command)"), "\(command):\n\(result.stdout)")
        }
        let overview = try CLI.zoetrope("--help")
        for command in ["filmstrip", "trace", "curves", "review"] { XCTAssertTrue(overview.stdout.contains(command)) }
        XCTAssertFalse(overview.stdout.contains("review-capture"), "the builds' own protocol is not a command people run")
        let review = try CLI.zoetrope("review", "--help")
        for option in ["<base>", "<head>", "--scene", "--shard", "--json", "--output"] {
            XCTAssertTrue(review.stdout.contains(option), "review --help names \(option):\n\(review.stdout)")
        }
    }

    /// `zoetrope --version` says which Zoetrope; a package's own tool (any executable calling
    /// `ZoetropeCommand.main`) names itself after its executable in usage, help, examples (with
    /// its own first scene) and error lines. The built tool, copied under another name, stands in
    /// for a package's executable.
    func testTheToolNamesItselfAfterItsExecutable() throws {
        let version = try CLI.zoetrope("--version")
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.range(of: #"^\d+\.\d+\.\d+"#, options: .regularExpression) != nil, version.stdout)

        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let tool = folder.appendingPathComponent("my-animations")
        try FileManager.default.copyItem(at: CLI.zoetrope, to: tool)
        let help = try CLI.run(tool, ["--help"])
        XCTAssertTrue(help.stdout.contains("USAGE: my-animations <subcommand>"), help.stdout)
        XCTAssertTrue(help.stdout.contains("Example: my-animations render city-guide -o demo.mp4"), "its first scene: \(help.stdout)")
        XCTAssertFalse(help.stdout.contains("zoetrope "), help.stdout)
        let render = try CLI.run(tool, ["help", "render"])
        XCTAssertTrue(render.stdout.contains("Example: my-animations render city-guide"), render.stdout)
        let error = try CLI.run(tool, ["still", "nope", "--at", "0", "-o", "x.png"])
        XCTAssertEqual(error.status, 64)
        XCTAssertTrue(error.stderr.hasPrefix("my-animations: error: unknown scene 'nope'"), error.stderr)
        let named = try CLI.run(tool, ["--version"])
        XCTAssertEqual(named.stdout.trimmingCharacters(in: .whitespacesAndNewlines),
                       "my-animations, built with Zoetrope " + version.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
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
