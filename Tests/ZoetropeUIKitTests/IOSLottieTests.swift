import CairoRendering
import Foundation
import XCTest
import ZoetropeUIKit

/// lottie-ios code as an app writes it — `LottieAnimationView(filePath:)`, `contentMode`,
/// `loopMode`, `animationSpeed`, `play(completion:)`, `LottieAnimation.filepath(_:)`,
/// `play(fromProgress:toProgress:loopMode:completion:)` — compiles with the import edit alone and
/// plays at virtual time.
final class IOSLottieTests: XCTestCase {
    /// A red square moving linearly from x = 10 to 90 over frames 0–10 at 10 fps (1 s).
    static let json = #"""
    {"v":"5.7.0","fr":10,"ip":0,"op":10,"w":100,"h":100,"assets":[],"layers":[
     {"ty":4,"nm":"square","ind":1,"ip":0,"op":10,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,50],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[90,50]}]}},
      "shapes":[{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
                               {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}]}
    """#

    nonisolated(unsafe) static var file = ""
    nonisolated(unsafe) static var finishedAt: [Double] = []

    private final class SuccessCheckScene: IOSTestScene {
        static let name = "ios-lottie"
        static let summary = "a LottieAnimationView played as lottie-ios code plays it"
        var size: Size { Size(width: 200, height: 100) }
        var duration: Double { 3 }
        init() {}

        func setUp(on stage: Stage) {
            let animationView = LottieAnimationView(filePath: IOSLottieTests.file)
            animationView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            animationView.contentMode = .scaleAspectFit
            animationView.loopMode = .playOnce
            let speed: CGFloat = 2
            animationView.animationSpeed = speed
            stage.rootView.addSubview(animationView)

            let looping = LottieAnimationView(animation: LottieAnimation.filepath(IOSLottieTests.file))
            looping.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
            stage.rootView.addSubview(looping)

            stage.at(0.2) {
                animationView.play { finished in
                    if finished { IOSLottieTests.finishedAt.append(stage.time) }
                }
                looping.play(fromProgress: 0, toProgress: 1, loopMode: .loop, completion: nil)
            }
        }
    }

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ios-lottie-\(UUID().uuidString).json")
        try Data(Self.json.utf8).write(to: url)
        Self.file = url.path
        Self.finishedAt = []
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    }

    /// The mean x of the red pixels in columns `columns`.
    private func redX(_ image: RGBAImage, columns: Range<Int>) -> Double? {
        var sum = 0.0, count = 0.0
        for y in 0..<image.height { for x in columns {
            let p = image.pixel(x: x, y: y)
            if p.r > 200, p.g < 60 { sum += Double(x) + 0.5; count += 1 }
        } }
        return count > 0 ? sum / count : nil
    }

    func testTheAnimationViewPlaysAtTheSpeedAndLoopsAsWritten() throws {
        let exporter = Exporter(scene: SuccessCheckScene())
        // Before the play at 0.2 s: the first frame (x 10). At twice the document's 10 fps, 0.25 s
        // in is frame 5 (x 50); from 0.7 s it holds the end (x 90). The looping view at 1.45 s is
        // 1.25 s in: a quarter into its second pass (frame 2.5, x 30, 100 points to the right); at
        // 2.5 s, 0.3 s into its third (frame 3, x 34).
        let expected: [(time: Double, left: Double, right: Double)] = [(0.1, 10, 10), (0.45, 50, 30), (1.45, 90, 30), (2.5, 90, 34)]
        for (time, left, right) in expected {
            let image = try exporter.still(at: time).rgbaImage()
            XCTAssertEqual(try XCTUnwrap(redX(image, columns: 0..<100)), left, accuracy: 0.6, "at \(time) s")
            XCTAssertEqual(try XCTUnwrap(redX(image, columns: 100..<200)), 100 + right, accuracy: 0.6, "at \(time) s")
        }
        IOSLottieTests.finishedAt = []
        try Stage(scene: SuccessCheckScene()).advance(to: 3)
        XCTAssertEqual(IOSLottieTests.finishedAt.count, 1)
        XCTAssertEqual(IOSLottieTests.finishedAt.first ?? 0, 0.7, accuracy: 1e-9, "the completion at the virtual end")
    }
}
