import CairoRendering
import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

final class SceneSnapshotVerificationTests: XCTestCase {
    private var directory: TemporaryFolder!

    override func setUpWithError() throws { directory = try TemporaryFolder() }
    override func tearDown() { directory.remove() }

    private let verifier = SnapshotVerifier(recordMode: .missing)

    func testFirstRunRecordsEveryFrameAndTheSecondMatches() throws {
        let snapshot = SceneSnapshot(times: [0, 0.5, 0.9], name: "square")
        XCTAssertEqual(snapshot.referenceFileNames(testName: "t"), ["t.square.0.000.png", "t.square.0.500.png", "t.square.0.900.png"])
        let first = snapshot.verify(SlidingSquareScene(), in: directory.url, testName: "t", verifier: verifier)
        XCTAssertEqual(first, snapshot.referenceFileNames(testName: "t").map {
            .recorded(reference: directory.file($0), reason: .missing)
        })
        let recorded = try RGBAImage(contentsOfPNG: directory.file("t.square.0.500.png"))
        XCTAssertEqual(recorded, try SnapshotRenderer.frames(of: SlidingSquareScene(), at: [0.5])[0])
        let second = snapshot.verify(SlidingSquareScene(), in: directory.url, testName: "t", verifier: verifier)
        XCTAssertEqual(second, snapshot.referenceFileNames(testName: "t").map { .matched(reference: directory.file($0)) })
    }

    func testAChangedSceneFailsEveryFrameItChanges() throws {
        let snapshot = SceneSnapshot(times: [0, 0.5])
        _ = snapshot.verify(SlidingSquareScene(), in: directory.url, testName: "t", verifier: verifier)
        let outcomes = snapshot.verify(SlidingSquareScene(squareColor: Color(hex: 0xFF9F0A)), in: directory.url,
                                       testName: "t", verifier: verifier)
        XCTAssertEqual(outcomes.count, 2)
        for (outcome, time) in zip(outcomes, ["0.000", "0.500"]) {
            guard case let .mismatched(_, actual, diff, _) = outcome else { return XCTFail("expected a mismatch, got \(outcome)") }
            XCTAssertEqual(actual, directory.file("t.\(time).actual.png"))
            XCTAssertEqual(diff, directory.file("t.\(time).diff.png"))
        }
    }

    func testBadRequestsFailWithAReason() {
        let scene = SlidingSquareScene()
        XCTAssertEqual(SceneSnapshot(times: []).verify(scene, in: directory.url, testName: "t", verifier: verifier),
                       [.failed("invalid snapshot request: no times to snapshot")])
        XCTAssertEqual(SceneSnapshot(times: [0.5, 0.5001]).verify(scene, in: directory.url, testName: "t", verifier: verifier),
                       [.failed("two snapshots of one assertion would share the reference file t.0.500.png")])
        let broken = SceneSnapshot(times: [0]).verify(BrokenScene(), in: directory.url, testName: "t", verifier: verifier)
        guard case .failed(let message) = broken.first else { return XCTFail("expected a failure, got \(broken)") }
        XCTAssertTrue(message.hasPrefix("Could not render broken for the snapshot"), message)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path), [], "nothing recorded")
    }

    /// The XCTest path of the assertion: a matching frame reports nothing.
    func testAssertSnapshotPassesAgainstAMatchingReference() throws {
        _ = SceneSnapshot(times: [0.5]).verify(SlidingSquareScene(), in: directory.url, testName: "xctest", verifier: verifier)
        assertSnapshot(of: SlidingSquareScene(), at: [0.5], record: .missing, snapshotDirectory: directory.url.path,
                       testName: "xctest()")
    }
}
