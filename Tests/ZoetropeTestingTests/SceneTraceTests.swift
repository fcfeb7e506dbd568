import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

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

    func testFrameKeyAndCustomPropertiesAfterChosenKeys() throws {
        let trace = SceneTrace(layers: ["gauge", "square"], properties: ["frame"], includesCustomProperties: true, decimals: 1)
        let settings = try RenderSettings(fps: 2).resolved(for: SlidingSquareScene())
        let recording = try trace.record(SlidingSquareScene(), settings: settings)
        XCTAssertEqual(recording.layerNames, ["gauge", "square"])
        XCTAssertEqual(recording.frames.map(\.time), [0, 0.5])
        let square = try XCTUnwrap(recording.frames[1].layers[1].properties)
        // The square (12×12, centred on its position) is at x = 10 + 40 · 0.5 = 30 at t = 0.5.
        XCTAssertEqual(square.map(\.key), ["frame"])
        XCTAssertEqual(square[0].value, .rect(Rect(x: 24, y: 18, width: 12, height: 12)))
        XCTAssertFalse(square[0].isCustom)
        let gauge = try XCTUnwrap(recording.frames[1].layers[0].properties)
        XCTAssertEqual(gauge.map(\.key), ["frame", "level"])
        XCTAssertEqual(gauge[1].value, .number(0.5))
        XCTAssertTrue(gauge[1].isCustom)
        XCTAssertEqual(try trace.text(of: recording.frames, sceneName: "s", fps: 2), """
            # s: 2 fps, 2 frames
            t=0.000 gauge frame=(0.0, 40.0, 64.0, 8.0) level=0.0
            t=0.000 square frame=(4.0, 18.0, 12.0, 12.0)
            t=0.500 gauge frame=(0.0, 40.0, 64.0, 8.0) level=0.5
            t=0.500 square frame=(24.0, 18.0, 12.0, 12.0)

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
        let directory = try TemporaryFolder()
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
