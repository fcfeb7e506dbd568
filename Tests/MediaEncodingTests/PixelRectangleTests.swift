import MediaEncoding
import XCTest

/// `PixelRectangle.changed`: the bounding box of the differing pixels, whatever byte of a pixel
/// differs, with the bytes past each row's pixels ignored.
final class PixelRectangleTests: XCTestCase {
    /// A 7×5 frame of 4-byte pixels in rows of 32 bytes (one pixel's worth of padding), every
    /// byte a different value.
    private let width = 7, height = 5, bytesPerRow = 32
    private lazy var frame: [UInt8] = (0..<(bytesPerRow * height)).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }

    private func changed(_ old: [UInt8], _ new: [UInt8]) -> PixelRectangle? {
        old.withUnsafeBytes { a in
            new.withUnsafeBytes { b in
                PixelRectangle.changed(from: a.baseAddress!, to: b.baseAddress!, width: width, height: height,
                                       bytesPerPixel: 4, bytesPerRow: bytesPerRow)
            }
        }
    }

    private func byte(x: Int, y: Int, channel: Int) -> Int { y * bytesPerRow + 4 * x + channel }

    func testEqualFramesHaveNoChange() {
        XCTAssertNil(changed(frame, frame))
    }

    func testTheBoxSpansEveryChangedPixel() {
        var other = frame
        other[byte(x: 2, y: 1, channel: 3)] ^= 1   // pixel (2, 1), its last byte
        other[byte(x: 5, y: 3, channel: 0)] ^= 0x80 // pixel (5, 3), its first byte
        other[byte(x: 4, y: 2, channel: 1)] ^= 4   // inside the box already
        XCTAssertEqual(changed(frame, other), PixelRectangle(x: 2, y: 1, width: 4, height: 3))
    }

    func testTheFramesCornersAreReached() {
        var other = frame
        other[byte(x: 6, y: 4, channel: 3)] ^= 1
        XCTAssertEqual(changed(frame, other), PixelRectangle(x: 6, y: 4, width: 1, height: 1))
        other[byte(x: 0, y: 0, channel: 0)] ^= 1
        XCTAssertEqual(changed(frame, other), PixelRectangle(x: 0, y: 0, width: 7, height: 5))
    }

    /// A later row that differs only inside the box found so far leaves it as it is; one that
    /// differs further left widens it.
    func testLaterRowsWidenTheBoxOnlyWhereTheyDifferOutsideIt() {
        var other = frame
        other[byte(x: 3, y: 0, channel: 2)] ^= 1
        other[byte(x: 5, y: 0, channel: 2)] ^= 1
        other[byte(x: 4, y: 2, channel: 2)] ^= 1
        XCTAssertEqual(changed(frame, other), PixelRectangle(x: 3, y: 0, width: 3, height: 3))
        other[byte(x: 1, y: 3, channel: 0)] ^= 1
        XCTAssertEqual(changed(frame, other), PixelRectangle(x: 1, y: 0, width: 5, height: 4))
    }

    func testPaddingPastTheRowsIsNotCompared() {
        var other = frame
        for y in 0..<height { other[y * bytesPerRow + 4 * width] ^= 0xFF }
        XCTAssertNil(changed(frame, other))
    }
}
