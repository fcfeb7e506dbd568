import CairoRendering
import Foundation
import XCTest
@testable import Zoetrope
import ZoetropeTestSupport

final class ExporterTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder("zoetrope-exporter") }

    func testFailedRenderKeepsExistingFileAndLeavesNoPartialFile() throws {
        let target = directory.appendingPathComponent("out.mp4")
        try Data("precious".utf8).write(to: target)
        let exporter = Exporter(scene: FailsHalfwayScene())
        XCTAssertThrowsError(try exporter.export(to: target.path)) { error in
            XCTAssertTrue("\(error)".contains("duration is nan"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: target), Data("precious".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.mp4"])
    }

    func testASpringCutBeforeItSettlesIsNotedOnceAcrossPasses() throws {
        final class Notes: ExportProgressObserver {
            var messages: [String] = []
            func exportDidProgress(_ event: ExportProgressEvent) {}
            func exportDidNote(_ message: String) { messages.append(message) }
        }
        let notes = Notes()
        let exporter = Exporter(scene: CutSpringScene())
        exporter.progress = notes
        try exporter.export(to: directory.appendingPathComponent("x.gif").path)   // two passes
        XCTAssertEqual(notes.messages.count, 1, "\(notes.messages)")
        XCTAssertTrue(notes.messages.first?.contains("stops after 0.25 s") == true, "\(notes.messages)")
    }

    func testCancelledRenderWritesNothing() throws {
        let exporter = Exporter(scene: MovingSquareScene())
        exporter.cancel()
        let target = directory.appendingPathComponent("x.gif")
        XCTAssertThrowsError(try exporter.export(to: target.path)) { XCTAssertEqual($0 as? ExportError, .cancelled) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testUnknownExtensionAndMissingFolderAreClearErrors() {
        let exporter = Exporter(scene: MovingSquareScene())
        XCTAssertThrowsError(try exporter.export(to: directory.appendingPathComponent("x.avi").path)) {
            XCTAssertTrue("\($0)".contains(".avi"), "\($0)")
        }
        XCTAssertThrowsError(try exporter.export(to: directory.appendingPathComponent("missing/x.mp4").path)) {
            XCTAssertTrue("\($0)".contains("does not exist"), "\($0)")
        }
    }

    func testStillShowsTheSquareWhereTheAnimationPutsIt() throws {
        // Linear motion from x = 8 to 56 over 1 s: at 0.5 s the centre is at x = 32.
        let canvas = try Exporter(scene: MovingSquareScene()).still(at: 0.5)
        let image = canvas.rgbaImage()
        XCTAssertEqual(image.pixel(x: 32, y: 24).r, 255)
        XCTAssertEqual(image.pixel(x: 32, y: 24).g, 0)
        XCTAssertEqual(image.pixel(x: 8, y: 24).g, 255, "the start position is background (white) by then")
    }

    func testFramesAreIdenticalAcrossRuns() throws {
        let a = try Exporter(scene: MovingSquareScene()).still(at: 0.3).rgbaImage()
        let b = try Exporter(scene: MovingSquareScene()).still(at: 0.3).rgbaImage()
        XCTAssertEqual(a, b)
    }
}
