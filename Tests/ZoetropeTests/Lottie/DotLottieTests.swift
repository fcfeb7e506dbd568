import CairoRendering
import Foundation
import XCTest
@testable import Zoetrope
import ZoetropeTestSupport

/// dotLottie archives (`.lottie`): the manifest's animation drawn as its JSON is, version 1 and 2
/// folders, images from the archive, and hostile archives refused in one line within the limit.
final class DotLottieTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("zoetrope-dotlottie") }

    /// A red square moving right over frames 0–10 at 10 fps; `extra` layers before it (JSON).
    private func json(assets: String = "[]", extra: String = "") -> Data {
        Data(#"""
        {"v":"5.7.0","fr":10,"ip":0,"op":10,"w":100,"h":100,"assets":\#(assets),"layers":[\#(extra)
         {"ty":4,"nm":"square","ind":9,"ip":0,"op":10,"st":0,
          "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,20],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[90,20]}]}},
          "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
        """#.utf8)
    }

    private func still(_ url: URL, at time: Double) throws -> RGBAImage {
        try Scrubber(scene: LottieScene(contentsOf: url)).still(at: time).rgbaImage()
    }

    func testAnArchiveDrawsItsAnimationAsTheJSONDoes() throws {
        let plain = folder.appendingPathComponent("anim.json"), archive = folder.appendingPathComponent("anim.lottie")
        try json().write(to: plain)
        try DotLottieFixture.write(animation: json(), id: "square-moves", to: archive)
        let document = try LottieDocument(contentsOf: archive)
        XCTAssertEqual(document.size, Size(width: 100, height: 100))
        XCTAssertEqual(document.frameRate, 10)
        for time in [0.0, 0.45, 0.9] { XCTAssertEqual(try still(archive, at: time), try still(plain, at: time), "at \(time) s") }
    }

    func testVersionTwoFoldersAndAnImageInTheArchive() throws {
        let blue = try RGBAImage(width: 20, height: 20, fill: (0, 0, 255, 255)).pngData()
        let assets = #"[{"id":"dot","w":20,"h":20,"u":"/i/","p":"dot.png","e":0}]"#
        let image = #"{"ty":2,"nm":"dot","ind":1,"refId":"dot","ip":0,"op":10,"st":0,"ks":{"p":{"a":0,"k":[40,60]},"a":{"a":0,"k":[0,0]}}},"#
        let manifest = #"{"version":"2","animations":[{"id":"b"},{"id":"a"}]}"#
        let archive = folder.appendingPathComponent("v2.lottie")
        try DotLottieFixture.write([("manifest.json", Data(manifest.utf8)), ("a/b.json", json(assets: assets, extra: image)),
                                    ("a/a.json", json()), ("i/dot.png", blue)], to: archive)
        // The manifest's first animation, "b", with its image at (40, 60)–(60, 80).
        let frame = try still(archive, at: 0)
        XCTAssertTrue(frame.pixel(x: 50, y: 70) == (0, 0, 255, 255), "\(frame.pixel(x: 50, y: 70))")
        XCTAssertTrue(frame.pixel(x: 30, y: 70) == (255, 255, 255, 255), "outside the image: the scene's white")
    }

    func testAnEntryInflatingPastTheLimitIsRefused() throws {
        var limits = LottieLimits()
        limits.maximumFileSize = 1 << 20
        let archive = folder.appendingPathComponent("bomb.lottie")
        // 4 MB of spaces deflate to a few kilobytes.
        try DotLottieFixture.write(animation: Data(repeating: 0x20, count: 4 << 20), to: archive)
        XCTAssertLessThan(try Data(contentsOf: archive).count, 64 << 10)
        XCTAssertThrowsError(try LottieDocument(contentsOf: archive, limits: limits)) { error in
            // Refused from its header, before inflating: the archive's bytes with this entry (the manifest's and its 4 MB).
            guard case let .fileTooLarge(file, bytes, limit)? = error as? LottieError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "\(archive.path)/animations/animation.json")
            XCTAssertEqual(limit, 1 << 20)
            XCTAssertEqual(bytes - (4 << 20), DotLottieFixture.manifest(id: "animation").count)
        }
        // The same entry declaring 100 bytes in both its headers is stopped while it inflates.
        var bytes = try Data(contentsOf: archive)
        for (signature, offset) in [(Data([0x50, 0x4B, 0x03, 0x04]), 22), (Data([0x50, 0x4B, 0x01, 0x02]), 24)] {
            var search = bytes.startIndex
            while let found = bytes.range(of: signature, in: search..<bytes.endIndex) {
                let size = bytes[found.lowerBound + offset..<found.lowerBound + offset + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                if size == 4 << 20 { bytes.replaceSubrange(found.lowerBound + offset..<found.lowerBound + offset + 4, with: [100, 0, 0, 0]) }
                search = found.upperBound
            }
        }
        try bytes.write(to: archive)
        XCTAssertThrowsError(try LottieDocument(contentsOf: archive, limits: limits)) { error in
            guard case let .fileTooLarge(file, bytes, limit)? = error as? LottieError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "\(archive.path)/animations/animation.json")
            XCTAssertEqual(limit, 1 << 20)
            XCTAssertGreaterThan(bytes, 1 << 20)
            XCTAssertLessThanOrEqual(bytes, (1 << 20) + (64 << 10), "stopped within a chunk of the limit")
        }
    }

    func testBrokenArchivesAreOneLineErrors() throws {
        let notZip = folder.appendingPathComponent("plain.lottie")
        try json().write(to: notZip)
        XCTAssertThrowsError(try LottieDocument(contentsOf: notZip)) { error in
            XCTAssertEqual("\(error)", "Lottie file '\(notZip.path)' cannot be read: not a dotLottie archive (not a ZIP archive)")
        }
        let noManifest = folder.appendingPathComponent("bare.lottie")
        try DotLottieFixture.write([("animations/a.json", json())], to: noManifest)
        XCTAssertThrowsError(try LottieDocument(contentsOf: noManifest)) {
            XCTAssertEqual("\($0)", "Lottie file '\(noManifest.path)' is malformed at manifest.json: a dotLottie archive needs a manifest")
        }
        let missing = folder.appendingPathComponent("missing.lottie")
        try DotLottieFixture.write([("manifest.json", Data(#"{"animations":[{"id":"gone"}]}"#.utf8))], to: missing)
        XCTAssertThrowsError(try LottieDocument(contentsOf: missing)) {
            XCTAssertEqual("\($0)", "Lottie file '\(missing.path)' is malformed at manifest.json: animation 'gone' is not in the archive")
        }
        // A stored (not deflated) entry with one byte changed fails its CRC-32.
        let damaged = folder.appendingPathComponent("damaged.lottie")
        let manifest = Data(#"{"animations":[{"id":"a"}]}"#.utf8)
        try DotLottieFixture.write([("manifest.json", manifest), ("animations/a.json", json())], to: damaged, deflated: false)
        var bytes = try Data(contentsOf: damaged)
        let at = try XCTUnwrap(bytes.range(of: Data(#""nm":"square""#.utf8)))
        bytes[at.lowerBound + 6] = UInt8(ascii: "S")
        try bytes.write(to: damaged)
        XCTAssertThrowsError(try LottieDocument(contentsOf: damaged)) {
            XCTAssertEqual("\($0)", "Lottie file '\(damaged.path)' cannot be read: a damaged ZIP archive: animations/a.json does not match its CRC-32 or size")
        }
    }
}
