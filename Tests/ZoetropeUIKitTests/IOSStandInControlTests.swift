import CairoRendering
import XCTest
import ZoetropeUIKit

/// A switch at (20, 20) turned on with animation at 0.5 s, a rounded field with a placeholder at
/// (20, 80) and one with text at (20, 130), on white.
private final class ControlsScene: IOSTestScene {
    static let name = "ios-controls"
    static let summary = "a switch turned on and two text fields"
    var size: Size { Size(width: 240, height: 180) }
    var duration: Double { 1 }
    init() {}

    func setUp(on stage: Stage) {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        stage.rootView.addSubview(toggle)
        let search = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 34))
        search.borderStyle = .roundedRect
        search.placeholder = "Search"
        stage.rootView.addSubview(search)
        let name = UITextField(frame: CGRect(x: 20, y: 130, width: 200, height: 34))
        name.borderStyle = .roundedRect
        name.font = .systemFont(ofSize: 17, weight: .bold)
        name.text = "Hello"
        stage.rootView.addSubview(name)
        stage.at(0.5) { toggle.setOn(true, animated: true) }
    }
}

/// UISwitch and UITextField as Apple draws and documents them: a 51 × 31 switch whatever its frame,
/// its 27-point white thumb 2 points inside the track's ends, green (.systemGreen) when on; a
/// field's text or, while empty, its placeholder in the placeholder grey, inset from its sides.
final class IOSStandInControlTests: XCTestCase {
    private func color(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image.pixel(x: x, y: y)
        return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
    }

    private func assertColor(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: [Double], _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (channel, value) in zip(color(image, x, y), expected) {
            XCTAssertEqual(Double(channel), value, accuracy: 2, "\(message): \(color(image, x, y))", file: file, line: line)
        }
    }

    func testASwitchKeepsItsSizeAndStartsOff() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 10, width: 51, height: 31))
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertFalse(toggle.isOn)
        Timeline().perform { toggle.isOn = true }
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(UISwitch.defaultOnTintColor, UIColor.systemGreen)
        XCTAssertEqual(UISwitch.thumbCenter(isOn: false), CGPoint(x: 2 + 13.5, y: 15.5))
        XCTAssertEqual(UISwitch.thumbCenter(isOn: true), CGPoint(x: 51 - 2 - 13.5, y: 15.5))
    }

    /// A tap turns the switch with animation and calls its action, as UIKit sends `.valueChanged`.
    func testATapTurnsTheSwitch() throws {
        let stage = Stage(size: Size(width: 100, height: 60))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        var reported: [Bool] = []
        toggle.action = { reported.append($0.isOn) }
        stage.rootView.addSubview(toggle)
        stage.tap(at: CGPoint(x: 40, y: 35), time: 0.5)
        stage.tap(at: CGPoint(x: 40, y: 35), time: 1.5)
        try stage.advance(to: 1)
        XCTAssertTrue(toggle.isOn)
        try stage.advance(to: 2)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(reported, [true, false])
    }

    /// Off: grey track left of the thumb (x 22–49 is the thumb when on, 2–29 when off). Halfway
    /// through the 0.25 s ease-in-out toggle the thumb's centre is at 15.5 + 20 · 0.5 = 25.5 and the
    /// track halfway from grey to green; at the end the track is .systemGreen (52, 199, 89).
    func testTurningASwitchOnSlidesTheThumbAndTurnsTheTrackGreen() throws {
        let scrubber = Scrubber(scene: ControlsScene())
        let off = try scrubber.still(at: 0.25).rgbaImage()
        assertColor(off, 20 + 40, 35, [233, 233, 235], "the grey track right of the thumb")
        assertColor(off, 20 + 15, 35, [255, 255, 255], "the white thumb at the left")
        let half = try scrubber.still(at: 0.5 + 0.125).rgbaImage()
        assertColor(half, 20 + 25, 35, [255, 255, 255], "the thumb halfway")
        assertColor(half, 20 + 47, 35, [(233 + 52) / 2, (233 + 199) / 2, (235 + 89) / 2], "the track halfway to green")
        let on = try scrubber.still(at: 1).rgbaImage()
        let green = UIColor.systemGreen
        assertColor(on, 20 + 8, 35, [green.red * 255, green.green * 255, green.blue * 255], "the green track left of the thumb")
        assertColor(on, 20 + 36, 35, [255, 255, 255], "the thumb at the right")
        assertColor(on, 20, 20, [255, 255, 255], "the pill's rounded corner is not filled")
    }

    /// The placeholder's darkest pixels are the placeholder grey over white, 255 − 0.3 · (255 − 60)
    /// ≈ 196; the typed text's are black. Neither reaches into the 7-point inset.
    func testAFieldShowsItsTextOrPlaceholderInsideItsInset() throws {
        let image = try Scrubber(scene: ControlsScene()).still(at: 0).rgbaImage()
        func darkest(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            xs.flatMap { x in ys.map { y in Int(image.pixel(x: x, y: y).g) } }.min()!
        }
        XCTAssertEqual(Double(darkest(27..<120, 84..<110)), 196.5, accuracy: 3, "the placeholder's grey")
        XCTAssertLessThan(darkest(27..<120, 134..<160), 40, "the text in black")
        XCTAssertGreaterThan(darkest(22..<27, 134..<160), 180, "nothing but the border in the inset")
        assertColor(image, 20, 80, [255, 255, 255], "the rounded corner")
    }
}
