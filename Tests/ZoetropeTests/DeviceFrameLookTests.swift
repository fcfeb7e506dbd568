import CairoRendering
import XCTest
@testable import Zoetrope

/// A device frame worth showing: the phone's Dynamic Island above the screen's content, a soft
/// shadow, an edge that stays visible on a background of the body's own colour, and a tilt in
/// perspective — each read from pixels.
final class DeviceFrameLookTests: XCTestCase {
    /// A phone in `color`, centred on a `background` canvas of 600 × 1000 points, its screen red,
    /// turned by `transform`.
    private struct PhoneScene: Scene {
        static let name = "phone-look"
        static let summary = "test scene"
        var color: Color, background: Color, transform: Transform3D
        var size: Size { Size(width: 600, height: 1000) }
        var duration: Double { 1 }
        init(variant _: String?) throws { color = DeviceFrameColor.black; background = .white; transform = .identity }
        init(color: Color, background: Color, transform: Transform3D = .identity) {
            self.color = color; self.background = background; self.transform = transform
        }
        func setUp(on stage: Stage) {
            stage.rootView.backgroundColor = background
            let phone = DeviceFrameView(.phone, color: color)
            let content = View()
            content.backgroundColor = Color(red: 1, green: 0, blue: 0)
            phone.embed(content)
            phone.center = Point(x: 300, y: 500)
            phone.transform3D = transform
            stage.rootView.addSubview(phone)
        }
    }

    private func render(_ scene: PhoneScene) throws -> RGBAImage { try Exporter(scene: scene).still(at: 0).rgbaImage() }

    /// The phone's origin on the canvas: (300 − 210, 500 − 434).
    private let origin = Point(x: 90, y: 66)

    func testTheIslandIsDrawnAboveTheScreensContent() throws {
        let image = try render(PhoneScene(color: DeviceFrameColor.black, background: .white))
        let island = try XCTUnwrap(DeviceFrame.phone.cutout), screen = DeviceFrame.phone.screen
        let centre = Point(x: origin.x + screen.minX + island.midX, y: origin.y + screen.minY + island.midY)
        XCTAssertTrue(image.pixel(x: Int(centre.x), y: Int(centre.y)) == (0, 0, 0, 255), "black over the red screen")
        let below = image.pixel(x: Int(centre.x), y: Int(origin.y + screen.minY + island.maxY + 3))
        XCTAssertTrue(below == (255, 0, 0, 255), "the screen's content under the island: \(below)")
    }

    func testTheFrameCastsAShadowAndKeepsAnEdgeOnItsOwnColour() throws {
        for color in [DeviceFrameColor.black, DeviceFrameColor.whiteTitanium, DeviceFrameColor.naturalTitanium] {
            let image = try render(PhoneScene(color: color, background: color))
            let level = { (x: Double, y: Double) in Int(image.pixel(x: Int(x), y: Int(y)).g) }
            let background = Int((color.green * 255).rounded())
            XCTAssertEqual(level(5, 5), background, accuracy: 1, "the canvas away from the phone")
            // The rim, 1 point inside the body's left edge (x = 3 in the phone), half way down.
            XCTAssertGreaterThanOrEqual(abs(level(origin.x + 4, 500) - background), 10, "an edge on \(color)")
            // 8 points below the phone, 8 inside the shadow's shape (offset 16 down, radius 24, 35 %):
            // about three quarters of the shadow's opacity, at most all of it.
            let darkening = Double(background - level(300, origin.y + 868 + 8))
            XCTAssertGreaterThanOrEqual(darkening, 0.35 * 0.5 * Double(background) - 1, "a shadow on \(color)")
            XCTAssertLessThanOrEqual(darkening, 0.35 * Double(background) + 1, "a shadow on \(color)")
        }
    }

    /// Turned 0.4 rad about the vertical axis, the right side goes away: in perspective it is
    /// shorter than the left one. Core Animation's m34 = −1/1500 about the centre puts a point at
    /// x (from the centre) at depth −x sin 0.4, its height scaled by 1 / (1 + x sin 0.4 / 1500), at
    /// 300 + x cos 0.4 / (1 + x sin 0.4 / 1500) on the canvas: the columns at x = ±167 (40 points
    /// inside the body's edges, clear of its corners) have heights in the ratio
    /// (1 − 167 sin 0.4 / 1500) / (1 + 167 sin 0.4 / 1500).
    func testATiltTurnsThePhoneInPerspective() throws {
        let image = try render(PhoneScene(color: DeviceFrameColor.black, background: .white,
                                          transform: DeviceFrameView.tilt(yaw: 0.4)))
        func height(ofColumn x: Double) -> Int {
            (0..<1000).filter { y in let p = image.pixel(x: Int(x.rounded()), y: y); return p.r < 128 || p.g < 128 }.count
        }
        func column(_ x: Double) -> Double { 300 + x * cos(0.4) / (1 + x * sin(0.4) / 1500) }
        let w = 167 * sin(0.4) / 1500
        let ratio = Double(height(ofColumn: column(167))) / Double(height(ofColumn: column(-167)))
        XCTAssertEqual(ratio, (1 - w) / (1 + w), accuracy: 0.01, "right \(height(ofColumn: column(167))), left \(height(ofColumn: column(-167)))")
    }
}
