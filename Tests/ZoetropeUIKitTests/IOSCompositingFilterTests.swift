import CairoRendering
import XCTest
import ZoetropeUIKit

/// `CALayer.compositingFilter` with Core Image's blend-mode names, checked against the PDF blend
/// formulas those filters implement (ISO 32000-1, 11.3.5) with the backdrop Cb and the layer's
/// colour Cs, channel by channel: multiply Cb·Cs, screen Cb + Cs − Cb·Cs, difference |Cb − Cs|.
/// The layer and its sublayers are one group, blended as a whole; an unknown filter is warned
/// about once and the layer drawn over what lies behind it.
final class IOSCompositingFilterTests: XCTestCase {
    private let backdrop = [0.8, 0.4, 0.2]
    private let lilac = [0.5, 0.5, 1.0]
    private let grey = [0.5, 0.5, 0.5]
    private let green = [0.0, 1.0, 0.0]

    private func assertPixel(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: [Double], _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let p = image.pixel(x: x, y: y)
        let drawn = [p.r, p.g, p.b].map(Int.init)
        let wanted = expected.map { Int(($0 * 255).rounded()) }
        for (d, w) in zip(drawn, wanted) where abs(d - w) > 2 {
            return XCTFail("\(what) at (\(x), \(y)): \(drawn), expected \(wanted)", file: file, line: line)
        }
    }

