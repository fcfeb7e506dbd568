import CairoRendering
import XCTest
import ZoetropeUIKit

/// The settings screen halfway through its scroll: the ease-in-out curve is at 0.5 at half its
/// 0.3 s, so the content is 150 points up and a row starting at content y c is drawn from c − 150.
final class IOSStandInSettingsTests: XCTestCase {
    func testRowsAreDrawnWhereTheScrollHasTakenThem() throws {
        let image = try Scrubber(scene: SettingsScreenScene()).still(at: 0.5 + 0.15).rgbaImage()
        let row4Top = SettingsScreenScene.rowTop(4) - 150   // a row with a switch that is on
        let switchLeft = 16 + (320 - 32) - 16 - 51.0
        let green = UIColor.systemGreen
        let pixel = image.pixel(x: Int(switchLeft) + 6, y: Int(row4Top + 25))
        XCTAssertEqual(Double(pixel.g), green.green * 255, accuracy: 2, "the green track of row 5's switch")
        XCTAssertEqual(Double(pixel.r), green.red * 255, accuracy: 2)
        let gap = image.pixel(x: 160, y: Int(row4Top - 5))
        XCTAssertEqual(Double(gap.r), 242, accuracy: 1, "the grouped background between rows (242, 242, 247)")
        let rowFill = image.pixel(x: 160, y: Int(row4Top + 5))
        XCTAssertEqual(rowFill.r, 255, "the row's white fill")
    }
}
