@testable import CairoRendering
import Foundation
import MotionCore
import XCTest

/// An SVG's cost is counted before librsvg parses it: bytes, elements and text with every entity
/// expanded. Each limit is checked at its edge, the expected sizes worked out from the documents'
/// construction (n references × an entity's length), never read back from the counter.
final class SVGExpansionTests: XCTestCase {
    private static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"

    private func check(_ text: String) throws { try SVGExpansion.check(Array(text.utf8)) }

    private func assertRefused(_ text: String, _ refusal: SVGExpansion.Refusal, line: UInt = #line) {
        XCTAssertThrowsError(try check(text), line: line) { XCTAssertEqual($0 as? SVGExpansion.Refusal, refusal, line: line) }
    }

    /// The issue's file in small: an entity of n characters referenced n times inside `<text>`.
    func testAQuadraticEntityIsRefusedAtTheTextLimit() throws {
        // 16 references × 1024 characters = 16,384 bytes of text = the limit; one more is over it.
        let entity = "<!DOCTYPE svg [<!ENTITY e \"" + String(repeating: "x", count: 1024) + "\">]>"
        XCTAssertEqual(16 * 1024, SVGExpansion.textLimit)
        XCTAssertNoThrow(try check(entity + Self.open + "<text>" + String(repeating: "&e;", count: 16) + "</text></svg>"))
        assertRefused(entity + Self.open + "<text>" + String(repeating: "&e;", count: 17) + "</text></svg>", .tooMuchText)
        // The issue's own proportions: 50,000 × 50,000 characters (2.5 GB) in a 200 KB file.
        let issue = "<!DOCTYPE svg [<!ENTITY e \"" + String(repeating: "x", count: 50_000) + "\">]>"
            + Self.open + "<text>" + String(repeating: "&e;", count: 50_000) + "</text></svg>"
        XCTAssertLessThan(issue.utf8.count, 210_000)
        assertRefused(issue, .tooMuchText)
    }

    func testNestedEntitiesMultiply() throws {
        // a = 10 × b, b = 1000 characters: 1 reference gives 10,000 bytes of text, 2 give 20,000.
        let subset = "<!DOCTYPE svg [<!ENTITY b \"" + String(repeating: "y", count: 1000) + "\">"
            + "<!ENTITY a \"" + String(repeating: "&b;", count: 10) + "\">]>"
        XCTAssertNoThrow(try check(subset + Self.open + "<text>" + String(repeating: "&a;", count: 1) + "</text></svg>"))
        assertRefused(subset + Self.open + "<text>" + String(repeating: "&a;", count: 2) + "</text></svg>", .tooMuchText)
        // An escaped ampersand becomes a reference when the entity is expanded.
        let escaped = "<!DOCTYPE svg [<!ENTITY b \"" + String(repeating: "y", count: 1000) + "\">"
            + "<!ENTITY a \"" + String(repeating: "&#38;b;", count: 10) + "\">]>"
        assertRefused(escaped + Self.open + "<text>" + String(repeating: "&a;", count: 2) + "</text></svg>", .tooMuchText)
    }

    func testElementsAreCountedInTheDocumentAndInEntities() throws {
        // The root plus 49,999 rectangles is the limit.
        XCTAssertNoThrow(try check(Self.open + String(repeating: "<rect/>", count: 49_999) + "</svg>"))
        assertRefused(Self.open + String(repeating: "<rect/>", count: 50_000) + "</svg>", .tooManyElements)
        // A doctype named after the root element (in a comment) is not the document's: the count still starts at the top.
        assertRefused(Self.open + String(repeating: "<rect/>", count: 50_000) + "<!-- <!DOCTYPE svg [ ]> --></svg>", .tooManyElements)
        // 100 rectangles per reference: 499 references and the root are 49,901 elements, 501 are 50,101.
        let subset = "<!DOCTYPE svg [<!ENTITY r \"" + String(repeating: "<rect width='1' height='1'/>", count: 100) + "\">]>"
        XCTAssertNoThrow(try check(subset + Self.open + String(repeating: "&r;", count: 499) + "</svg>"))
        assertRefused(subset + Self.open + String(repeating: "&r;", count: 501) + "</svg>", .tooManyElements)
    }

