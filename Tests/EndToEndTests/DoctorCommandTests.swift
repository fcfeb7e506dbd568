import Foundation
import XCTest

/// `zoetrope doctor`: the stack, the fonts each scene resolves, and whether the references under
/// a folder were recorded on this stack.
final class DoctorCommandTests: XCTestCase {
    func testTheStackTheFontsAndTheReferencesStacks() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let stack = try CLI.run(CLI.zoetrope, ["doctor", "--stack"])
        XCTAssertEqual(stack.status, 0, stack.stderr)
        let lines = stack.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { $0.split(separator: ":").first.map(String.init) ?? "" },
                       ["Cairo", "Pango", "HarfBuzz", "FreeType", "fontconfig", "librsvg", "FFmpeg",
                        "font Inter", "font DejaVu Sans", "font DejaVu Sans Mono", "font Noto Color Emoji"])
        XCTAssertTrue(lines.contains("font Inter: Inter-Regular.otf, 258992 bytes"), stack.stdout)

        // One folder of references recorded here, one recorded with another Pango.
        let same = folder.appendingPathComponent("Tests/ATests/__Snapshots__/ATests")
        let other = folder.appendingPathComponent("Tests/BTests/__Snapshots__/BTests")
        for (place, text) in [(same, stack.stdout),
                              (other, stack.stdout.replacingOccurrences(of: #"Pango: [^\n]*"#, with: "Pango: 1.0.0", options: .regularExpression))] {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try text.write(to: place.appendingPathComponent(".rendering-stack"), atomically: true, encoding: .utf8)
        }
        let pango = try XCTUnwrap(lines.first { $0.hasPrefix("Pango: ") }).dropFirst("Pango: ".count)
        let doctor = try CLI.run(CLI.zoetrope, ["doctor", "--package-path", folder.path])
        XCTAssertEqual(doctor.status, 1, "a reference recorded on another stack: \(doctor.stderr)")
        XCTAssertTrue(doctor.stdout.contains("  Tests/ATests/__Snapshots__/ATests: recorded on this stack\n"), doctor.stdout)
        XCTAssertTrue(doctor.stdout.contains("  Tests/BTests/__Snapshots__/BTests: recorded with Pango 1.0.0, running \(pango)"),
                      doctor.stdout)
        // The fonts each built-in scene's text resolves: app-demo registers its brand font.
        XCTAssertTrue(doctor.stdout.contains("  app-demo: Comfortaa → Comfortaa-Bold.ttf, Inter → Inter-Regular.otf\n"), doctor.stdout)
        XCTAssertTrue(doctor.stdout.contains("  circle: no text\n"), doctor.stdout)

        try FileManager.default.removeItem(at: other)
        XCTAssertEqual(try CLI.run(CLI.zoetrope, ["doctor", "--package-path", folder.path]).status, 0)
    }
}
