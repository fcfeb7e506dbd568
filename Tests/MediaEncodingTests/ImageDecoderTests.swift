import Foundation
import MediaEncoding
import XCTest
import ZoetropeTestSupport

/// Still images decoded through FFmpeg, checked against FFmpeg's own command-line decode of the
/// same file (and against the source pixels for lossless formats).
final class ImageDecoderTests: XCTestCase {
    private let width = 96, height = 64

    /// Straight RGBA source pixels: colour ramps with an alpha ramp left to right.
    private func sourceRGBA() -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)), UInt8((x + y) * 2 % 256),
                           UInt8(64 + x * 191 / (width - 1))]
            }
        }
        return pixels
    }

    /// Encodes the source pixels with the ffmpeg CLI into `name` (its extension picks the format).
    private func encodeSource(_ name: String, in folder: URL, arguments: [String] = [], opaque: Bool = false) throws -> URL {
        let raw = folder.appendingPathComponent("source.rgba")
        var pixels = sourceRGBA()
        if opaque { for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 } }
        try Data(pixels).write(to: raw)
        let output = folder.appendingPathComponent(name)
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                                       "-i", raw.path] + arguments + ["-frames:v", "1", output.path])
        return output
    }

    /// Our decode as RGBA, for comparison with FFmpeg's.
    private func decodedRGBA(_ url: URL) throws -> (picture: DecodedPicture, rgba: [UInt8]) {
        let picture = try ImageDecoder.decode(contentsOf: url)
        var rgba = picture.pixels
        for index in stride(from: 0, to: rgba.count, by: 4) { rgba.swapAt(index, index + 2) }
        return (picture, rgba)
    }

    private func ffmpegRGBA(_ url: URL) throws -> [UInt8] {
        [UInt8](try FFTools.run("ffmpeg", ["-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
    }

    func testPNGWithAlphaDecodesToTheSourcePixels() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let (picture, rgba) = try decodedRGBA(try encodeSource("image.png", in: folder))
        XCTAssertEqual(picture.width, width)
        XCTAssertEqual(picture.height, height)
        XCTAssertTrue(picture.hasAlpha)
        XCTAssertEqual(psnr(rgba, sourceRGBA()), .infinity, "PNG is lossless, alpha straight")
    }

    func testJPEGMatchesFFmpegsDecodeWithItsMatrixAndRange() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let url = try encodeSource("photo.jpg", in: folder, arguments: ["-q:v", "2"], opaque: true)
        let (picture, rgba) = try decodedRGBA(url)
        XCTAssertFalse(picture.hasAlpha)
        let reference = try ffmpegRGBA(url)
        XCTAssertGreaterThanOrEqual(psnr(rgba, reference), 35)
        // A limited-range reading of full-range JPEG data would stretch the ramps: black and
        // white ends must stay where the source put them.
        var source = sourceRGBA()
        for index in stride(from: 3, to: source.count, by: 4) { source[index] = 255 }
        XCTAssertGreaterThanOrEqual(psnr(rgba, source), 30)
    }

    func testLosslessWebPWithAlphaDecodesToTheSourcePixels() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let url = try encodeSource("image.webp", in: folder, arguments: ["-c:v", "libwebp", "-lossless", "1"])
        let (picture, rgba) = try decodedRGBA(url)
        XCTAssertTrue(picture.hasAlpha)
        XCTAssertGreaterThanOrEqual(psnr(rgba, sourceRGBA()), 40)
    }

    func testLossyWebPMatchesFFmpegsDecode() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let url = try encodeSource("image.webp", in: folder, arguments: ["-c:v", "libwebp", "-quality", "90"], opaque: true)
        XCTAssertGreaterThanOrEqual(psnr(try decodedRGBA(url).rgba, try ffmpegRGBA(url)), 35)
    }

    func testGIFGivesItsFirstFrame() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let url = folder.appendingPathComponent("animated.gif")
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=96x64:rate=10", "-frames:v", "5", url.path])
        let first = folder.appendingPathComponent("first.png")
        _ = try FFTools.run("ffmpeg", ["-v", "error", "-i", url.path, "-frames:v", "1", first.path])
        XCTAssertEqual(psnr(try decodedRGBA(url).rgba, try ffmpegRGBA(first)), .infinity)
    }

    func testFormatIsToldFromTheBytesNotTheName() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let jpeg = try encodeSource("photo.jpg", in: folder, opaque: true)
        let misnamed = folder.appendingPathComponent("photo.png")
        try FileManager.default.copyItem(at: jpeg, to: misnamed)
        XCTAssertEqual(try decodedRGBA(misnamed).rgba, try decodedRGBA(jpeg).rgba)
    }

    func testEXIFOrientationIsApplied() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let jpeg = try Data(contentsOf: try encodeSource("photo.jpg", in: folder, arguments: ["-q:v", "2"], opaque: true))
        for orientation in [3, 6, 8] {
            let url = folder.appendingPathComponent("oriented-\(orientation).jpg")
            try Self.insertingOrientation(orientation, into: jpeg).write(to: url)
            let (picture, rgba) = try decodedRGBA(url)
            let quarterTurn = orientation != 3
            XCTAssertEqual(picture.width, quarterTurn ? height : width, "orientation \(orientation)")
            XCTAssertEqual(picture.height, quarterTurn ? width : height, "orientation \(orientation)")
            // FFmpeg's CLI turns pictures upright by the same tag (its display matrix).
            XCTAssertGreaterThanOrEqual(psnr(rgba, try ffmpegRGBA(url)), 35, "orientation \(orientation)")
        }
    }

    func testBadFilesAreErrorsNamingTheFile() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let png = try Data(contentsOf: try encodeSource("image.png", in: folder))
        let cases: [(String, Data)] = [("empty.png", Data()), ("noise.png", Data((0..<4000).map { UInt8(($0 * 7919) % 251) })),
                                       ("truncated.png", png.prefix(png.count / 3))]
        for (name, data) in cases {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            XCTAssertThrowsError(try ImageDecoder.decode(contentsOf: url), name) { error in
                XCTAssertTrue("\(error)".contains(url.path), "\(name): \(error)")
            }
        }
        let missing = folder.appendingPathComponent("missing.png")
        XCTAssertThrowsError(try ImageDecoder.decode(contentsOf: missing)) { XCTAssertTrue("\($0)".contains(missing.path)) }
    }

    /// A picture over the size limit is refused, naming the file and the limit, before it is decoded.
    func testOversizedImagesAreRefusedNamingTheFile() throws {
        let folder = try makeTemporaryFolder("media-tests")
        let url = try encodeSource("image.png", in: folder)
        for (limit, reason) in [(PictureSizeLimit(maximumSide: 10, maximumPixelCount: 1000), "limit of 10 pixels per side"),
                                (PictureSizeLimit(maximumSide: 1000, maximumPixelCount: 1000), "limit of 1000 pixels")] {
            XCTAssertThrowsError(try ImageDecoder.decode(contentsOf: url, sizeLimit: limit)) { error in
                XCTAssertEqual("\(error)", "\(url.path) is too large: \(width)×\(height) pixels exceeds the \(reason)")
            }
        }
        XCTAssertEqual(try ImageDecoder.decode(contentsOf: url, sizeLimit: PictureSizeLimit(maximumSide: 96, maximumPixelCount: 96 * 64)).width,
                       width, "a picture at the limit is decoded")
    }

    /// `jpeg` with an APP1 EXIF segment holding only the Orientation tag, right after SOI.
    static func insertingOrientation(_ orientation: Int, into jpeg: Data) -> Data {
        func little16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func little32(_ value: Int) -> [UInt8] { little16(value & 0xFFFF) + little16(value >> 16) }
        let tiff: [UInt8] = Array("II*\0".utf8) + little32(8) + little16(1)
            + little16(0x0112) + little16(3) + little32(1) + little16(orientation) + little16(0) + little32(0)
        let payload: [UInt8] = Array("Exif\0\0".utf8) + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }
}
