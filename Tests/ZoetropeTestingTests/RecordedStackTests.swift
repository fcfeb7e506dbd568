import CairoRendering
import XCTest
@testable import ZoetropeTesting
import ZoetropeTestSupport

/// References record the rendering stack they were made with (`.rendering-stack` beside them),
/// and a failure on another stack names the difference first.
final class RecordedStackTests: XCTestCase {
    private func square(colour: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) throws -> RGBAImage {
        var image = try RGBAImage(width: 40, height: 30, fill: (r: 255, g: 255, b: 255, a: 255))
        for y in 10..<20 { for x in 10..<20 { image.setPixel(x: x, y: y, colour) } }
        return image
    }

    func testAFailureOnAnotherStackSaysSoFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.file("frame.png")
        let verifier = SnapshotVerifier(recordMode: .missing)
        XCTAssertEqual(verifier.verify(try square(colour: (10, 132, 255, 255)), reference: reference),
                       .recorded(reference: reference, reason: .missing))
        let stackFile = folder.file(".rendering-stack")
        let recorded = try String(contentsOf: stackFile, encoding: .utf8)
        let running = RenderingStack.current
        XCTAssertEqual(recorded, running.text)
        for name in ["Cairo", "Pango", "HarfBuzz", "FreeType", "fontconfig", "librsvg", "FFmpeg", "font Inter"] {
            XCTAssertTrue(running.components.contains { $0.name == name && !$0.version.isEmpty && $0.version != "not found" }, name)
        }
        XCTAssertTrue(recorded.contains("font Inter: Inter-Regular.otf, 258992 bytes"), recorded)

        // Same stack: a failure is the comparison alone.
        let changed = try square(colour: (255, 55, 95, 255))
        guard case let .mismatched(_, _, _, sameStack) = verifier.verify(changed, reference: reference) else { return XCTFail() }
        XCTAssertTrue(sameStack.hasPrefix("100 pixels"), sameStack)

        // Recorded with another Pango (faked): the failure says so before anything else.
        let pango = try XCTUnwrap(running.components.first { $0.name == "Pango" }?.version)
        try recorded.replacingOccurrences(of: "Pango: \(pango)", with: "Pango: 1.0.0").write(to: stackFile, atomically: true, encoding: .utf8)
        guard case let .mismatched(_, _, _, otherStack) = verifier.verify(changed, reference: reference) else { return XCTFail() }
        XCTAssertTrue(otherStack.hasPrefix("Recorded with Pango 1.0.0, running \(pango): re-record on this stack"), otherStack)
        XCTAssertTrue(otherStack.contains("The comparison: 100 pixels"), otherStack)
        // A match is a match whatever the stack.
        XCTAssertEqual(verifier.verify(try square(colour: (10, 132, 255, 255)), reference: reference), .matched(reference: reference))
    }
}
