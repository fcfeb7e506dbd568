import CairoRendering
import XCTest
import Zoetrope
import ZoetropeTesting
import ZoetropeTestSupport

/// The image half of the verifier: tolerance, failure artifacts, recording.
final class SnapshotVerifierTests: XCTestCase {
    private var directory: TemporaryFolder!

    override func setUpWithError() throws { directory = try TemporaryFolder() }
    override func tearDown() { directory.remove() }

    /// 100×100 pixels: a horizontal grey ramp with a blue square at (30...49, 30...49).
    private func referenceImage() throws -> RGBAImage {
        var image = try RGBAImage(width: 100, height: 100, fill: (r: 0, g: 0, b: 0, a: 255))
        for y in 0..<100 {
            for x in 0..<100 {
                let grey = UInt8(40 + 2 * x)
                let inSquare = (30..<50).contains(x) && (30..<50).contains(y)
                image.setPixel(x: x, y: y, inSquare ? (r: 10, g: 132, b: 255, a: 255) : (r: grey, g: grey, b: grey, a: 255))
            }
        }
        return image
    }

    private func recordReference(_ image: RGBAImage, named name: String = "frame.png") -> URL {
        let url = directory.file(name)
        XCTAssertEqual(SnapshotVerifier(recordMode: .missing).verify(image, reference: url),
                       .recorded(reference: url, reason: .missing))
        return url
    }

