import XCTest
@testable import MotionCore

final class ColorTests: XCTestCase {
    private func assertColor(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(c.red, r, accuracy: 1e-12, "red of \(c)", file: file, line: line)
        XCTAssertEqual(c.green, g, accuracy: 1e-12, "green of \(c)", file: file, line: line)
        XCTAssertEqual(c.blue, b, accuracy: 1e-12, "blue of \(c)", file: file, line: line)
        XCTAssertEqual(c.alpha, a, accuracy: 1e-12, "alpha of \(c)", file: file, line: line)
    }

    func testHexAndWhiteInitializers() {
        assertColor(Color(hex: 0x1E90FF), 30.0 / 255, 144.0 / 255, 1)
        assertColor(Color(hex: 0x000000, alpha: 0.5), 0, 0, 0, 0.5)
        assertColor(Color(white: 0.25, alpha: 0.8), 0.25, 0.25, 0.25, 0.8)
        assertColor(Color.red.withAlphaComponent(0.3), 1, 0, 0, 0.3)
    }

    /// UIColor's grays are white levels: darkGray 1/3, gray 1/2, lightGray 2/3.
    func testNamedGraysAreUIColorsWhiteLevels() {
        assertColor(Color.darkGray, 1.0 / 3, 1.0 / 3, 1.0 / 3)
        assertColor(Color.gray, 0.5, 0.5, 0.5)
        assertColor(Color.lightGray, 2.0 / 3, 2.0 / 3, 2.0 / 3)
    }

    func testInterpolationUsesPremultipliedAlpha() {
        // Premultiplied: (1·1, 0, 0, 1) and (0, 0, 1·0.5, 0.5) average to (0.5, 0, 0.25, 0.75);
        // un-premultiplied that is red 0.5/0.75 and blue 0.25/0.75.
        let mid = Color.red.interpolated(to: Color.blue.withAlphaComponent(0.5), fraction: 0.5)
        assertColor(mid, 2.0 / 3.0, 0, 1.0 / 3.0, 0.75)
        // A fade between two opaque colours is a plain average of the sRGB components.
        assertColor(Color(hex: 0xFF8000).interpolated(to: Color(hex: 0x0080FF), fraction: 0.25),
                    0.75, 128.0 / 255, 0.25)
    }

    func testFadeToClearKeepsTheColour() {
        let fading = Color(hex: 0x3366CC).interpolated(to: .clear, fraction: 0.8)
        assertColor(fading, 0x33 / 255.0, 0x66 / 255.0, 0xCC / 255.0, 0.2)
    }

    func testBothTransparentBlendsStraightComponents() {
        let mid = Color(red: 1, green: 0, blue: 0, alpha: 0).interpolated(to: Color(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.5)
        assertColor(mid, 0.5, 0, 0.5, 0)
    }

    func testAddingAndSubtractingAreComponentWise() {
        let a = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), b = Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5)
        assertColor(a.adding(b), 0.6, 0.45, 0.3, 0.9)
        assertColor(a.subtracting(b), -0.4, -0.05, 0.3, -0.1)
        XCTAssertEqual(Color.zero, .clear)
    }

    func testHueSaturationBrightness() {
        // HSV → RGB reference values (hue in turns): primaries, secondaries and a mid tone.
        assertColor(Color(hue: 0, saturation: 1, brightness: 1), 1, 0, 0)
        assertColor(Color(hue: 1.0 / 3.0, saturation: 1, brightness: 1), 0, 1, 0)
        assertColor(Color(hue: 2.0 / 3.0, saturation: 1, brightness: 1), 0, 0, 1)
        assertColor(Color(hue: 1.0 / 6.0, saturation: 1, brightness: 1), 1, 1, 0)
        assertColor(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.6), 0.4, 0.8, 0.8, 0.6)
        assertColor(Color(hue: 0.25, saturation: 0, brightness: 0.3), 0.3, 0.3, 0.3)
        // Hue wraps; other components clamp.
        assertColor(Color(hue: 1, saturation: 1, brightness: 1), 1, 0, 0)
        assertColor(Color(hue: 7.0 / 6.0, saturation: 1, brightness: 1), 1, 1, 0)
        assertColor(Color(hue: -1.0 / 3.0, saturation: 2, brightness: 1, alpha: 3), 0, 0, 1)
        assertColor(Color(hue: .nan, saturation: .nan, brightness: 1), 1, 1, 1)
    }

    func testHueRoundTrip() {
        for h in stride(from: 0.0, to: 1.0, by: 0.05) {
            let c = Color(hue: h, saturation: 0.7, brightness: 0.9)
            let hsb = c.hueSaturationBrightness
            XCTAssertEqual(hsb.hue, h, accuracy: 1e-12)
            XCTAssertEqual(hsb.saturation, 0.7, accuracy: 1e-12)
            XCTAssertEqual(hsb.brightness, 0.9, accuracy: 1e-12)
        }
    }
}