    func testTheExpandedDocumentIsBoundedInBytes() throws {
        // One element per reference holding 1 MiB of attribute (not text): 15 references stay under
        // 16 MiB, 17 go over it.
        let subset = "<!DOCTYPE svg [<!ENTITY g \"<g class='" + String(repeating: "c", count: 1 << 20) + "'/>\">]>"
        XCTAssertNoThrow(try check(subset + Self.open + String(repeating: "&g;", count: 15) + "</svg>"))
        assertRefused(subset + Self.open + String(repeating: "&g;", count: 17) + "</svg>", .tooLarge)
        assertRefused(Self.open + "<desc>" + String(repeating: " ", count: 16 << 20) + "</desc></svg>", .tooLarge)
    }

    func testTextOutsideTextElementsAndPlainDocumentsPass() throws {
        // Whitespace between elements is not laid out: 1 MB of it is fine.
        XCTAssertNoThrow(try check(Self.open + "<g>" + String(repeating: " ", count: 1 << 20) + "</g></svg>"))
        // A predefined entity or a character reference is not a declared entity.
        XCTAssertNoThrow(try check(Self.open + "<text>&amp;&#65;&lt;</text></svg>"))
    }

    func testParameterAndExternalEntitiesAreRefusedWhenUsed() throws {
        assertRefused("<!DOCTYPE svg [<!ENTITY % p \"<!ENTITY e 'x'>\"> %p;]>" + Self.open + "</svg>", .parameterEntities)
        let external = "<!DOCTYPE svg [<!ENTITY big SYSTEM \"/dev/zero\">]>" + Self.open
        XCTAssertNoThrow(try check(external + "</svg>"), "declared, never referenced")
        assertRefused(external + "<text>&big;</text></svg>", .externalEntity("big"))
    }

    /// Through `Image`: one error naming the file and the limit; a gzip bomb (SVGZ) is refused
    /// once 16 MiB are inflated, and a whole SVGZ still draws.
    func testImagesAreRefusedNamingTheFileAndTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-expansion-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let quadratic = folder.appendingPathComponent("quadratic.svg")
        try ("<!DOCTYPE svg [<!ENTITY e \"" + String(repeating: "x", count: 50_000) + "\">]>" + Self.open + "<text>"
             + String(repeating: "&e;", count: 50_000) + "</text></svg>").write(to: quadratic, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SVGDocument(Data(contentsOf: quadratic), name: quadratic.path)) { error in
            XCTAssertTrue("\(error)".contains("\(quadratic.path): the SVG, its entities expanded, has over 16 KB of text"),
                          "\(error)")
        }
        let bomb = folder.appendingPathComponent("bomb.svgz")
        let plain = folder.appendingPathComponent("bomb.svg")
        try (Self.open + "<desc>" + String(repeating: " ", count: 20 << 20) + "</desc></svg>").write(to: plain, atomically: true, encoding: .utf8)
        try gzip(plain, to: bomb)
        XCTAssertLessThan(try Data(contentsOf: bomb).count, 1 << 20)
        XCTAssertThrowsError(try SVGDocument(Data(contentsOf: bomb), name: bomb.path)) { error in
            XCTAssertTrue("\(error)".contains("\(bomb.path): the SVG, uncompressed and its entities expanded, is over 16 MB"), "\(error)")
        }
        let icon = folder.appendingPathComponent("icon.svg"), compressed = folder.appendingPathComponent("icon.svgz")
        try (Self.open + "<rect width=\"10\" height=\"10\"/></svg>").write(to: icon, atomically: true, encoding: .utf8)
        try gzip(icon, to: compressed)
        XCTAssertEqual(try SVGDocument(Data(contentsOf: compressed), name: "icon.svgz").size, Size(width: 10, height: 10))
        XCTAssertThrowsError(try SVGDocument(Data(contentsOf: compressed).dropLast(9), name: "cut.svgz")) { error in
            XCTAssertTrue("\(error)".contains("cut.svgz: not a valid SVGZ image"), "\(error)")
        }
    }

    private func gzip(_ file: URL, to output: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-9", "-c", file.path]
        try Data().write(to: output)
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
