import Foundation
import XCTest
import ZoetropeTestSupport

/// Bad command lines: one clear line on stderr, exit 64 for what cannot be asked, 1 for what
/// failed while doing it, no file written and no internal detail (temporary names, Foundation
/// error domains) in the message.
final class ArgumentErrorTests: XCTestCase {
    private func assertError(_ script: String, status: Int32, mentions expected: String, in folder: URL? = nil,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try CLI.shell(script, in: folder)
        XCTAssertEqual(result.status, status, "\(script): \(result.stderr)", file: file, line: line)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "\(script): \(result.stderr)", file: file, line: line)
        XCTAssertTrue(lines.first?.hasPrefix("zoetrope: error: ") == true, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(expected), "\(script): \(result.stderr)", file: file, line: line)
        for detail in [".zoetrope-", "-partial", "NSCocoaErrorDomain", "Error Domain"] {
            XCTAssertFalse(result.stderr.contains(detail), "\(script): \(result.stderr)", file: file, line: line)
        }
    }

    func testValuesOutOfRangeSaySo() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        try assertError("$Z still clock --at -1 -o x.png", status: 64, mentions: "--at -1.0 is outside", in: folder)
        try assertError("$Z still clock --at 99 -o x.png", status: 64, mentions: "--at 99.0 is outside", in: folder)
        try assertError("$Z render clock --from -1 -o x.mp4", status: 64, mentions: "--from -1.0 is out of range", in: folder)
        try assertError("$Z render clock --from 99 -o x.mp4", status: 64, mentions: "--from 99.0 is out of range", in: folder)
        try assertError("$Z render clock --fps -3 -o x.mp4", status: 64, mentions: "fps must be between 1 and 240", in: folder)
        try assertError("$Z filmstrip clock --frames -2 -o x.png", status: 64, mentions: "--frames", in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testNegativeAndEmptyValuesAreNamedNotMissing() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        try assertError("$Z render clock --chunk -1/2 -o x.mp4", status: 64, mentions: "chunk -1/2 does not exist", in: folder)
        try assertError("$Z render --all --shard -1/2 -o out", status: 64, mentions: "shard -1/2 does not exist: shards count from 0", in: folder)
        try assertError("$Z preview --port -1", status: 64, mentions: "The value '-1' is invalid for '--port <port>': it must be within 0…65535", in: folder)
        try assertError("$Z preview --host 999.1.1.1", status: 64, mentions: "The value '999.1.1.1' is invalid for '--host <host>': it is not an IPv4 address", in: folder)
        try assertError("$Z render clock --dither bayer: -o x.gif", status: 64, mentions: "the Bayer scale must be 0…5", in: folder)
        try assertError("$Z trace clock --property no.such", status: 64, mentions: "no traced layer has a property 'no.such'", in: folder)
        // The option given is named, not the scale it implies.
        try assertError("$Z render loading-indicator --width 16384 -o x.mp4", status: 64,
                        mentions: "--width 16384 is more than 8× the scene's 480 points: use at most 3840 pixels", in: folder)
        try assertError("$Z render loading-indicator --height 9000 -o x.mp4", status: 64,
                        mentions: "--height 9000 is more than 8× the scene's 270 points: use at most 2160 pixels", in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testOptionsThatDoNotApplyAndAnEndPastTheSceneAreNoted() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let mov = try CLI.shell("$Z render clock --to 0.1 --crf 20 --colors 16 --dither none --loop 3 -o x.mov", in: folder)
        XCTAssertEqual(mov.status, 0, mov.stderr)
        for option in ["--crf applies to MP4 and WebM only", "--colors applies to GIF only", "--dither applies to GIF only",
                       "--loop applies to GIF, APNG and WebP only"] {
            XCTAssertTrue(mov.stderr.contains("zoetrope: note: \(option); ProRes MOV output does not use it"), mov.stderr)
        }
        let gif = try CLI.shell("$Z render clock --to 0.1 --colors 16 --loop 3 -o x.gif", in: folder)
        XCTAssertFalse(gif.stderr.contains("note:"), "options that apply are not noted: \(gif.stderr)")
        let past = try CLI.shell("$Z render clock --from 2.4 --to 3 -o y.mp4", in: folder)
        XCTAssertEqual(past.status, 0, past.stderr)
        XCTAssertTrue(past.stderr.contains("zoetrope: note: --to 3.0 is past the scene's end (2.5 s)"), past.stderr)
    }

    func testOutputNamesThatCannotWork() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
        try assertError("$Z render clock --to 0.1 -o f-%d.mp4", status: 64, mentions: "end it in .png", in: folder)
        try assertError("$Z render clock --to 0.1 -o x.mp4/", status: 1, mentions: "names a folder", in: folder)
        try assertError("$Z still clock --at 1 -o taken.png", status: 1, mentions: "cannot write 'taken.png': it is a folder", in: folder)
        try assertError("$Z render clock --to 0.1 -o missing/x.mp4", status: 1, mentions: "does not exist", in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taken.png"])
    }

    func testUnknownNamesAreUsageErrors() throws {
        try assertError("$Z help frob", status: 64, mentions: "unknown command 'frob'")
        try assertError("$Z render nope -o x.mp4", status: 64, mentions: "unknown scene 'nope'")
        try assertError("$Z render clock --variant nope -o x.mp4", status: 64, mentions: "no variants")
        try assertError("$Z trace clock --layer nope", status: 64, mentions: "no layer named 'nope'")
        try assertError("$Z curves bogus --csv", status: 64, mentions: "unknown curve 'bogus'")
        try assertError("$Z render clock --frob -o x.mp4", status: 64, mentions: "--frob")
    }

    func testFontFilesThatCannotBeRegistered() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        try "plain text".write(to: folder.appendingPathComponent("notes.ttf"), atomically: true, encoding: .utf8)
        try assertError("$Z still clock --at 1 --font missing.otf -o x.png", status: 64, mentions: "missing.otf: No such file or directory",
                        in: folder)
        try assertError("$Z render clock --to 0.1 --font notes.ttf -o x.mp4", status: 64, mentions: "notes.ttf: not a font file",
                        in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.ttf"])
    }

    func testOverflowingCurvesAreRefused() throws {
        for curve in ["cubic(0.5,1e308,0.5,-1e308)", "spring(mass=1e300,stiffness=1e-300,damping=1)"] {
            try assertError("$Z curves '\(curve)' --csv", status: 64, mentions: "invalid curve")
        }
    }

    func testALongOutputNameRendersAndKeepsTheReplacedFilesMode() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let name = String(repeating: "a", count: 244) + ".mp4"
        let target = folder.appendingPathComponent(name)
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        let result = try CLI.shell("$Z render clock --to 0.1 -o \(name) --quiet", in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [name])
        let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertEqual(try CLI.probe(target.path).stream["codec_name"] as? String, "h264")
    }

    func testAFullDiskFailsCleanly() throws {
        let mountPoint = try makeTemporaryFolder("zoetrope-e2e")
        guard try CLI.shell("mount -t tmpfs -o size=8k tmpfs '\(mountPoint.path)'").status == 0 else {
            throw XCTSkip("mounting a small tmpfs needs root")
        }
        addTeardownBlock { _ = try? CLI.shell("umount '\(mountPoint.path)'") }
        try assertError("$Z render loading-indicator --to 1.6 -o x.mp4 --quiet", status: 1,
                        mentions: "cannot write 'x.mp4': ", in: mountPoint)
        try assertError("$Z render loading-indicator --to 0.5 -o f-%03d.png --quiet", status: 1,
                        mentions: "cannot write 'f-%03d.png': ", in: mountPoint)
        try assertError("$Z still city-guide --at 1 -o x.png", status: 1,
                        mentions: "cannot write 'x.png': No space left on device", in: mountPoint)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mountPoint.path), [])
    }
}
