import CairoRendering
import XCTest
import ZoetropeUIKit

/// `snapshotView(afterScreenUpdates:)` as UIKit documents it: "a new view object based on a
/// snapshot of the current view's rendered contents", "not updated to reflect animations that
/// are scheduled or in progress", a stand-in to animate in the view's place.
final class IOSSnapshotViewTests: XCTestCase {
    private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    private func isColor(_ pixel: Pixel, _ r: UInt8, _ g: UInt8, _ b: UInt8, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual([pixel.r, pixel.g, pixel.b], [r, g, b], file: file, line: line)
    }

    /// Where two pictures first differ, if they do.
    private func firstDifference(_ first: RGBAImage, _ second: RGBAImage) -> String? {
        guard first.width == second.width, first.height == second.height else { return "sizes differ" }
        for y in 0..<first.height {
            for x in 0..<first.width where first.pixel(x: x, y: y) != second.pixel(x: x, y: y) { return "(\(x), \(y))" }
        }
        return nil
    }

    /// The picture is the card's still just before the snapshot (0.45 s), 120 points to the right,
    /// pixel for pixel, and stays so after the card turns green with a yellow badge.
    func testThePictureIsTheViewAsItWasAndStaysSoWhenTheViewChanges() throws {
        let stills = try Scrubber(scene: IOSSnapshotSlideScene()).stills(at: [0.45, 0.75, 0.95]).map { $0.rgbaImage() }
        let before = stills[0]
        for after in stills.dropFirst() {
            for y in 0..<100 {
                for x in 0..<100 where after.pixel(x: x + 120, y: y) != before.pixel(x: x, y: y) {
                    return XCTFail("the picture differs from the card as it was at (\(x), \(y))")
                }
            }
            isColor(after.pixel(x: 145, y: 35), 255, 0, 0)
            isColor(after.pixel(x: 155, y: 45), 0, 0, 255)
            isColor(after.pixel(x: 25, y: 35), 0, 255, 0)
            isColor(after.pixel(x: 35, y: 45), 255, 255, 0)
        }
        isColor(before.pixel(x: 35, y: 45), 0, 0, 255)
    }

    /// From 1 s the snapshot slides back 120 points in 1 s with the block's default curve
    /// (ease-in-ease-out): at 1.25 s its centre is 170 − 120 · y(0.25); at 2 s it covers the
    /// changed card exactly, so the frame shows the card as it was at 0.5 s.
    func testTheSnapshotAnimatesLikeAnyViewAlongTheBlocksCurve() throws {
        let scrubber = Scrubber(scene: IOSSnapshotSlideScene())
        let eased = ReferenceCurves.value(ReferenceCurves.easeInEaseOut, at: 0.25)
        let expectedX = 170 - 120 * eased
        let snapshot = try XCTUnwrap(scrubber.tree(at: 1.25).sublayer(named: "snapshot"))
        XCTAssertEqual(snapshot.position.x, expectedX, accuracy: 1e-4, "within the curve solver's precision")
        XCTAssertEqual(snapshot.position.y, 50)
        let quarter = try scrubber.still(at: 1.25).rgbaImage()
        let left = Int((expectedX - 30).rounded())
        isColor(quarter.pixel(x: left + 2, y: 32), 255, 0, 0)
        isColor(quarter.pixel(x: left + 58, y: 32), 255, 0, 0)
        XCTAssertNotEqual(quarter.pixel(x: left + 62, y: 32).g, 0, "right of the snapshot: the background or the green card")
        let end = try scrubber.still(at: 2).rgbaImage()
        let start = try Scrubber(scene: IOSSnapshotSlideScene()).still(at: 0.45).rgbaImage()
        XCTAssertNil(firstDifference(end, start))
    }

    /// Frames stay a pure function of time: a still reached alone equals the one reached after others.
    func testAStillAloneEqualsTheSameStillPlayedTo() throws {
        let played = try Scrubber(scene: IOSSnapshotSlideScene()).stills(at: [0.45, 0.75, 1.25])
        let alone = try Scrubber(scene: IOSSnapshotSlideScene()).still(at: 1.25)
        XCTAssertNil(firstDifference(played[2].rgbaImage(), alone.rgbaImage()))
    }

    /// Before screen updates the snapshot is the presentation (the card a quarter of the way along
    /// its linear move, still red as the colour animation has just begun); after them it is the
    /// model (at its destination, blue, its dot where the pending layout puts it). Both are placed
    /// like the card they copy.
    func testBeforeScreenUpdatesThePresentationAfterThemTheModel() throws {
        let scene = IOSSnapshotStatesScene()
        let canvas = try Scrubber(scene: scene).still(at: 0.5).rgbaImage()
        XCTAssertEqual(scene.presentedFrame.minX, 20 + 100 * 0.25, accuracy: 1e-4, "a quarter along the linear move")
        XCTAssertEqual([scene.presentedFrame.minY, scene.presentedFrame.width, scene.presentedFrame.height], [55, 60, 40])
        XCTAssertEqual(scene.updatedFrame, CGRect(x: 120, y: 55, width: 60, height: 40))
        isColor(canvas.pixel(x: 75, y: 25), 255, 0, 0)
        isColor(canvas.pixel(x: 150, y: 125), 0, 0, 255)
        isColor(canvas.pixel(x: 50, y: 20), 0, 0, 0)
        isColor(canvas.pixel(x: 125, y: 120), 0, 0, 255)
        isColor(canvas.pixel(x: 165, y: 120), 0, 0, 0)
    }

    /// A replicator's instances are in the picture once: the snapshot's 40 rows below equal the
    /// strip's, three squares at x = 0, 20 and 40, none at 60.
    func testAReplicatorIsFrozenWithItsInstancesOnce() throws {
        let canvas = try Scrubber(scene: IOSSnapshotReplicatorScene()).still(at: 0.2).rgbaImage()
        for y in 0..<20 {
            for x in 0..<100 where canvas.pixel(x: x, y: y + 40) != canvas.pixel(x: x, y: y) {
                return XCTFail("the picture differs from the strip at (\(x), \(y))")
            }
        }
        for x in [5, 25, 45] { isColor(canvas.pixel(x: x, y: 50), 255, 0, 0) }
        for x in [15, 65, 85] { isColor(canvas.pixel(x: x, y: 50), 255, 255, 255) }
    }

    /// A label's text is part of the picture as it read: the snapshot 30 rows below shows
    /// "Hello" as the label did at 0.1 s, while the label itself now reads "World".
    func testALabelsTextIsFrozenAsItRead() throws {
        let stills = try Scrubber(scene: IOSSnapshotLabelScene()).stills(at: [0.1, 0.4]).map { $0.rgbaImage() }
        let (before, after) = (stills[0], stills[1])
        var changed = false
        for y in 0..<30 {
            for x in 0..<100 {
                if after.pixel(x: x, y: y + 30) != before.pixel(x: x, y: y) {
                    return XCTFail("the picture differs from the label as it was at (\(x), \(y))")
                }
                changed = changed || after.pixel(x: x, y: y) != before.pixel(x: x, y: y)
            }
        }
        XCTAssertTrue(changed, "the label itself shows its new text")
    }
}
