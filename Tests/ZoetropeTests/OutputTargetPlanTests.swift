import MediaEncoding
import XCTest
@testable import Zoetrope

/// The plan of `scene` rendered to `path` for `target`, after `change` to the settings.
private func targetPlan(_ target: OutputTarget, _ scene: Scene, to path: String,
                        _ change: (inout RenderSettings) -> Void) throws -> RenderPlan {
    var settings = RenderSettings()
    settings.target = target
    change(&settings)
    return try RenderPlan(scene: scene, settings: settings, path: path)
}

/// `RenderSettings.target = .appStorePreview` plans what App Store Connect's "App preview
/// specifications" state (`AppPreviewSpecification`), whatever the scene's own settings, and
/// refuses what App Store Connect would reject. The files themselves are checked with ffprobe in
/// the end-to-end `OutputTargetTests`.
final class OutputTargetPlanTests: XCTestCase {
    private func plan(_ scene: Scene, to path: String = "/tmp/preview.mp4", _ change: (inout RenderSettings) -> Void = { _ in }) throws -> RenderPlan {
        try targetPlan(.appStorePreview, scene, to: path, change)
    }

    /// A phone screen (390×844 points, 60 fps by default) becomes 886×1920 at 30 fps: drawn at
    /// 886/390 = 2.2718 points per pixel it is 886×1917 pixels (844 × 2.2718 = 1917.4), padded by 3 rows.
    func testAPhoneScreenBecomesTheAcceptedPortraitSizeAt30FPS() throws {
        let plan = try plan(SizedScene(size: Size(width: 390, height: 844), duration: 20))
        XCTAssertEqual(plan.settings.fps, 30, "the highest rate App Store Connect takes, over the scene's 60")
        XCTAssertEqual(plan.settings.scale, 886.0 / 390, accuracy: 1e-12)
        XCTAssertEqual([plan.settings.pixelWidth, plan.settings.pixelHeight], [886, 1917])
        XCTAssertEqual(plan.encoding.encodedSize, PixelSize(width: 886, height: 1920))
        XCTAssertEqual(plan.encoding.h264Level, "4")
        XCTAssertEqual(plan.encoding.constantBitRate, 11_000_000)
        XCTAssertEqual(plan.encoding.audioBitRate, 256_000)
        XCTAssertEqual(plan.maximumBytes, 500_000_000)
        XCTAssertEqual(plan.notes.map(\.description), [
            "app-store-preview: 886×1920, 30 fps, H.264 High level 4 at a constant 11 Mb/s, AAC 256 kb/s, 500 MB at most",
            "the scene drawn at 886×1917 pixels is padded to 886×1920, repeating the last column or row",
        ])
        // 16:9 landscape is 1920×1080 exactly; an iPad's 3:4 is 1200×1600; a lower rate is kept.
        let landscape = try self.plan(SizedScene(size: Size(width: 1280, height: 720), duration: 15)) { $0.fps = 24 }
        XCTAssertEqual([landscape.settings.pixelWidth, landscape.settings.pixelHeight, landscape.settings.fps], [1920, 1080, 24])
        XCTAssertEqual(landscape.notes.count, 1, "no padding")
        let tablet = try self.plan(SizedScene(size: Size(width: 768, height: 1024), duration: 30))
        XCTAssertEqual(tablet.encoding.encodedSize, PixelSize(width: 1200, height: 1600))
    }

    func testWhatAppStoreConnectWouldRejectIsRefusedBeforeDrawing() throws {
        let phone = SizedScene(size: Size(width: 390, height: 844), duration: 20)
        let refusals: [(Scene, String, (inout RenderSettings) -> Void, String)] = [
            (SizedScene(size: Size(width: 390, height: 844), duration: 14.9), "/tmp/p.mp4", { _ in }, "lasts 15–30 s; this render is 14.9 s"),
            (phone, "/tmp/p.mp4", { $0.to = 31 }, "lasts 15–30 s; this render is 31.0 s"),
            (phone, "/tmp/p.mp4", { $0.from = 6 }, "lasts 15–30 s; this render is 14.0 s"),
            (phone, "/tmp/p.mov", { _ in }, "needs H.264 in .mp4 or .m4v"),
            (phone, "/tmp/p.mp4", { $0.codec = .hevc }, "needs H.264 in .mp4 or .m4v"),
            (phone, "/tmp/p.mp4", { $0.fps = 60 }, "plays at 30 fps at most; 60 fps was asked for"),
            (SizedScene(size: Size(width: 400, height: 400), duration: 20), "/tmp/p.mp4", { _ in },
             "takes pictures of 886×1920, 1920×886, 1080×1920, 1920×1080, 750×1334, 1334×750, 1200×1600, 1600×1200"),
        ]
        for (scene, path, change, message) in refusals {
            XCTAssertThrowsError(try plan(scene, to: path, change), message) { error in
                XCTAssertTrue("\(error)".hasPrefix("the app-store-preview target ") && "\(error)".contains(message), "\(error)")
                XCTAssertEqual((error as? CategorizedError)?.category, .usage)
            }
        }
    }
}