    /// `layer` drawn with `render(in:)` into a `side` × `side` picture at scale 1, as iOS code makes one.
    private func picture(of layer: CALayer, side: Double) throws -> RGBAImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { layer.render(in: $0.cgContext) }
        guard case .data(let data) = image.source else { throw XCTSkip("the picture is not in memory") }
        return try RGBAImage(pngData: data)
    }

    private func blend(_ formula: (Double, Double) -> Double, _ cb: [Double], _ cs: [Double]) -> [Double] {
        zip(cb, cs).map(formula)
    }

    func testMultiplyScreenAndNoneFollowTheBlendFormulasWithTheStoreKeptAcrossFrames() throws {
        let scrubber = Scrubber(scene: IOSCompositingFilterScene())
        let stills = try scrubber.stills(at: [0.5, 1.5, 2.5])
        let (multiplied, screened, plain) = (stills[0].rgbaImage(), stills[1].rgbaImage(), stills[2].rgbaImage())
        let multiply = { (b: Double, s: Double) in b * s }
        let screen = { (b: Double, s: Double) in b + s - b * s }
        // Outside the layer: the backdrop.
        assertPixel(multiplied, 5, 5, backdrop, "backdrop")
        // The lilac part, the grey sublayer (drawn over the lilac in the group first) and the drawn stripe.
        assertPixel(multiplied, 80, 20, blend(multiply, backdrop, lilac), "multiplied lilac")
        assertPixel(multiplied, 30, 20, blend(multiply, backdrop, grey), "multiplied grey sublayer")
        assertPixel(multiplied, 70, 45, blend(multiply, backdrop, green), "multiplied drawn stripe")
        assertPixel(screened, 80, 20, blend(screen, backdrop, lilac), "screened lilac")
        assertPixel(screened, 30, 20, blend(screen, backdrop, grey), "screened grey sublayer")
        assertPixel(screened, 70, 45, blend(screen, backdrop, green), "screened drawn stripe")
        assertPixel(plain, 80, 20, lilac, "plain lilac")
        assertPixel(plain, 70, 45, green, "plain drawn stripe")
    }

    func testEveryNamedBlendModeIsDrawnAndDifferenceFollowsItsFormula() throws {
        for mode in BlendMode.allCases {
            let layer = CALayer()
            layer.compositingFilter = mode.rawValue
            XCTAssertEqual(layer.blendMode, mode)
            XCTAssertEqual(layer.compositingFilter as? String, mode.rawValue)
        }
        let base = CALayer()
        base.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        base.backgroundColor = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1).cgColor
        let top = CALayer()
        top.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        top.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 1, alpha: 1).cgColor
        top.compositingFilter = "differenceBlendMode"
        base.addSublayer(top)
        let drawn = try picture(of: base, side: 20)
        assertPixel(drawn, 5, 10, blend({ abs($0 - $1) }, backdrop, lilac), "difference")
        assertPixel(drawn, 15, 10, backdrop, "beside the layer")
    }

    func testARasterizedOrTurnedLayerIsBlendedToo() throws {
        for (rasterized, perspective) in [(true, false), (false, true)] {
            let base = CALayer()
            base.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            base.backgroundColor = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1).cgColor
            let top = CALayer()
            top.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            top.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 1, alpha: 1).cgColor
            top.compositingFilter = "multiplyBlendMode"
            top.shouldRasterize = rasterized
            if perspective {
                var turn = CATransform3DMakeRotation(0.3, 0, 1, 0)
                turn.m34 = -1 / 400
                top.transform = turn
            }
            base.addSublayer(top)
            let drawn = try picture(of: base, side: 40)
            assertPixel(drawn, 20, 20, blend({ $0 * $1 }, backdrop, lilac), rasterized ? "rasterized" : "in perspective")
            assertPixel(drawn, 3, 3, backdrop, "beside the layer")
        }
    }

    /// "sourceAtopCompositing" is Porter and Duff's atop, Cs·αb + Cb·(1 − αs): a half-opaque
    /// lilac layer half over a green one mixes them half and half, and beside the green draws
    /// nothing — inside a "sourceOverCompositing" group, whose backdrop is its own sublayers;
    /// without the group, atop the backdrop behind everything.
    func testSourceAtopDrawsOnlyOverWhatLiesBehindItWithinASourceOverGroup() throws {
        func draw(grouped: Bool) throws -> RGBAImage {
            let base = CALayer()
            base.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            base.backgroundColor = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1).cgColor
            let group = CALayer()
            group.frame = base.bounds
            if grouped { group.compositingFilter = "sourceOverCompositing" }
            let under = CALayer()
            under.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
            under.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
            let top = CALayer()
            top.frame = CGRect(x: 10, y: 0, width: 30, height: 40)
            top.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 1, alpha: 1).cgColor
            top.opacity = 0.5
            top.compositingFilter = "sourceAtopCompositing"
            group.addSublayer(under)
            group.addSublayer(top)
            base.addSublayer(group)
            return try picture(of: base, side: 40)
        }
        let half = { (b: Double, s: Double) in 0.5 * s + 0.5 * b }
        let grouped = try draw(grouped: true)
        assertPixel(grouped, 5, 20, green, "the green alone")
        assertPixel(grouped, 15, 20, blend(half, green, lilac), "atop the green")
        assertPixel(grouped, 30, 20, backdrop, "atop nothing in its group: the backdrop behind the group")
        let ungrouped = try draw(grouped: false)
        assertPixel(ungrouped, 15, 20, blend(half, green, lilac), "atop the green")
        assertPixel(ungrouped, 30, 20, blend(half, backdrop, lilac), "atop the backdrop")
    }

    func testAnUnknownFilterIsWarnedAboutOnceAndReadBack() {
        nonisolated(unsafe) var messages: [String] = []
        Timeline.setUnattendedProblemHandler { messages.append("\($0)") }
        defer { Timeline.setUnattendedProblemHandler(nil) }
        let layer = CALayer()
        XCTAssertNil(layer.compositingFilter)
        layer.compositingFilter = "multiplyBlendMode"
        layer.compositingFilter = nil
        XCTAssertTrue(messages.isEmpty, "\(messages)")
        layer.compositingFilter = "gaussianBlur"
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("gaussianBlur") ?? false, "\(messages)")
        XCTAssertEqual(layer.compositingFilter as? String, "gaussianBlur")
        XCTAssertNil(layer.blendMode)
    }
}