    func testDifferencesWithinTolerancePass() throws {
        let reference = recordReference(try referenceImage())
        var actual = try referenceImage()
        // Every pixel off by the full per-pixel tolerance (8 levels)...
        for i in stride(from: 0, to: actual.pixels.count, by: 4) { actual.pixels[i] = actual.pixels[i] &+ 8 }
        // ...and 2 of 10 000 pixels (0.02 %, the allowed fraction) far off.
        actual.setPixel(x: 0, y: 0, (r: 255, g: 0, b: 0, a: 255))
        actual.setPixel(x: 99, y: 99, (r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(SnapshotVerifier(recordMode: .missing).verify(actual, reference: reference), .matched(reference: reference))
        XCTAssertFalse(FileManager.default.fileExists(atPath: SnapshotLocation.actualURL(forReference: reference).path))
    }

    /// A recoloured shape fails naming where and what became what: the blue square (#0A84FF),
    /// 36 levels lighter on every channel (#2EA8FF: red and green +36, blue already full).
    func testARecolouredShapeFailsNamingItsColoursAndRegion() throws {
        let reference = recordReference(try referenceImage())
        var actual = try referenceImage()
        for y in 30..<50 { for x in 30..<50 { actual.setPixel(x: x, y: y, (r: 46, g: 168, b: 255, a: 255)) } }
        guard case let .mismatched(_, _, _, details) = SnapshotVerifier(recordMode: .missing).verify(actual, reference: reference) else {
            return XCTFail("a 36-level change must fail")
        }
        XCTAssertTrue(details.hasSuffix("; region x 30–49, y 30–49: 400 pixels differ, 400 of them #0A84FF → #2EA8FF"), details)

        // Under the perceptual tolerance the criterion is named as it is applied: a colour distance.
        let perceptual = SnapshotVerifier(tolerance: .perceptual, recordMode: .missing).verify(actual, reference: reference)
        guard case let .mismatched(_, _, _, perceptualDetails) = perceptual else { return XCTFail("beyond ΔE 2.3") }
        XCTAssertTrue(perceptualDetails.hasPrefix("400 pixels (4.000 %, allowed 0.100 %) differ by more than ΔE*ab 2.3;"),
                      perceptualDetails)
        XCTAssertFalse(perceptualDetails.contains("levels"), perceptualDetails)
    }

    func testPixelChangeBeyondToleranceFailsAndWritesActualAndDiffImages() throws {
        let reference = recordReference(try referenceImage())
        var actual = try referenceImage()
        // The square moves one pixel right: columns 30 and 50 of rows 30..<50 change (40 pixels).
        for y in 30..<50 {
            actual.setPixel(x: 30, y: y, (r: 100, g: 100, b: 100, a: 255))
            actual.setPixel(x: 50, y: y, (r: 10, g: 132, b: 255, a: 255))
        }
        let outcome = SnapshotVerifier(recordMode: .missing).verify(actual, reference: reference)
        let actualURL = directory.file("frame.actual.png"), diffURL = directory.file("frame.diff.png")
        guard case let .mismatched(ref, actualPath, diffPath, details) = outcome else {
            return XCTFail("expected a mismatch, got \(outcome)")
        }
        XCTAssertEqual(ref, reference)
        XCTAssertEqual(actualPath, actualURL)
        XCTAssertEqual(diffPath, diffURL)
        XCTAssertTrue(details.hasPrefix("40 pixels (0.400 %, allowed 0.020 %) differ by more than 8 levels"), details)
        let message = try XCTUnwrap(outcome.failureMessage)
        XCTAssertTrue(message.contains(actualURL.path) && message.contains(diffURL.path), message)
        XCTAssertTrue(message.contains("SNAPSHOT_TESTING_RECORD=all"), message)

        XCTAssertEqual(try RGBAImage(contentsOfPNG: actualURL), actual)
        let diff = try RGBAImage(contentsOfPNG: diffURL)
        for y in 30..<50 {
            XCTAssertTrue(diff.pixel(x: 30, y: y) == (255, 0, 0, 255), "changed pixel (30, \(y)) is red")
            XCTAssertTrue(diff.pixel(x: 50, y: y) == (255, 0, 0, 255), "changed pixel (50, \(y)) is red")
        }
        let unchanged = diff.pixel(x: 40, y: 40)
        XCTAssertTrue(unchanged.r == unchanged.g && unchanged.g == unchanged.b, "unchanged pixels are grey")
        // The reference itself is untouched.
        XCTAssertEqual(try RGBAImage(contentsOfPNG: reference), try referenceImage())
    }

    func testAMatchingRunRemovesTheArtifactsOfAnEarlierFailure() throws {
        let reference = recordReference(try referenceImage())
        var changed = try referenceImage()
        for x in 0..<100 { changed.setPixel(x: x, y: 0, (r: 255, g: 255, b: 0, a: 255)) }
        XCTAssertFalse(SnapshotVerifier(recordMode: .missing).verify(changed, reference: reference).isSuccess)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.file("frame.diff.png").path))
        XCTAssertTrue(SnapshotVerifier(recordMode: .missing).verify(try referenceImage(), reference: reference).isSuccess)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.file("frame.actual.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.file("frame.diff.png").path))
    }

    func testMissingReferenceIsRecordedAndFailsOnlyThatRun() throws {
        let url = directory.file("nested/folder/new.png")
        let first = SnapshotVerifier(recordMode: .missing).verify(try referenceImage(), reference: url)
        XCTAssertEqual(first, .recorded(reference: url, reason: .missing))
        XCTAssertFalse(first.isSuccess)
        let message = try XCTUnwrap(first.failureMessage)
        XCTAssertTrue(message.contains("recorded \(url.path)"), message)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: url), try referenceImage())
        XCTAssertEqual(SnapshotVerifier(recordMode: .missing).verify(try referenceImage(), reference: url), .matched(reference: url))
    }

    func testRecordModeAllReRecordsAnExistingReference() throws {
        let reference = recordReference(try referenceImage())
        let replacement = try RGBAImage(width: 100, height: 100, fill: (r: 200, g: 30, b: 30, a: 255))
        let outcome = SnapshotVerifier(recordMode: .all).verify(replacement, reference: reference)
        XCTAssertEqual(outcome, .recorded(reference: reference, reason: .recordMode))
        XCTAssertTrue(try XCTUnwrap(outcome.failureMessage).contains("SNAPSHOT_TESTING_RECORD=all"))
        XCTAssertEqual(try RGBAImage(contentsOfPNG: reference), replacement)
        XCTAssertEqual(SnapshotVerifier(recordMode: .missing).verify(replacement, reference: reference), .matched(reference: reference))
    }

    func testRecordModeComesFromZoetropeRecord() {
        XCTAssertEqual(SnapshotRecordMode(environment: ["ZOETROPE_RECORD": "1"]), .all)
        XCTAssertEqual(SnapshotRecordMode(environment: ["ZOETROPE_RECORD": "TRUE"]), .all)
        XCTAssertEqual(SnapshotRecordMode(environment: ["ZOETROPE_RECORD": "0"]), .missing)
        XCTAssertEqual(SnapshotRecordMode(environment: [:]), .missing)
    }

    func testRecordModeFollowsSwiftSnapshotTestingsVariableFirst() {
        XCTAssertEqual(SnapshotRecordMode(environment: ["SNAPSHOT_TESTING_RECORD": "all"]), .all)
        XCTAssertEqual(SnapshotRecordMode(environment: ["SNAPSHOT_TESTING_RECORD": "never", "ZOETROPE_RECORD": "1"]), .never)
        XCTAssertEqual(SnapshotRecordMode(environment: ["SNAPSHOT_TESTING_RECORD": "missing"]), .missing)
        XCTAssertEqual(SnapshotRecordMode(environment: ["SNAPSHOT_TESTING_RECORD": "failed"]), .missing)
    }

    func testRecordModeNeverFailsForAMissingReferenceAndWritesNothing() throws {
        let reference = directory.url.appendingPathComponent("absent.png")
        let outcome = SnapshotVerifier(recordMode: .never).verify(try referenceImage(), reference: reference)
        guard case let .failed(message) = outcome else { return XCTFail("expected a failure, got \(outcome)") }
        XCTAssertTrue(message.contains("record mode is never"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
    }

    func testArtifactsGoUnderSnapshotArtifactsWhenSet() {
        let reference = URL(fileURLWithPath: "/repo/Tests/X/__Snapshots__/FooTests/testBar.0.500.png")
        XCTAssertEqual(SnapshotArtifacts.url(of: "actual", forReference: reference, environment: [:]).path,
                       "/repo/Tests/X/__Snapshots__/FooTests/testBar.0.500.actual.png")
        XCTAssertEqual(SnapshotArtifacts.url(of: "diff", forReference: reference, environment: ["SNAPSHOT_ARTIFACTS": "/ci/out"]).path,
                       "/ci/out/FooTests/testBar.0.500.diff.png")
        // A whole animation's frames keep their test file's folder too.
        let frame = URL(fileURLWithPath: "/repo/Tests/X/__Snapshots__/FooTests/testCircle.frames/0.250.png")
        XCTAssertEqual(SnapshotArtifacts.url(of: "actual", forReference: frame, environment: ["SNAPSHOT_ARTIFACTS": "/ci/out"]).path,
                       "/ci/out/FooTests/testCircle.frames/0.250.actual.png")
        // A reference outside __Snapshots__ (a snapshotDirectory of one's own) keeps its folder's name.
        let custom = URL(fileURLWithPath: "/refs/mine/testBar.png")
        XCTAssertEqual(SnapshotArtifacts.url(of: "diff", forReference: custom, environment: ["SNAPSHOT_ARTIFACTS": "/ci/out"]).path,
                       "/ci/out/mine/testBar.diff.png")
    }

    func testSizeChangeFailsAndWritesTheActualImage() throws {
        let reference = recordReference(try referenceImage())
        let smaller = try RGBAImage(width: 50, height: 100, fill: (r: 0, g: 0, b: 0, a: 255))
        let outcome = SnapshotVerifier(recordMode: .missing).verify(smaller, reference: reference)
        XCTAssertEqual(outcome, .mismatched(reference: reference, actual: directory.file("frame.actual.png"), diff: nil,
                                            details: "size differs: reference 100×100 pixels, actual 50×100"))
        XCTAssertEqual(try RGBAImage(contentsOfPNG: directory.file("frame.actual.png")), smaller)
    }

    func testUnreadableReferenceFailsWithTheReason() throws {
        let url = directory.file("broken.png")
        try Data("not a png".utf8).write(to: url)
        let outcome = SnapshotVerifier(recordMode: .missing).verify(try referenceImage(), reference: url)
        guard case .failed(let message) = outcome else { return XCTFail("expected a failure, got \(outcome)") }
        XCTAssertTrue(message.hasPrefix("Could not compare with \(url.path)"), message)
    }

    func testOutOfRangeToleranceFails() throws {
        let tolerance = SnapshotTolerance(pixelTolerance: 300, precision: 1, perceptualPrecision: 0)
        let outcome = SnapshotVerifier(tolerance: tolerance, recordMode: .missing).verify(try referenceImage(), reference: directory.file("x.png"))
        XCTAssertEqual(outcome, .failed("invalid snapshot tolerance: pixelTolerance must be in 0...255 (got 300)"))
    }
}
