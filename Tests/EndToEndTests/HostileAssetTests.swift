import Foundation
import XCTest
import ZoetropeTestSupport

/// Assets built to exhaust memory are refused with one line naming the file and the limit, well
/// under a 300 MB memory cap (issue 49, item 1). The `zoetrope` under test is a copy beside a
/// copy of its scenes' resources (where it looks for them first), one of which — the SVG icon,
/// the screen recording or the music of the `app-demo` scene — is replaced by the hostile file.
final class HostileAssetTests: XCTestCase {
    /// The memory cap: `prlimit --data` (heap and private mappings), so shared libraries do not count.
    private static let dataLimit = 300 << 20

    /// A copy of the tool whose app-demo icon is `svg`; returns its folder.
    private func toolWithIcon(_ svg: Data) throws -> URL {
        try toolWith(svg, as: "app-icon.svg")
    }

    /// A copy of the tool whose app-demo resource `name` is `contents`; returns its folder.
    private func toolWith(_ contents: Data, as name: String) throws -> URL {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let built = CLI.zoetrope.deletingLastPathComponent()
        try FileManager.default.copyItem(at: CLI.zoetrope, to: folder.appendingPathComponent("zoetrope"))
        try FileManager.default.copyItem(at: built.appendingPathComponent("Zoetrope_Scenes.resources"),
                                         to: folder.appendingPathComponent("Zoetrope_Scenes.resources"))
        try contents.write(to: folder.appendingPathComponent("Zoetrope_Scenes.resources/Resources/AppDemo/\(name)"))
        return folder
    }

    private func stillUnderCap(in folder: URL) throws -> CLI.Result {
        try CLI.run(URL(fileURLWithPath: "/usr/bin/prlimit"),
                    ["--data=\(Self.dataLimit)", "./zoetrope", "still", "app-demo", "--at", "1", "-o", "icon.png"], in: folder)
    }

    /// The file: a 50,000-character entity referenced 50,000 times (2.5 GB of text in
    /// 200 KB), which ran 60 s and peaked at 22.7 GB. Under the cap it used to abort in an allocation.
    func testTheQuadraticEntitySVGIsRefusedUnderA300MBCap() throws {
        let svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY e \"" + String(repeating: "x", count: 50_000) + "\">]>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><text>"
            + String(repeating: "&e;", count: 50_000) + "</text></svg>\n"
        let folder = try toolWithIcon(Data(svg.utf8))
        let result = try stillUnderCap(in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("AppDemo/app-icon.svg: the SVG, its entities expanded, has over 16 KB of text"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("icon.png").path))
    }

    /// Half a million small elements (14 MB, no entities) took 970 MB in librsvg.
    func testAnSVGOfHalfAMillionElementsIsRefusedUnderTheCap() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
            + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 500_000) + "</svg>"
        let folder = try toolWithIcon(Data(svg.utf8))
        let result = try stillUnderCap(in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("app-icon.svg: the SVG, its entities expanded, has over 50000 elements"), result.stderr)
    }

    /// The cap leaves room for the real icon: the copy renders it as the built tool does.
    func testTheSceneItselfRendersUnderTheCap() throws {
        let icon = CLI.zoetrope.deletingLastPathComponent()
            .appendingPathComponent("Zoetrope_Scenes.resources/Resources/AppDemo/app-icon.svg")
        let folder = try toolWithIcon(try Data(contentsOf: icon))
        let result = try stillUnderCap(in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("icon.png").path))
    }

    /// Makes `name` in `folder` with ffmpeg from `arguments` (its inputs and codecs).
    private func ffmpeg(_ arguments: [String], to name: String, in folder: URL) throws -> Data {
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/ffmpeg"), ["-v", "error", "-y"] + arguments + [name], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// A clip of 300 tiny H.264 streams: probing opened a decoder for each (900 took 1.5 GB).
    /// FFmpeg's `max_streams` refuses it, named, before anything is decoded.
    func testAClipOfHundredsOfStreamsIsRefusedUnderTheCap() throws {
        let scratch = try makeTemporaryFolder("zoetrope-e2e")
        let maps = Array(repeating: ["-map", "0:v"], count: 300).flatMap { $0 }
        let clip = try ffmpeg(["-f", "lavfi", "-i", "testsrc=size=64x64:rate=10", "-t", "0.5"] + maps
                              + ["-c:v", "libx264", "-preset", "ultrafast"], to: "streams.mkv", in: scratch)
        let folder = try toolWith(clip, as: "city-guide-recording.mp4")
        let result = try stillUnderCap(in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("city-guide-recording.mp4: not a picture or video FFmpeg can read "
                                             + "(out of memory, or more than 32 streams, the most Zoetrope reads)"), result.stderr)
    }

    /// Two hours of silence is a 1.2 MB FLAC and 2.7 GB of decoded samples (48,000 × 2 × 4 bytes
    /// a second), which the render decoded whole and aborted on. It decodes only what half a
    /// second of render can hear. The cap is 1 GB here: an MP4 render's encoder needs more than 300 MB.
    func testTwoHoursOfSilentMusicCostsOnlyWhatTheRenderHears() throws {
        let scratch = try makeTemporaryFolder("zoetrope-e2e")
        let music = try ffmpeg(["-f", "lavfi", "-i", "anullsrc=r=48000:cl=stereo", "-t", "7200", "-c:a", "flac"],
                               to: "long.flac", in: scratch)
        XCTAssertLessThan(music.count, 2 << 20)
        let folder = try toolWith(music, as: "music-loop.flac")
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/prlimit"),
                                 ["--data=\(1 << 30)", "./zoetrope", "render", "app-demo", "--to", "0.5", "--quiet", "-o", "demo.mp4"],
                                 in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo.mp4").path))
    }

    /// Fonts need no bound of Zoetrope's own: FreeType refuses a collection declaring 2³¹ faces,
    /// a font declaring 65,535 tables and a font cut short, each in one line, under the cap.
    func testHostileFontsAreRefusedUnderTheCap() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let faces: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0x7F, 0xFF, 0xFF, 0xFF] + Array(repeating: [0, 0, 0, 12], count: 1000).flatMap { $0 }
        let tables: [UInt8] = [0, 1, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0, 0, 0] + Array(repeating: 0, count: 1600)
        let bundled = CLI.zoetrope.deletingLastPathComponent()
            .appendingPathComponent("Zoetrope_Scenes.resources/Resources/Fonts/Comfortaa-Bold.ttf")
        let fonts = [("faces.ttc", Data(faces)), ("tables.ttf", Data(tables)), ("cut.ttf", try Data(contentsOf: bundled).prefix(30_000))]
        for (name, bytes) in fonts {
            try bytes.write(to: folder.appendingPathComponent(name))
            let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/prlimit"),
                                     ["--data=\(Self.dataLimit)", CLI.zoetrope.path, "still", "clock", "--at", "0", "--font", name, "-o", "x.png"],
                                     in: folder)
            XCTAssertEqual(result.status, 64, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("\(name): not a font file fontconfig can read"), result.stderr)
        }
    }
}
