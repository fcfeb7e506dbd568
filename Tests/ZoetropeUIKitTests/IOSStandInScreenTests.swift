import XCTest
import ZoetropeUIKit

/// A scene laid out from the screen's width, as iOS code sizes views from `UIScreen.main.bounds`.
private final class ScreenWideScene: IOSTestScene {
    static let name = "ios-screen-wide"
    static let summary = "a banner as wide as the screen"
    var size: Size { Size(width: 320, height: 480) }
    var duration: Double { 1 }
    var scale: Double { 2 }
    let banner = UIView()

    init() {}

    func setUp(on stage: Stage) {
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
        stage.rootView.addSubview(banner)
    }
}

/// UIScreen.main: the stage's size in points and the scene's pixels per point; off a stage, the
/// documented default screen. IndexPath's UIKit members: section first, then row or item.
final class IOSStandInScreenTests: XCTestCase {
    func testTheMainScreenIsTheStage() {
        let scene = ScreenWideScene()
        let stage = Stage(scene: scene)
        XCTAssertEqual(scene.banner.frame.width, 320)
        stage.timeline.perform {
            XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertEqual(UIScreen.main.scale, 2)
            XCTAssertEqual(UIScreen.main.nativeScale, 2)
            XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 640, height: 960))
        }
    }

    /// A render at another scale than the scene's tells the scene the render's.
    func testTheMainScreenHasTheRendersScale() throws {
        let stage = try Playback.Cursor(Playback(scene: ScreenWideScene(), scale: 3)).move(to: 0)
        XCTAssertEqual(stage.timeline.perform { UIScreen.main.scale }, 3)
    }

    func testOffAStageTheMainScreenIsTheDefault() {
        XCTAssertEqual(UIScreen.main.bounds.size, UIScreen.defaultSize)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(UIScreen.main.scale, 3)
    }

    func testIndexPathsHoldASectionAndARowOrItem() {
        let path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path, IndexPath(item: 3, section: 1))
        XCTAssertEqual(path, IndexPath(indexes: [1, 3]))
        var moved = path
        moved.row = 5
        XCTAssertEqual(moved, IndexPath(row: 5, section: 1))
    }
}
