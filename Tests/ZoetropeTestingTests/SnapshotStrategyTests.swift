import CairoRendering
import Foundation
import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// Strategies are pullbacks of the image and lines strategies, and the one verifier checks any
/// of them: references named after the test, a render failure worded by the strategy.
final class SnapshotStrategyTests: XCTestCase {
    private let verifier = SnapshotVerifier(recordMode: .missing)

    func testAPullbackVerifiesAsTheStrategyItComesFrom() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        // A colour snapshotted as an 8×8 square of it: a strategy of one's own.
        let swatch = SnapshotStrategy<RGBAImage, RGBAImage>.image(tolerance: .exact).pullback { (level: UInt8) in
            try RGBAImage(width: 8, height: 8, fill: (r: level, g: 0, b: 0, a: 255))
        }
        XCTAssertEqual(swatch.format.pathExtension, "png")
        let reference = directory.file(SnapshotLocation.fileName(testName: "t", name: "red", pathExtension: swatch.format.pathExtension))
        XCTAssertEqual(reference.lastPathComponent, "t.red.png")
        XCTAssertEqual(verifier.verify(200, as: swatch, reference: reference), .recorded(reference: reference, reason: .missing))
        XCTAssertEqual(verifier.verify(200, as: swatch, reference: reference), .matched(reference: reference))
        guard case .mismatched = verifier.verify(201, as: swatch, reference: reference) else { return XCTFail("exact tolerance") }
    }

    func testASceneFrameIsTheStillAndATraceIsText() throws {
        let frame = SnapshotStrategy<any Scene, RGBAImage>.frame(at: 0.5)
        XCTAssertEqual(try frame.snapshot(SlidingSquareScene()), try SnapshotRenderer.frames(of: SlidingSquareScene(), at: [0.5])[0])
        let trace = SnapshotStrategy<any Scene, String>.trace(layers: ["square"], properties: ["position.x"], fps: 2)
        XCTAssertEqual(trace.format.pathExtension, "txt")
        let text = try trace.snapshot(SlidingSquareScene())
        XCTAssertTrue(text.contains("t=0.500 square position.x=30.00\n"), text)
    }

    func testWhatCannotBeTakenFailsInTheStrategysWords() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let reference = directory.file("t.png")
        XCTAssertEqual(verifier.verify(BrokenScene() as any Scene, as: .frame(at: 0), reference: reference),
                       .failed("Could not render broken: the scene failed at t=0.0s: invalid animation timing: duration is -1.0; it must be >= 0"))
        guard case .failed(let message) = verifier.verify(Layer(), as: .image(), reference: reference) else { return XCTFail("empty layer") }
        XCTAssertTrue(message.hasPrefix("Could not render the layer: "), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path), "nothing recorded")
    }
}
