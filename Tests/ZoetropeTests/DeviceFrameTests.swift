import CairoRendering
import XCTest
@testable import Zoetrope

/// A device on a white canvas of its own size, its screen showing a red view larger than the
/// screen (so anything not clipped would show on the body).
struct DeviceScene: Scene {
    static let name = "device"
    static let summary = "test scene"
    static let content = Color(red: 1, green: 0, blue: 0)
    var device: DeviceFrame
    init(variant: String?) throws { device = .phone }
    init(device: DeviceFrame) { self.device = device }
    var size: Size { device.size }
    var duration: Double { 1 }

    func setUp(on stage: Stage) {
        let frame = DeviceFrameView(device)
        let overflowing = View()
        overflowing.backgroundColor = Self.content
        frame.embed(overflowing)
        overflowing.frame = frame.screenView.bounds.insetBy(dx: -40, dy: -40)
        stage.rootView.addSubview(frame)
    }
}

/// `DeviceFrameView`: each frame's screen rectangle and corners as declared, bezels symmetric
/// where the device is, and content clipped to the rounded screen (pixels inside and outside the
/// corner arc, computed from the radius).
final class DeviceFrameTests: XCTestCase {
    func testScreensLieInsideTheirDevicesAsDeclared() {
        for device in DeviceFrame.all {
            XCTAssertTrue(device.screen.minX >= 0 && device.screen.minY >= 0 && device.screen.maxX <= device.size.width
                          && device.screen.maxY <= device.size.height, "\(device.kind): the screen lies within the device")
            XCTAssertEqual(device.screen.midX, device.size.width / 2, "\(device.kind): the screen is centred across")
            XCTAssertLessThanOrEqual(2 * device.screenCornerRadius, min(device.screen.width, device.screen.height))
        }
        // Handhelds: equal bezels top and bottom; screen sizes as documented.
        for device in [DeviceFrame.phone, .tablet] {
            XCTAssertEqual(device.screen.minY, device.size.height - device.screen.maxY, "\(device.kind)")
        }
        XCTAssertEqual(DeviceFrame.phone.screen.size, Size(width: 390, height: 844))
        XCTAssertEqual(DeviceFrame.tablet.screen.size, Size(width: 820, height: 1180))
        XCTAssertEqual(DeviceFrame.laptop.screen.size, Size(width: 1280, height: 800))
        XCTAssertEqual(DeviceFrame.browser.screen.size, Size(width: 1280, height: 720))
        XCTAssertEqual(DeviceFrame.browser.screen.maxY, DeviceFrame.browser.size.height, "the page reaches the window's bottom")
    }

    /// A screen point through the frame's placement, from the geometry: the phone (420 × 868,
    /// screen at (15, 12)) centred at (640, 360) and scaled by 0.5 about its centre puts screen
    /// point p at (640, 360) + 0.5 × ((15, 12) + p − (210, 434)) in its container, which sits at
    /// (100, 50) in the root view.
    func testAScreenPointMapsToTheSceneThroughTheFramesPlacement() {
        let root = View(frame: Rect(x: 0, y: 0, width: 1600, height: 900))   // the stage's root view
        let container = View(frame: Rect(x: 100, y: 50, width: 1280, height: 720))
        root.addSubview(container)
        let phone = DeviceFrameView(.phone)
        container.addSubview(phone)
        phone.center = Point(x: 640, y: 360)
        phone.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        for point in [Point(x: 0, y: 0), Point(x: 195, y: 422), Point(x: 390, y: 844), Point(x: 30, y: 700)] {
            let scene = phone.scenePoint(onScreen: point)
            XCTAssertEqual(scene.x, 100 + 640 + 0.5 * (15 + point.x - 210), accuracy: 1e-9)
            XCTAssertEqual(scene.y, 50 + 360 + 0.5 * (12 + point.y - 434), accuracy: 1e-9)
        }
    }

