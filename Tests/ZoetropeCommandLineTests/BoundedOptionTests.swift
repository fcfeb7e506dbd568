import XCTest
@testable import ZoetropeCommandLine

/// Numeric options are parsed and checked by their types (`Bounded<…>`): the bounds each option
/// documents in its help are the ones enforced, and the message says them.
final class BoundedOptionTests: XCTestCase {
    private func message<Numbers: NumberRange>(_ text: String, _: Numbers.Type) -> String? {
        do {
            _ = try Bounded<Numbers>(option: text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testTheEndsOfEachRangeAreAllowedAndTheNumbersPastThemAreNot() {
        XCTAssertNil(message("0", PortNumbers.self))
        XCTAssertNil(message("65535", PortNumbers.self))
        XCTAssertEqual(message("65536", PortNumbers.self), "it must be within 0…65535")
        XCTAssertNil(message("2", PaletteSizes.self))
        XCTAssertEqual(message("257", PaletteSizes.self), "it must be within 2…256")
        XCTAssertEqual(message("16385", FrameSides.self), "it must be within 1…16384 pixels")
        XCTAssertNil(message("-70", Loudnesses.self))
        XCTAssertEqual(message("0.5", Loudnesses.self), "it must be within -70…0 LUFS")
        XCTAssertEqual(message("7.5", FilmstripFrameWidths.self), "it must be within 8…4096 points")
        XCTAssertEqual(message("0", FilmstripColumnCounts.self), "it must be at least 1")
    }

    func testADurationMustBePositiveAndFinite() {
        XCTAssertNil(message("0.001", CurveDurations.self))
        XCTAssertNil(message("3600", CurveDurations.self))
        for text in ["0", "-1", "3600.5", "nan", "inf"] {
            XCTAssertEqual(message(text, CurveDurations.self), "it must be above 0 and at most 3600 seconds", text)
        }
    }

    func testTextThatIsNoNumberSaysSo() {
        XCTAssertEqual(message("many", CurveSampleCounts.self), "it is not a number")
        XCTAssertEqual(message("1.5", FilmstripFrameCounts.self), "it is not a number", "an Int option takes whole numbers")
    }
}
