import CFFmpeg
import XCTest
@testable import MediaEncoding

/// Opaque frames skip compositing and translucent ones do not, whatever came before: every
/// converted frame equals the conversion of the same frame composited onto the background.
final class FrameConverterTests: XCTestCase {
    private let (width, height) = (18, 6)
    private let background = BackgroundColor(red: 40, green: 200, blue: 90)

    /// A colour chart with one pixel made translucent, or none.
    private func frame(translucentAt point: (x: Int, y: Int)?) -> PixelFrame {
        var image = TestImages.colorChart(width: width, height: height)
        if let point { image[point.y][point.x].a = 100 }
        return TestImages.frame(image)
    }

    private func converter() throws -> FrameConverter {
        try FrameConverter(width: width, height: height, paddedWidth: width, paddedHeight: height,
                           pixelFormat: AV_PIX_FMT_YUV420P, keepsAlpha: false, background: background, tagsBT709: true)
    }

    private func planes(of destination: MediaFrame) -> [UInt8] {
        let frame = destination.frame.pointee
        func plane(_ data: UnsafeMutablePointer<UInt8>?, _ linesize: Int32, rows: Int, columns: Int) -> [UInt8] {
            (0..<rows).flatMap { row in Array(UnsafeBufferPointer(start: data! + row * Int(linesize), count: columns)) }
        }
        return plane(frame.data.0, frame.linesize.0, rows: height, columns: width)
            + plane(frame.data.1, frame.linesize.1, rows: height / 2, columns: width / 2)
            + plane(frame.data.2, frame.linesize.2, rows: height / 2, columns: width / 2)
    }

    func testEveryFrameIsConvertedAsIfCompositedFirst() throws {
        // Translucent pixels in the eight-pixel groups and in the last, narrower columns.
        let sequence: [(x: Int, y: Int)?] = [nil, (3, 1), (17, 5), nil, nil, (16, 0), nil]
        let shared = try converter()
        for (index, point) in sequence.enumerated() {
            let frame = frame(translucentAt: point)
            let converted = try shared.convert(frame, pts: Int64(index))
            let got = planes(of: converted)
            shared.recycle(converted)
            // The reference: composite explicitly, then convert the opaque result with a fresh converter.
            let composited = PixelFrame(width: width, height: height, bytesPerRow: 4 * width,
                                        pixels: PixelConversion.composited(frame, over: background))
            let reference = try converter()
            XCTAssertEqual(got, planes(of: try reference.convert(composited, pts: 0)), "frame \(index), translucent at \(String(describing: point))")
        }
    }

    func testALentFrameIsNotReusedUntilRecycled() throws {
        let shared = try converter()
        let first = try shared.convert(frame(translucentAt: nil), pts: 0)
        let second = try shared.convert(frame(translucentAt: nil), pts: 1)
        XCTAssertFalse(first === second)
        shared.recycle(first)
        let third = try shared.convert(frame(translucentAt: nil), pts: 2)
        XCTAssertTrue(third === first)
        XCTAssertEqual(second.presentationTime, 1)
    }
}
