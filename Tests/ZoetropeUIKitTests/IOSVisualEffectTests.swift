import CairoRendering
import Foundation
import XCTest
import ZoetropeUIKit

/// A blur over a sharp black/white edge, written as iOS code writes it: faded in with an
/// animation block (the documented idiom, `effect` from nil to a `UIBlurEffect`), scrubbed with
/// a paused property animator, or shown still with the values a blur has at a given radius.
private final class BlurEdgeScene: Scene {
    static let name = "ios-blur-edge"
    static let summary = "a blur faded in over a black/white edge"
    static let variants = ["fade-in", "animator", "still"]
    var size: Size { Size(width: 200, height: 60) }
    var duration: Double { 2 }
    private let variant: String
    /// For "still": the blur's values, set on the effect view's layer directly.
    static let stillValues = (blurRadius: 15.0, saturation: 1.4, tint: Color(white: 1, alpha: 0.15))

    init(variant: String?) throws { self.variant = variant ?? "fade-in" }

    func setUp(on stage: Stage) {
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        black.backgroundColor = .black
        stage.rootView.addSubview(black)
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 40, y: 10, width: 120, height: 40)
        stage.rootView.addSubview(effectView)
        switch variant {
        case "fade-in":
            stage.at(0.5) {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                    effectView.effect = UIBlurEffect(style: .light)
                }
            }
        case "animator":
            stage.at(0.5) {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                    effectView.effect = UIBlurEffect(style: .light)
                }
                animator.pauseAnimation()
                animator.fractionComplete = 0.5
            }
        default:
            let layer = effectView.layer as! VisualEffectLayer
            layer.blurRadius = Self.stillValues.blurRadius
            layer.saturation = Self.stillValues.saturation
            layer.tintColor = Self.stillValues.tint
        }
    }
}

/// A photo under a rounded material card with a label, as an app's overlay is written.
private final class PhotoCardScene: IOSTestScene {
    static let name = "ios-blur-photo"
    static let summary = "a material card over a photo"
    var size: Size { Size(width: 360, height: 240) }
    var duration: Double { 1 }
    /// Whether the card is there (without it, the sharp photo to compare with).
    private let showsCard: Bool
    static let card = Rect(x: 40, y: 60, width: 280, height: 90)
    static let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes/Resources/AppDemo/trip-screenshot.jpg")

    init() { showsCard = true }

    init(showsCard: Bool) { self.showsCard = showsCard }

    func setUp(on stage: Stage) {
        let photo = UIImageView(image: UIImage(contentsOfFile: Self.photo.path))
        photo.frame = CGRect(x: 0, y: 0, width: 360, height: 240)
        photo.contentMode = .scaleAspectFill
        stage.rootView.addSubview(photo)
        guard showsCard else { return }
        let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        card.frame = Self.card
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 240, height: 50))
        title.text = "Lisbon, 3 days"
        title.font = UIFont.boldSystemFont(ofSize: 24)
        card.contentView.addSubview(title)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        card.contentView.addSubview(vibrancy)
        stage.rootView.addSubview(card)
    }
}

final class IOSVisualEffectTests: XCTestCase {
    private func row(_ canvas: Canvas) -> [Double] {
        let image = canvas.rgbaImage()
        return (0..<200).map { Double(image.pixel(x: $0, y: 30).g) }
    }

