import CairoRendering
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine
import ZoetropeTestSupport

/// The library entry point, in process: exit statuses and written files.
final class ZoetropeCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-cli") }

    private func run(_ arguments: String...) -> Int32 { ZoetropeCommand.run(arguments: arguments, scenes: [GaugeScene.self]) }

    func testBadArgumentsExitNonZeroAndWriteNothing() {
        let output = directory.appendingPathComponent("x.png").path
        XCTAssertEqual(run("curves", "bogus", "-o", output), 64)
        XCTAssertEqual(run("curves", "linear"), 64, "neither -o nor --csv")
        XCTAssertEqual(run("filmstrip", "gauge", "-o", directory.appendingPathComponent("x.gif").path), 64)
        // Unknown names and values out of range are usage errors too (64); 1 is for failures while working.
        XCTAssertEqual(run("filmstrip", "nope", "-o", output), 64)
        XCTAssertEqual(run("filmstrip", "gauge", "--frames", "0", "-o", output), 64)
        XCTAssertEqual(run("trace", "gauge", "--layer", "needle"), 64)
        XCTAssertEqual(run("filmstrip", "gauge", "-o", directory.appendingPathComponent("missing/x.png").path), 1)
        XCTAssertEqual(run("no-such-command"), 64)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testFilmstripPNGHasTheLayoutsSizeAtTheScale() throws {
        let output = directory.appendingPathComponent("strip.png")
        XCTAssertEqual(run("filmstrip", "gauge", "--frames", "5", "--columns", "3", "--width", "50", "--scale", "2",
                           "-o", output.path), 0)
        let layout = try FilmstripLayout(count: 5, columns: 3, start: 0, end: 2, thumbnailSize: Size(width: 50, height: 50))
        let image = try RGBAImage(contentsOfPNG: output)
        XCTAssertEqual(image.width, Int(layout.size.width * 2))
        XCTAssertEqual(image.height, Int(layout.size.height * 2))
    }

    func testVectorOutputs() throws {
        let svg = directory.appendingPathComponent("curves.svg"), pdf = directory.appendingPathComponent("strip.pdf")
        XCTAssertEqual(run("curves", "easeIn", "spring(duration=0.4,bounce=0.2)", "-o", svg.path), 0)
        XCTAssertEqual(run("filmstrip", "gauge", "-o", pdf.path), 0)
        XCTAssertTrue(try String(contentsOf: svg, encoding: .utf8).contains("<svg"))
        XCTAssertEqual(try Data(contentsOf: pdf).prefix(5), Data("%PDF-".utf8))
    }
}
