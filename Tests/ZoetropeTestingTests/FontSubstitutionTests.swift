import CairoRendering
import XCTest
import ZoetropeTesting

/// A label asking for a family nobody has.
private struct MissingFamilyScene: Scene, DefaultConstructible {
    static let name = "missing-family"
    static let summary = "a label in a font that is not there"
    var size: Size { Size(width: 160, height: 40) }
    var duration: Double { 0.5 }

    init() {}

    func setUp(on stage: Stage) {
        let label = Label(frame: Rect(x: 10, y: 10, width: 140, height: 20), text: "Hello",
                          font: Font(family: "Nonexistent Grotesk", size: 14))
        stage.rootView.addSubview(label)
    }
}

/// fontconfig draws a family it lacks in another without a word; here the substitution is named:
/// a warning with both families in a render, an error under snapshot tests. The substitute is
/// the documented fallback (BundledFonts: DejaVu Sans, then Noto Color Emoji).
final class FontSubstitutionTests: XCTestCase {
    func testAMissingFamilyIsNamedWithItsSubstitute() throws {
        XCTAssertEqual(FontLibrary.substitute(for: "Nonexistent Grotesk"), "DejaVu Sans")
        XCTAssertNil(FontLibrary.substitute(for: "Inter"), "bundled")
        XCTAssertNil(FontLibrary.substitute(for: "inter"), "families match without regard to case")
        XCTAssertNil(FontLibrary.substitute(for: "DejaVu Sans Mono"), "bundled")
        XCTAssertNil(FontLibrary.substitute(for: "Nonexistent Grotesk, Inter"), "a list is found by any of its names")
        XCTAssertNil(FontLibrary.substitute(for: "monospace"), "a generic family is resolved by design")

        let stage = Stage(scene: MissingFamilyScene())
        try stage.advance(to: 0.1)
        _ = stage.presentationTree()
        let notes = stage.takeNotes()
        XCTAssertEqual(notes, ["warning: font family 'Nonexistent Grotesk' is not installed or registered: its text is drawn "
                               + "in 'DejaVu Sans' instead (register the font file with Font.register(contentsOf:), or install it)"])
    }

    func testUnderSnapshotTestsASubstitutionFails() throws {
        try Timeline.$treatsWarningsAsErrors.withValue(true) {
            XCTAssertThrowsError(try SnapshotRenderer.frames(of: MissingFamilyScene(), at: [0.25])) { error in
                XCTAssertTrue("\(error)".contains("font family 'Nonexistent Grotesk'"), "\(error)")
            }
        }
        XCTAssertNoThrow(try SnapshotRenderer.frames(of: MissingFamilyScene(), at: [0.25]), "a note outside tests")
    }
}