/// `RenderSettings.target = .readmeGIF` plans a GIF GitHub shows (`ReadmeGIFSpecification`): at
/// most 800 pixels wide (a narrower scene keeps its size), 30 fps at most, and GitHub's 10 MB.
final class ReadmeGIFTargetPlanTests: XCTestCase {
    private func plan(_ scene: Scene, to path: String = "/tmp/demo.gif", _ change: (inout RenderSettings) -> Void = { _ in }) throws -> RenderPlan {
        try targetPlan(.readmeGIF, scene, to: path, change)
    }

    func testAWideSceneIsDrawn800PixelsWideAt30FPSWithin10MB() throws {
        let plan = try plan(SizedScene(size: Size(width: 1280, height: 720), duration: 4))
        XCTAssertEqual([plan.settings.pixelWidth, plan.settings.pixelHeight], [800, 450], "1280×720 × 800/1280")
        XCTAssertEqual(plan.settings.fps, 30, "the scene's 60 fps, at most 30")
        XCTAssertEqual(plan.maximumBytes, 10_000_000)
        XCTAssertEqual(plan.notes.map(\.description), ["readme-gif: 800×450, 30 fps, 10 MB at most"])
    }

    func testANarrowSceneKeepsItsSizeAndALowerRateAndBudgetAreKept() throws {
        let plan = try plan(SizedScene(size: Size(width: 320, height: 240), duration: 4)) {
            $0.fps = 20
            $0.maximumBytes = 2_000_000
        }
        XCTAssertEqual([plan.settings.pixelWidth, plan.settings.pixelHeight, plan.settings.fps], [320, 240, 20])
        XCTAssertEqual(plan.maximumBytes, 2_000_000)
    }

    func testOtherFormatsAndFasterRatesAreRefused() throws {
        let scene = SizedScene(size: Size(width: 640, height: 360), duration: 4)
        for (path, change, message) in [("/tmp/d.mp4", { (_: inout RenderSettings) in }, "writes a .gif; MP4 was asked for"),
                                        ("/tmp/d.gif", { $0.fps = 60 }, "plays at 30 fps at most; 60 fps was asked for")] {
            XCTAssertThrowsError(try plan(scene, to: path, change)) { error in
                XCTAssertEqual("\(error)", "the readme-gif target \(message)")
                XCTAssertEqual((error as? CategorizedError)?.category, .usage)
            }
        }
    }
}

/// `social-square` and `social-vertical` (`SocialVideoSpecification`): the scene fitted inside
/// 1080×1080 or 1080×1920 and centred on its background, H.264 in MP4, at most 60 fps.
final class SocialVideoTargetPlanTests: XCTestCase {
    private func plan(_ target: OutputTarget, _ scene: Scene, to path: String = "/tmp/social.mp4",
                      _ change: (inout RenderSettings) -> Void = { _ in }) throws -> RenderPlan {
        try targetPlan(target, scene, to: path, change)
    }

    func testALandscapeSceneIsCentredInTheSquareAndTheVerticalPicture() throws {
        let scene = SizedScene(size: Size(width: 1280, height: 720), duration: 4)
        let square = try plan(.socialSquare, scene)
        // 1080/1280 = 0.84375 points per pixel: 1080×607.5, drawn 1080×608.
        XCTAssertEqual(square.settings.scale, 1080.0 / 1280, accuracy: 1e-12)
        XCTAssertEqual([square.settings.pixelWidth, square.settings.pixelHeight, square.settings.fps], [1080, 608, 60])
        XCTAssertEqual(square.encoding.encodedSize, PixelSize(width: 1080, height: 1080))
        XCTAssertTrue(square.encoding.letterboxes)
        XCTAssertEqual(square.notes.map(\.description), [
            "social-square: 1080×1080, 60 fps, H.264 High in MP4",
            "the scene drawn at 1080×608 pixels is centred in 1080×1080 on its background",
        ])
        let vertical = try plan(.socialVertical, scene) { $0.fps = 30 }
        XCTAssertEqual([vertical.settings.pixelWidth, vertical.settings.pixelHeight, vertical.settings.fps], [1080, 608, 30])
        XCTAssertEqual(vertical.encoding.encodedSize, PixelSize(width: 1080, height: 1920))
        // A 9:16 phone scene fills the vertical picture: no note about bands.
        let phone = try plan(.socialVertical, SizedScene(size: Size(width: 360, height: 640), duration: 4))
        XCTAssertEqual([phone.settings.pixelWidth, phone.settings.pixelHeight], [1080, 1920])
        XCTAssertEqual(phone.notes.count, 1)
    }

    func testOtherFormatsAndFasterRatesAreRefused() throws {
        let scene = SizedScene(size: Size(width: 640, height: 360), duration: 4)
        for (path, change, message) in [("/tmp/s.gif", { (_: inout RenderSettings) in }, "writes H.264 in .mp4; GIF was asked for"),
                                        ("/tmp/s.mp4", { $0.codec = .hevc }, "writes H.264 in .mp4; HEVC was asked for"),
                                        ("/tmp/s.mp4", { $0.fps = 120 }, "plays at 60 fps at most; 120 fps was asked for")] {
            XCTAssertThrowsError(try plan(.socialSquare, scene, to: path, change)) { error in
                XCTAssertEqual("\(error)", "the social-square target \(message)")
            }
        }
    }
}
