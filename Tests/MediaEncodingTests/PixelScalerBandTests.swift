import CFFmpeg
import XCTest
@testable import MediaEncoding

/// The parallel, banded BGRA → YUV conversion must give exactly the bytes of one whole-frame pass.
final class PixelScalerBandTests: XCTestCase {
    func testBandsConvertToTheSameBytesAsOnePass() throws {
        let (width, height) = (322, 262)
        let source = try MediaFrame(width: width, height: height, format: AV_PIX_FMT_BGRA)
        let (base, stride) = source.firstPlane
        for y in 0..<height {
            for x in 0..<width {
                let pixel = base + y * stride + 4 * x
                // A sharp diagonal colour edge plus gradients, so chroma rows differ everywhere.
                pixel[0] = UInt8((x * 7 + y * 3) & 0xFF)
                pixel[1] = x > y ? 220 : 30
                pixel[2] = UInt8((y * 5) & 0xFF)
                pixel[3] = 255
            }
        }
        for format in [AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV444P] {
            let whole = try convert(source, width: width, height: height, format: format, bands: 1)
            let banded = try convert(source, width: width, height: height, format: format, bands: 4)
            XCTAssertEqual(whole, banded, "format \(format.rawValue)")
        }
    }

    private func convert(_ source: MediaFrame, width: Int, height: Int, format: AVPixelFormat, bands: Int) throws -> [[UInt8]] {
        let destination = try MediaFrame(width: width, height: height, format: format)
        let (base, stride) = source.firstPlane
        try PixelScaler(width: width, height: height, destination: format, bandCount: bands)
            .scale(base, bytesPerRow: stride, into: destination)
        let frame = destination.frame.pointee
        let chromaRows = format == AV_PIX_FMT_YUV420P ? (height + 1) / 2 : height
        let chromaWidth = format == AV_PIX_FMT_YUV420P ? (width + 1) / 2 : width
        func plane(_ data: UnsafeMutablePointer<UInt8>?, _ linesize: Int32, rows: Int, columns: Int) -> [UInt8] {
            (0..<rows).flatMap { row in Array(UnsafeBufferPointer(start: data! + row * Int(linesize), count: columns)) }
        }
        return [plane(frame.data.0, frame.linesize.0, rows: height, columns: width),
                plane(frame.data.1, frame.linesize.1, rows: chromaRows, columns: chromaWidth),
                plane(frame.data.2, frame.linesize.2, rows: chromaRows, columns: chromaWidth)]
    }
}
