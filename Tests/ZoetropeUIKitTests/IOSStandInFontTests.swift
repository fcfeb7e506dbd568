import XCTest
import ZoetropeUIKit

/// UIFont's class methods and members as Apple's reference describes them: the system font at a
/// point size and weight, its bold and italic forms, `withSize(_:)` keeping the face, and
/// `UIFont(name:size:)` reading a PostScript name's family and style.
final class IOSStandInFontTests: XCTestCase {
    func testSystemFontsHaveTheAskedSizeWeightAndSlant() {
        let body = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(body.pointSize, 17)
        XCTAssertEqual(body.weight, .regular)
        XCTAssertFalse(body.isItalic)
        XCTAssertEqual(UIFont.systemFont(ofSize: 15, weight: .semibold).weight, .semibold)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 20).weight, .bold)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 20).pointSize, 20)
        XCTAssertTrue(UIFont.italicSystemFont(ofSize: 12).isItalic)
        let families = Set([UIFont.systemFont(ofSize: 1), .boldSystemFont(ofSize: 1), .italicSystemFont(ofSize: 1)].map(\.familyName))
        XCTAssertEqual(families.count, 1, "one system family")
    }

    /// UIFont.Weight's nine names, lightest to heaviest.
    func testWeightNamesAreUIKitsNineInOrder() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        XCTAssertEqual(weights.map(\.rawValue), weights.map(\.rawValue).sorted())
        XCTAssertEqual(Set(weights).count, 9)
    }

    func testWithSizeKeepsTheFace() {
        let caption = UIFont.systemFont(ofSize: 12, weight: .medium).withSize(28)
        XCTAssertEqual(caption.pointSize, 28)
        XCTAssertEqual(caption.weight, .medium)
    }

    /// "Family-Style" names: the family before the dash, the style after it.
    func testNamedFontsReadThePostScriptName() throws {
        let heavy = try XCTUnwrap(UIFont(name: "Avenir-Heavy", size: 18))
        XCTAssertEqual(heavy.familyName, "Avenir")
        XCTAssertEqual(heavy.weight, .heavy)
        XCTAssertEqual(heavy.pointSize, 18)
        let boldItalic = try XCTUnwrap(UIFont(name: "HelveticaNeue-BoldItalic", size: 12))
        XCTAssertEqual(boldItalic.familyName, "HelveticaNeue")
        XCTAssertEqual(boldItalic.weight, .bold)
        XCTAssertTrue(boldItalic.isItalic)
        XCTAssertEqual(boldItalic.fontName, "HelveticaNeue-BoldItalic")
        let family = try XCTUnwrap(UIFont(name: "Avenir Next", size: 10))
        XCTAssertEqual(family.familyName, "Avenir Next")
        XCTAssertEqual(family.weight, .regular)
        XCTAssertEqual(family.fontName, "Avenir Next")
        XCTAssertEqual(UIFont(name: "Avenir-Oblique", size: 10)?.isItalic, true)
        XCTAssertEqual(UIFont(name: "Font-Awesome", size: 10)?.familyName, "Font-Awesome", "a suffix naming no style is part of the family")
    }
}