    func testTheViewsScreenIsTheDevicesScreen() {
        for device in DeviceFrame.all {
            let view = DeviceFrameView(device)
            XCTAssertEqual(view.bounds.size, device.size)
            XCTAssertEqual(view.screenView.frame, device.screen)
            XCTAssertEqual(view.screenView.layer.cornerRadius, device.screenCornerRadius)
            XCTAssertEqual(view.screenView.layer.maskedCorners, device.screenCorners)
            XCTAssertTrue(view.screenView.layer.masksToBounds)
        }
    }

    func testEmbeddedContentFillsTheScreen() throws {
        let phone = DeviceFrameView(.phone)
        let content = View()
        phone.embed(content)
        XCTAssertTrue(content.superview === phone.screenView)
        XCTAssertEqual(content.frame, Rect(origin: .zero, size: DeviceFrame.phone.screen.size))
        let video = VideoLayer(contentsOf: URL(fileURLWithPath: "/nonexistent/clip.mp4"))
        phone.embed(video)
        XCTAssertTrue(video.superlayer === phone.screenView.layer)
        XCTAssertEqual(video.frame, Rect(origin: .zero, size: DeviceFrame.phone.screen.size))
    }

    private func render(_ device: DeviceFrame) throws -> RGBAImage {
        try Exporter(scene: DeviceScene(device: device)).still(at: 0).rgbaImage()
    }

    private func isContent(_ image: RGBAImage, _ point: Point) -> Bool {
        image.pixel(x: Int(point.x), y: Int(point.y)) == (255, 0, 0, 255)
    }

    func testContentIsClippedToTheRoundedScreen() throws {
        for device in DeviceFrame.all {
            let image = try render(device)
            let screen = device.screen, r = device.screenCornerRadius
            XCTAssertTrue(isContent(image, Point(x: screen.midX, y: screen.midY)), "\(device.kind): the screen shows the content")
            // Inside the straight edges, 1.5 points in.
            for inside in [Point(x: screen.minX + 1.5, y: screen.midY), Point(x: screen.maxX - 1.5, y: screen.midY),
                           Point(x: screen.midX, y: screen.minY + 1.5), Point(x: screen.midX, y: screen.maxY - 1.5)] {
                XCTAssertTrue(isContent(image, inside), "\(device.kind): content at \(inside)")
            }
            // Just outside the straight edges the body (or the canvas) shows, not the overflowing content.
            for outside in [Point(x: screen.minX - 1.5, y: screen.midY), Point(x: screen.maxX + 0.5, y: screen.midY),
                            Point(x: screen.midX, y: screen.minY - 1.5)] where Rect(origin: .zero, size: device.size).contains(outside) {
                XCTAssertFalse(isContent(image, outside), "\(device.kind): no content at \(outside)")
            }
            // Each corner: a pixel on the diagonal 3 points outside the arc shows no content, one 3 points inside does.
            let corners: [(CornerMask, Point, Double, Double)] = [
                (.topLeft, Point(x: screen.minX + r, y: screen.minY + r), -1, -1),
                (.topRight, Point(x: screen.maxX - r, y: screen.minY + r), 1, -1),
                (.bottomLeft, Point(x: screen.minX + r, y: screen.maxY - r), -1, 1),
                (.bottomRight, Point(x: screen.maxX - r, y: screen.maxY - r), 1, 1),
            ]
            for (corner, center, dx, dy) in corners {
                func onDiagonal(_ distance: Double) -> Point {
                    Point(x: center.x + dx * distance / 2.0.squareRoot(), y: center.y + dy * distance / 2.0.squareRoot())
                }
                if device.screenCorners.contains(corner) {
                    XCTAssertFalse(isContent(image, onDiagonal(r + 3)), "\(device.kind) \(corner): clipped outside the arc")
                    XCTAssertTrue(isContent(image, onDiagonal(r - 3)), "\(device.kind) \(corner): shown inside the arc")
                } else {
                    XCTAssertTrue(isContent(image, onDiagonal(r + 1)), "\(device.kind) \(corner): a square corner is not clipped")
                }
            }
        }
    }
}
