import Foundation
import XCTest

/// Text renders the same whether or not the machine has Inter, DejaVu and the emoji font
/// installed: the fonts Zoetrope draws with by default come with it, and the rules they are laid
/// out with are its own. Checked by rendering with fontconfig limited to an empty folder, as on
/// a machine without a single font package.
final class BundledFontTests: XCTestCase {
    func testTextIsTheSameWithAndWithoutTheSystemsFonts() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let empty = folder.appendingPathComponent("no-fonts", isDirectory: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><dir>\(empty.path)</dir><cachedir>\(folder.appendingPathComponent("cache").path)</cachedir></fontconfig>
            """.write(to: configuration, atomically: true, encoding: .utf8)
        let noFonts = try CLI.run(URL(fileURLWithPath: "/usr/bin/fc-list"), [], environment: ["FONTCONFIG_FILE": configuration.path])
        XCTAssertEqual(noFonts.stdout, "", "fontconfig sees no font at all under the test's configuration")

        // Inter in every weight, a registered font with an emoji (✈️), a character Inter lacks (the
        // close button's ✕, drawn by the fallback) and DejaVu Sans Mono.
        for (scene, time) in [("app-demo", "3"), ("city-guide", "3"), ("fancy-label", "1.5"), ("loading-indicator", "1")] {
            let system = folder.appendingPathComponent("\(scene)-system.png").path
            let bare = folder.appendingPathComponent("\(scene)-bare.png").path
            let withFonts = try CLI.run(CLI.zoetrope, ["still", scene, "--at", time, "-o", system])
            XCTAssertEqual(withFonts.status, 0, withFonts.stderr)
            let withoutFonts = try CLI.run(CLI.zoetrope, ["still", scene, "--at", time, "-o", bare],
                                           environment: ["FONTCONFIG_FILE": configuration.path])
            XCTAssertEqual(withoutFonts.status, 0, withoutFonts.stderr)
            XCTAssertFalse(withoutFonts.stderr.contains("font family"), "no substitution: \(withoutFonts.stderr)")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: system)), try Data(contentsOf: URL(fileURLWithPath: bare)),
                           "\(scene) at \(time) s differs without the system's fonts")
        }
    }
}
