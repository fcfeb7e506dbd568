import CairoRendering
import XCTest
import ZoetropeUIKit

/// Two mask idioms written as iOS code writes them: a skeleton view's shimmer (a gradient mask
/// whose `locations` sweep across) and a circular reveal (a shape mask whose `path` grows).
private final class MaskIdiomsScene: IOSTestScene {
    static let name = "ios-masks"
    static let summary = "a shimmer and a circular reveal"
    var size: Size { Size(width: 200, height: 100) }
    var duration: Double { 1 }
    var backgroundColor: Color? { nil }

    init() {}

    func setUp(on stage: Stage) {
        let skeleton = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        skeleton.backgroundColor = .systemGray
        let shimmer = CAGradientLayer()
        shimmer.frame = skeleton.bounds
        shimmer.colors = [UIColor(white: 1, alpha: 0).cgColor, UIColor.white.cgColor, UIColor(white: 1, alpha: 0).cgColor]
        shimmer.startPoint = CGPoint(x: 0, y: 0.5)
        shimmer.endPoint = CGPoint(x: 1, y: 0.5)
        shimmer.locations = [-0.5, -0.25, 0]
        skeleton.layer.mask = shimmer
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [-0.5, -0.25, 0]
        sweep.toValue = [1, 1.25, 1.5]
        sweep.duration = 1
        sweep.timingFunction = CAMediaTimingFunction(name: .linear)
        shimmer.add(sweep, forKey: "shimmer")
        stage.rootView.addSubview(skeleton)

        let photo = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        photo.backgroundColor = .systemBlue
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 0, height: 0)).cgPath
        photo.layer.mask = circle
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = circle.path
        reveal.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        reveal.duration = 1
        reveal.timingFunction = CAMediaTimingFunction(name: .linear)
        reveal.fillMode = .forwards
        reveal.isRemovedOnCompletion = false
        circle.add(reveal, forKey: "reveal")
        stage.rootView.addSubview(photo)
    }
}

final class IOSMaskTests: XCTestCase {
    private func alpha(_ canvas: Canvas, _ x: Int, _ y: Int) -> Int {
        Int(canvas.rgbaImage().pixel(x: x, y: y).a)
    }

    /// At t the shimmer's stops sit at −0.5 + 1.5t, −0.25 + 1.5t and 1.5t (linear in time), so
    /// the opaque band's centre crosses x = 100 · (−0.25 + 1.5t): 12.5 at 0.25 s, 50 at 0.5 s.
    /// The circle's radius grows linearly from 0 to 50 about the photo's centre.
    func testTheShimmerSweepsAndTheRevealGrowsAsTheirAnimationsSay() throws {
        let scrubber = Scrubber(scene: MaskIdiomsScene())
        let half = try scrubber.still(at: 0.5)
        // Pixel x has its centre at x + 0.5; the band's edge falls over 25 points (a quarter of 100).
        XCTAssertEqual(Double(alpha(half, 50, 50)), 255 * (1 - 0.5 / 25), accuracy: 2, "next to the band's centre at x = 50")
        XCTAssertEqual(Double(alpha(half, 62, 50)), 255 * (1 - 12.5 / 25), accuracy: 4, "halfway down the band's edge")
        XCTAssertEqual(alpha(half, 10, 50), 0, "ahead of the band: transparent stops")
        XCTAssertEqual(alpha(half, 90, 50), 0, "behind the band")
        let quarter = try scrubber.still(at: 0.25)
        XCTAssertEqual(Double(alpha(quarter, 12, 50)), 255, accuracy: 2, "the band's centre at x = 12.5")
        XCTAssertEqual(alpha(quarter, 50, 50), 0)

        // The reveal: radius 25 at 0.5 s.
        XCTAssertEqual(alpha(half, 150, 50), 255, "the centre")
        XCTAssertEqual(alpha(half, 150 + 20, 50), 255, "inside the radius")
        XCTAssertEqual(alpha(half, 150 + 30, 50), 0, "outside the radius")
        XCTAssertEqual(alpha(half, 105, 5), 0, "the photo's corner, still hidden")
        let end = try scrubber.still(at: 1)
        XCTAssertEqual(alpha(end, 150 + 45, 50), 255, "radius 50 at the end")
        XCTAssertEqual(alpha(end, 102, 2), 0, "the corner outside the full circle")
    }
}
