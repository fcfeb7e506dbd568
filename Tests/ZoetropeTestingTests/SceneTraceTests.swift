import XCTest
import Zoetrope
import ZoetropeTesting

final class SceneTraceTests: XCTestCase {
    /// The square's x is 10 + 40 t and the gauge's level t (both linear over 1 s).
    private func expectedTrace(fps: Int, frames: Int) -> String {
        var lines = ["# sliding-square: \(fps) fps, \(frames) frames"]
        for frame in 0..<frames {
            let t = Double(frame) / Double(fps)
            let time = String(format: "%.3f", t)
            lines.append("t=\(time) square position=(\(String(format: "%.2f", 10 + 40 * t)), 24.00) opacity=1.00")
            lines.append("t=\(time) gauge position=(32.00, 44.00) opacity=1.00 level=\(String(format: "%.2f", t))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testTraceHasOneLinePerFramePerNamedLayerWithCustomProperties() throws {
        let text = try SceneTrace(fps: 4).text(of: SlidingSquareScene())
        XCTAssertEqual(text, expectedTrace(fps: 4, frames: 4))
    }

    func testTraceUsesTheScenesFrameRateByDefault() throws {
        let text = try SceneTrace().text(of: SlidingSquareScene())
        XCTAssertEqual(text, expectedTrace(fps: 10, frames: 10))
    }

    func testChosenLayersAndKeyPaths() throws {
        let text = try SceneTrace(layers: ["gauge", "missing"], properties: ["level", "bounds.size.width", "nothing"], fps: 2,
                                  decimals: 1).text(of: SlidingSquareScene())
        XCTAssertEqual(text, """
            # sliding-square: 2 fps, 2 frames
            t=0.000 gauge level=0.0 bounds.size.width=64.0 nothing=absent
            t=0.000 missing absent
            t=0.500 gauge level=0.5 bounds.size.width=64.0 nothing=absent
            t=0.500 missing absent

            """)
    }

    func testFailingScriptAndBadSettingsThrow() {
        XCTAssertThrowsError(try SceneTrace().text(of: BrokenScene())) { error in
            XCTAssertTrue("\(error)".contains("duration is -1.0"), "\(error)")
        }
        XCTAssertThrowsError(try SceneTrace(fps: 0).text(of: SlidingSquareScene()))
        XCTAssertThrowsError(try SceneTrace(decimals: -1).text(of: SlidingSquareScene()))
    }

    func testChangedTraceValueFailsWithADiffShowingTheLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let reference = directory.file("trace.txt")
        let verifier = SnapshotVerifier(recordMode: .missing)
        XCTAssertEqual(verifier.verify(text: try SceneTrace(fps: 4).text(of: SlidingSquareScene()), reference: reference),
                       .recorded(reference: reference, reason: .missing))

        let changed = try SceneTrace(fps: 4).text(of: SlidingSquareScene(finalLevel: 2))
        let outcome = verifier.verify(text: changed, reference: reference)
        guard case let .mismatched(_, actual, nil, details) = outcome else { return XCTFail("expected a mismatch, got \(outcome)") }
        XCTAssertEqual(actual, directory.file("trace.actual.txt"))
        XCTAssertEqual(try String(contentsOf: actual, encoding: .utf8), changed)
        // Lines 5, 7 and 9 hold the gauge at t = 0.25, 0.5, 0.75; line 3 (t = 0) is unchanged.
        // A unified diff (longest common subsequence, removals before additions, 2 lines of
        // context): the gauge lines at t = 0.25, 0.5, 0.75 (reference lines 5, 7, 9) changed.
        XCTAssertEqual(details, """
            @@ reference line 3, actual line 3 @@
              t=0.000 gauge position=(32.00, 44.00) opacity=1.00 level=0.00
              t=0.250 square position=(20.00, 24.00) opacity=1.00
            - t=0.250 gauge position=(32.00, 44.00) opacity=1.00 level=0.25
            + t=0.250 gauge position=(32.00, 44.00) opacity=1.00 level=0.50
              t=0.500 square position=(30.00, 24.00) opacity=1.00
            - t=0.500 gauge position=(32.00, 44.00) opacity=1.00 level=0.50
            + t=0.500 gauge position=(32.00, 44.00) opacity=1.00 level=1.00
              t=0.750 square position=(40.00, 24.00) opacity=1.00
            - t=0.750 gauge position=(32.00, 44.00) opacity=1.00 level=0.75
            + t=0.750 gauge position=(32.00, 44.00) opacity=1.00 level=1.50
            """)
        XCTAssertTrue(try XCTUnwrap(outcome.failureMessage).contains(details))
    }
}