    /// Φ(x), the standard normal distribution function.
    private func normalCDF(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

    /// The light style's blur (σ 30, saturation 1.8, white at 30 %) over the edge at radius
    /// `sigma` with tint alpha `tint`: the Gaussian's ramp under the tint (greys keep their
    /// saturation); outside the view, the sharp edge.
    private func expectedRow(sigma: Double, tint: Double) -> [Double] {
        (0..<200).map { x in
            let sharp = x < 100 ? 0.0 : 255
            guard (40..<160).contains(x) else { return sharp }
            let blurred = sigma > 0 ? 255 * normalCDF((Double(x) + 0.5 - 100) / sigma) : sharp
            return blurred * (1 - tint) + 255 * tint
        }
    }

    private func assertRow(_ actual: [Double], _ expected: [Double], accuracy: Double, _ message: String,
                           file: StaticString = #filePath, line: UInt = #line) {
        for (x, (a, e)) in zip(actual, expected).enumerated() {
            XCTAssertEqual(a, e, accuracy: accuracy, "\(message), x = \(x)", file: file, line: line)
        }
    }

    /// UIView.animate from nil to UIBlurEffect(style: .light) over 1 s, linear, from 0.5 s: no
    /// blur before, radius 30 · p, saturation 1 + 0.8 · p and tint alpha 0.3 · p at progress p.
    func testTheFadeInBlurAnimatesTheRadiusFromZero() throws {
        let scrubber = Scrubber(scene: try BlurEdgeScene(variant: "fade-in"))
        assertRow(row(try scrubber.still(at: 0.25)), expectedRow(sigma: 0, tint: 0), accuracy: 0, "before the block")
        let half = try scrubber.still(at: 1)
        assertRow(row(half), expectedRow(sigma: 15, tint: 0.15), accuracy: 4, "half-way: σ 15")
        assertRow(row(try scrubber.still(at: 1.75)), expectedRow(sigma: 30, tint: 0.3), accuracy: 4, "after: the light style")
        // Half-way is exactly the still blur at those values.
        let still = try Scrubber(scene: try BlurEdgeScene(variant: "still")).still(at: 1)
        assertRow(row(half), row(still), accuracy: 1, "the still blur at σ 15")
    }

    /// A paused animator at fractionComplete 0.5 shows the half-way blur, whatever its curve
    /// (scrubbing is linear in fractionComplete), and stays there.
    func testAPausedAnimatorScrubsTheBlurToHalfway() throws {
        let scrubber = Scrubber(scene: try BlurEdgeScene(variant: "animator"))
        let still = try Scrubber(scene: try BlurEdgeScene(variant: "still")).still(at: 1)
        for time in [0.75, 1.9] {
            assertRow(row(try scrubber.still(at: time)), row(still), accuracy: 1, "at \(time)")
        }
    }

    /// The same frame, twice, and from a fresh stage: the same bytes.
    func testTheSameFrameIsTheSameBytes() throws {
        let scrubber = Scrubber(scene: try BlurEdgeScene(variant: "fade-in"))
        let first = try scrubber.still(at: 1.2).rgbaImage().pixels
        let fresh = try Scrubber(scene: try BlurEdgeScene(variant: "fade-in")).still(at: 1.2).rgbaImage().pixels
        XCTAssertEqual(first, fresh)
        XCTAssertEqual(first, try scrubber.still(at: 1.2).rgbaImage().pixels)
    }

    /// UIKit's names: the styles' raw values are iOS's, vibrancy keeps its blur and style, a
    /// view's contentView fills it.
    func testTheUIKitNamesBehaveAsDocumented() {
        XCTAssertEqual(UIBlurEffect.Style.regular.rawValue, 4)
        XCTAssertEqual(UIBlurEffect.Style.systemMaterial.rawValue, 8)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
        let blur = UIBlurEffect(style: .dark)
        XCTAssertEqual(blur.style, .dark)
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        XCTAssertEqual(vibrancy.style, .label)
        XCTAssertTrue(vibrancy.blurEffect === blur)
        let view = UIVisualEffectView(effect: blur)
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentView.frame, view.bounds)
        XCTAssertEqual(view.effect, blur)
        view.effect = nil
        XCTAssertEqual((view.layer as? VisualEffectLayer)?.blurRadius, 0)
    }

    /// Over a photo, the rounded card is smoothed (its pixels differ less from their neighbours
    /// than the photo's do there), the photo outside and the card's clipped corners are untouched.
    func testAMaterialCardBlursThePhotoUnderIt() throws {
        let sharp = try Scrubber(scene: PhotoCardScene(showsCard: false)).still(at: 0).rgbaImage()
        let withCard = try Scrubber(scene: PhotoCardScene()).still(at: 0).rgbaImage()
        let card = PhotoCardScene.card
        for y in 0..<240 {
            for x in 0..<360 where !card.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                XCTAssert(sharp.pixel(x: x, y: y) == withCard.pixel(x: x, y: y), "(\(x), \(y)) outside the card changed")
            }
        }
        XCTAssert(sharp.pixel(x: 40, y: 60) == withCard.pixel(x: 40, y: 60), "the rounded corner shows the photo")
        /// The mean difference of horizontal neighbours' green over the card's top strip (above the label).
        func roughness(_ image: RGBAImage) -> Double {
            var total = 0.0, count = 0.0
            for y in 64..<78 {
                for x in 60..<300 {
                    total += abs(Double(image.pixel(x: x + 1, y: y).g) - Double(image.pixel(x: x, y: y).g))
                    count += 1
                }
            }
            return total / count
        }
        XCTAssertGreaterThan(roughness(sharp), 1, "the photo has detail there")
        XCTAssertLessThan(roughness(withCard), roughness(sharp) / 3, "the blur smooths it")
    }
}
