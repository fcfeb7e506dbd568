import Foundation
import XCTest
import ZoetropeTestSupport

/// Assets built to exhaust memory are refused with one line naming the file and the limit, well
/// under a 300 MB memory cap (issue 49, item 1). The `zoetrope` under test is a copy beside a
/// copy of its scenes' resources (where it looks for them first), whose SVG icon — drawn by the
/// `app-demo` scene — is replaced by the hostile file.
final class HostileAssetTests: XCTestCase {
    /// The memory cap: `prlimit --data` (heap and private mappings), so shared libraries do not count.
    private static let dataLimit = 300 << 20

    /// A copy of the tool whose app-demo icon is `svg`; returns its folder.
    private func toolWithIcon(_ svg: Data) throws -> URL {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let built = CLI.zoetrope.deletingLastPathComponent()
        try FileManager.default.copyItem(at: CLI.zoetrope, to: folder.appendingPathComponent("zoetrope"))
        try FileManager.default.copyItem(at: built.appendingPathComponent("Zoetrope_Scenes.resources"),
                                         to: folder.appendingPathComponent("Zoetrope_Scenes.resources"))
        try svg.write(to: folder.appendingPathComponent("Zoetrope_Scenes.resources/Resources/AppDemo/app-icon.svg"))
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
        XCTAssertTrue(result.stderr.contains("AppDemo/app-icon.svg: the SVG, its entities expanded, has over 32 KB of text"), result.stderr)
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
}
