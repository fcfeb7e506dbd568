import CFFmpeg
import XCTest
@testable import MediaEncoding

/// BGRA writers (GIF, WebP) hand opaque frames to FFmpeg without copying them: the frame reads
/// the pixels' own memory, read-only, and keeps it alive as long as FFmpeg holds a reference.
final class SharedFrameTests: XCTestCase {
    private func chart() -> PixelFrame { TestImages.frame(TestImages.colorChart(width: 12, height: 6)) }

    func testOpaqueBGRAFramesShareThePixelsAndOutliveThem() throws {
        let converter = try FrameConverter(width: 12, height: 6, paddedWidth: 12, paddedHeight: 6, pixelFormat: AV_PIX_FMT_BGRA,
                                           keepsAlpha: false, background: .black)
        let expected = chart()
        var converted: MediaFrame?
        do {
            let frame = chart()
            converted = try converter.convert(frame, pts: 7)
            frame.pixels.withUnsafeBufferPointer { pixels in
                XCTAssertEqual(UnsafeRawPointer(converted!.firstPlane.base), UnsafeRawPointer(pixels.baseAddress!), "no copy")
            }
        }
        // Another reference (as a filter or encoder takes one) outlives the frame it came from.
        let held = try MediaFrame()
        try held.reference(XCTUnwrap(converted))
        converted = nil
        XCTAssertEqual(av_frame_is_writable(held.frame), 0, "read-only: FFmpeg copies before writing")
        XCTAssertEqual(held.presentationTime, 7)
        let (base, stride) = held.firstPlane
        for y in 0..<6 {
            XCTAssertEqual(Array(UnsafeBufferPointer(start: base + y * stride, count: 48)),
                           Array(expected.pixels[y * expected.bytesPerRow..<y * expected.bytesPerRow + 48]), "row \(y)")
        }
    }

    func testTranslucentFramesAreStillCompositedIntoAFrameOfTheirOwn() throws {
        let converter = try FrameConverter(width: 12, height: 6, paddedWidth: 12, paddedHeight: 6, pixelFormat: AV_PIX_FMT_BGRA,
                                           keepsAlpha: false, background: .black)
        var image = TestImages.colorChart(width: 12, height: 6)
        image[2][3].a = 100
        let frame = TestImages.frame(image)
        let converted = try converter.convert(frame, pts: 0)
        frame.pixels.withUnsafeBufferPointer { pixels in
            XCTAssertNotEqual(UnsafeRawPointer(converted.firstPlane.base), UnsafeRawPointer(pixels.baseAddress!))
        }
        XCTAssertEqual(converted.firstPlane.base[2 * converted.firstPlane.stride + 3 * 4 + 3], 255, "composited: opaque")
    }
}
