import CairoRendering
import Foundation
import MotionCore
import XCTest

final class CanvasTests: XCTestCase {
    func testPointSizeAndScaleGivePixelSize() throws {
        let canvas = try Canvas(size: Size(width: 100, height: 50), scale: 3)
        XCTAssertEqual(canvas.pixelWidth, 300)
        XCTAssertEqual(canvas.pixelHeight, 150)
        XCTAssertEqual(canvas.pointSize, Size(width: 100, height: 50))
        XCTAssertGreaterThanOrEqual(canvas.bytesPerRow, 4 * 300)
    }

    func testAbsurdSizesThrowBeforeAllocating() {
        let bad: [(Size, Double)] = [
            (Size(width: 100_000, height: 100_000), 1), (Size(width: 0, height: 10), 1), (Size(width: -5, height: 10), 1),
            (Size(width: .nan, height: 10), 1), (Size(width: .infinity, height: 10), 1), (Size(width: 10, height: 10), .nan),
            (Size(width: 10, height: 10), 0), (Size(width: 10, height: 10), -2), (Size(width: 6000, height: 10), 3),
            (Size(width: 16_384, height: 16_384), 1), (Size(width: 1e300, height: 1e300), 1),
        ]
        for (size, scale) in bad {
            XCTAssertThrowsError(try Canvas(size: size, scale: scale), "\(size) @\(scale)") { error in
                guard case CairoError.invalidSize = error else { return XCTFail("\(error)") }
            }
        }
        XCTAssertThrowsError(try Canvas(pixelWidth: Int.max, pixelHeight: 1))
    }

    func testBackgroundAndByteOrderAreBGRAPremultiplied() throws {
        let canvas = try Canvas(pixelWidth: 3, pixelHeight: 2, background: Color(red: 1, green: 0, blue: 0, alpha: 0.6))
        canvas.withPremultipliedBGRA { bytes, stride in
            XCTAssertEqual(Array(bytes[0..<4]), [0, 0, 153, 153])
            XCTAssertEqual(Array(bytes[stride + 8..<stride + 12]), [0, 0, 153, 153])
        }
        XCTAssertEqual(canvas.rgbaImage().pixel(x: 2, y: 1).r, 255)
    }

    func testPNGRoundTripKeepsPixels() throws {
        let canvas = try Canvas(pixelWidth: 16, pixelHeight: 8)
        let context = try canvas.makeContext()
        context.setFillColor(Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
        context.fill(Rect(x: 2, y: 1, width: 9, height: 5))
        let data = try canvas.pngData()
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(try RGBAImage(pngData: data), canvas.rgbaImage())
    }

    /// The preview's fast PNG (`BandedPNGEncoder`), read by Cairo's libpng reader (which checks
    /// every CRC and the zlib checksum), holds exactly the pixels of Cairo's PNG, translucent ones
    /// included: every alpha from 0 to 255 over every colour level, in two bands of rows.
    func testFastPNGHoldsTheSamePixelsAsCairosPNG() throws {
        let canvas = try Canvas(pixelWidth: 256, pixelHeight: 100)
        canvas.withMutablePremultipliedBGRA { bytes, stride in
            for y in 0..<100 {
                for x in 0..<256 {
                    let alpha = UInt8(x), level = UInt8((y * 4 + x) % 256)
                    let channel = Premultiplication.premultiply(level, alpha: alpha)
                    let offset = y * stride + 4 * x
                    bytes[offset] = channel; bytes[offset + 1] = Premultiplication.premultiply(255 - level, alpha: alpha)
                    bytes[offset + 2] = channel / 2; bytes[offset + 3] = alpha
                }
            }
        }
        let fast = try canvas.fastPNGData()
        XCTAssertEqual(Array(fast.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(try RGBAImage(pngData: fast), try RGBAImage(pngData: try canvas.pngData()))
        XCTAssertEqual(try RGBAImage(pngData: fast), canvas.rgbaImage())
    }

    func testPNGWriteAndReadFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let canvas = try Canvas(pixelWidth: 5, pixelHeight: 4, background: .blue)
        try canvas.writePNG(to: url)
        let read = try Canvas(contentsOfPNG: url, scale: 2)
        XCTAssertEqual(read.pixelWidth, 5)
        XCTAssertEqual(read.pointSize, Size(width: 2.5, height: 2))
        XCTAssertEqual(read.rgbaImage(), canvas.rgbaImage())
    }

    func testBadPNGInputThrowsClearErrors() {
        XCTAssertThrowsError(try RGBAImage(pngData: Data("not a png".utf8))) { error in
            guard case CairoError.imageDecoding = error else { return XCTFail("\(error)") }
        }
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0]  // 100000 × 100000
        XCTAssertThrowsError(try RGBAImage(pngData: Data(header))) { error in
            guard case CairoError.invalidSize = error else { return XCTFail("\(error)") }
        }
        let truncated = Data(header.prefix(16) + [0, 0, 0, 16, 0, 0, 0, 16, 8, 6, 0, 0, 0])  // 16 × 16, no data
        XCTAssertThrowsError(try RGBAImage(pngData: truncated)) { error in
            guard case CairoError.imageDecoding = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Canvas(contentsOfPNG: URL(fileURLWithPath: "/nonexistent/x.png")))
    }

    func testWritingIntoMissingFolderThrows() throws {
        let canvas = try Canvas(pixelWidth: 2, pixelHeight: 2)
        XCTAssertThrowsError(try canvas.writePNG(to: URL(fileURLWithPath: "/nonexistent-folder/x.png"))) { error in
            guard case CairoError.fileWrite = error else { return XCTFail("\(error)") }
        }
    }

    /// A borrowed canvas draws into the caller's memory, at its scale, and nowhere else.
    func testBorrowedCanvasDrawsIntoTheGivenMemory() throws {
        let bytesPerRow = Canvas.bytesPerRow(forWidth: 6)
        XCTAssertEqual(bytesPerRow, 24)
        var memory = [UInt8](repeating: 7, count: bytesPerRow * 4 + 5)
        try memory.withUnsafeMutableBytes { bytes in
            try Canvas.borrowing(bytes, pixelWidth: 6, pixelHeight: 4, scale: 2) { canvas in
                XCTAssertEqual(canvas.pointSize, Size(width: 3, height: 2))
                try canvas.clear(to: Color(red: 1, green: 0, blue: 0))
                let context = try canvas.makeContext()
                context.setFillColor(Color(red: 0, green: 0, blue: 1))
                context.fill(Rect(x: 1, y: 1, width: 1, height: 1))
            }
        }
        XCTAssertEqual(Array(memory[0..<4]), [0, 0, 255, 255], "red, as B, G, R, A")
        XCTAssertEqual(Array(memory[(2 * bytesPerRow + 8)..<(2 * bytesPerRow + 12)]), [255, 0, 0, 255], "the blue point at (2, 2)")
        XCTAssertEqual(Array(memory[(bytesPerRow * 4)...]), [7, 7, 7, 7, 7], "past the last row")
        try memory.withUnsafeMutableBytes { bytes in
            let short = UnsafeMutableRawBufferPointer(rebasing: bytes[..<(bytesPerRow * 4 - 1)])
            XCTAssertThrowsError(try Canvas.borrowing(short, pixelWidth: 6, pixelHeight: 4, scale: 1) { _ in })
        }
    }
}
