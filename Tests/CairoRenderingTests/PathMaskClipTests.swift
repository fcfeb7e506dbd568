@testable import CairoRendering
@testable import MotionCore
import XCTest

/// A mask that only fills a path, over a layer that paints its bounds once, is a clip on the fast path
/// (`PathMaskClip`): which masks qualify, and the pixels against the reference path's groups.
final class PathMaskClipTests: XCTestCase {
    private func ellipseMask(in rect: Rect) -> ShapeLayer {
        let mask = ShapeLayer()
        mask.path = Path(ellipseIn: rect)
        return mask
    }

    private func gradient(frame: Rect) -> GradientLayer {
        let layer = GradientLayer()
        layer.frame = frame
        layer.colors = [Color(hex: 0x5AC8FA), Color(hex: 0x5856D6), Color(hex: 0xFF2D55)]
        layer.startPoint = Point(x: 0, y: 0.2)
        layer.endPoint = Point(x: 1, y: 0.8)
        return layer
    }

    /// The plan of `layer` with its drawing (and its mask's) recorded, as a stage's trees are.
    private func plan(of layer: Layer) -> LayerDrawPlan? {
        layer.recordDrawing()
        return LayerDrawPlan(layer, parentSublayerTransform: nil, traits: TargetTraits(isRaster: true, isAlphaOnly: false, alpha: 1))
    }

    func testAGradientOrABackgroundCutToAFilledPathIsClipped() {
        let layer = gradient(frame: Rect(x: 10, y: 10, width: 100, height: 60))
        layer.mask = ellipseMask(in: Rect(x: 0, y: 0, width: 100, height: 60))
        layer.opacity = 0.4
        XCTAssertNotNil(plan(of: layer)?.maskClip)
        let background = Layer()
        background.frame = Rect(x: 10, y: 10, width: 100, height: 60)
        background.backgroundColor = Color(hex: 0x34C759)
        background.mask = ellipseMask(in: Rect(x: 10, y: 10, width: 80, height: 40))
        XCTAssertNotNil(plan(of: background)?.maskClip, "a square background")
    }

    func testMasksThatDoMoreThanFillOpaqueAreGroups() {
        let cases: [(String, (ShapeLayer) -> Void)] = [
            ("a stroke", { $0.strokeColor = .black }),
            ("a translucent fill", { $0.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5) }),
            ("no fill", { $0.fillColor = nil }),
            ("an opacity", { $0.opacity = 0.5 }),
            ("a shadow", { $0.shadowOpacity = 1 }),
            ("a background", { $0.backgroundColor = .black }),
            ("a sublayer", { $0.addSublayer(Layer()) }),
            ("a perspective", { var eye = Transform3D.identity; eye.m34 = -1.0 / 300; $0.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0).concatenating(eye) }),
        ]
        for (name, change) in cases {
            let layer = gradient(frame: Rect(x: 0, y: 0, width: 100, height: 60))
            let mask = ellipseMask(in: Rect(x: 0, y: 0, width: 100, height: 60))
            change(mask)
            layer.mask = mask
            XCTAssertNil(plan(of: layer)?.maskClip, name)
        }
    }

    func testBodiesThatPaintMoreThanOnceAreGroups() {
        let cases: [(String, (GradientLayer) -> Void)] = [
            ("a background under the gradient", { $0.backgroundColor = .white }),
            ("a border", { $0.borderWidth = 2; $0.borderColor = .black }),
            ("a sublayer", { let child = Layer(); child.frame = Rect(x: 0, y: 0, width: 10, height: 10); child.backgroundColor = .black; $0.addSublayer(child) }),
            ("a shadow", { $0.shadowOpacity = 0.5 }),
            ("a conic gradient (wedges)", { $0.type = .conic }),
            ("a clip of its own", { $0.masksToBounds = true }),
        ]
        for (name, change) in cases {
            let layer = gradient(frame: Rect(x: 0, y: 0, width: 100, height: 60))
            change(layer)
            layer.mask = ellipseMask(in: Rect(x: 0, y: 0, width: 100, height: 60))
            XCTAssertNil(plan(of: layer)?.maskClip, name)
        }
        let unrecorded = gradient(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        unrecorded.mask = ellipseMask(in: Rect(x: 0, y: 0, width: 100, height: 60))
        let rounded = Layer()
        rounded.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        rounded.backgroundColor = .white
        rounded.cornerRadius = 8
        rounded.mask = ellipseMask(in: Rect(x: 10, y: 10, width: 80, height: 40))
        XCTAssertNil(plan(of: rounded)?.maskClip, "rounded corners")
        XCTAssertNil(LayerDrawPlan(unrecorded, parentSublayerTransform: nil, traits: TargetTraits(isRaster: true, isAlphaOnly: false, alpha: 1))?.maskClip,
                     "drawing not recorded is unknown")
    }

    /// Premultiplied RGBA of `root` drawn on `path` at 2×, twice (the second from kept stores).
    private func pixels(of root: Layer, _ path: DrawingPath, width: Int = 320, height: Int = 200) throws -> [UInt8] {
        root.recordDrawing()
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 2)
        let renderer = LayerRenderer(cache: RenderCache(), drawingPath: path)
        try renderer.render(root, into: canvas)
        try canvas.clear(to: nil)
        try renderer.render(root, into: canvas)
        return canvas.withPremultipliedBGRA { bytes, _ in Array(bytes) }
    }

    func testClippedGradientsDrawWithinTheDocumentedLevelsOfTheGroups() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 160, height: 100)
        root.backgroundColor = Color(hex: 0xF2F2F7)
        // Turned and scaled masks over faded gradients, inside the gradients' bounds (where both
        // cut a pixel, the next test).
        for (index, angle) in [0.0, 0.35, -1.1].enumerated() {
            let layer = gradient(frame: Rect(x: 6.3 + Double(index) * 50, y: 12.7, width: 44, height: 70))
            layer.opacity = [1, 0.45, 0.8][index]
            let mask = ellipseMask(in: Rect(x: -12, y: -18, width: 24, height: 36))
            mask.position = Point(x: 22, y: 35 + Double(index) * 6)
            mask.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).concatenating(Transform3D(scaleX: 1.1, y: 0.9, z: 1))
            layer.mask = mask
            root.addSublayer(layer)
        }
        let reference = try pixels(of: root, .reference), fast = try pixels(of: root, .fast)
        let largest = zip(reference, fast).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
        XCTAssertLessThanOrEqual(largest, 3, "a channel differs by \(largest) levels (reduced gradients: within 2; the clip's coverage: 1)")
        XCTAssertGreaterThan(Set(reference).count, 100, "the gradients draw")
    }

    func testAClippedBackgroundIsTheMaskedOneWithinALevel() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 160, height: 100)
        root.backgroundColor = Color(hex: 0xF2F2F7)
        for (index, angle) in [0.0, 0.6, 2.2].enumerated() {
            let card = Layer()
            card.frame = Rect(x: 4.4 + Double(index) * 52, y: 9.1, width: 48, height: 80)
            card.backgroundColor = Color(red: 0.35, green: 0.34, blue: 0.84, alpha: [1, 0.7, 0.4][index])
            card.opacity = [1, 0.8, 0.5][index]
            let mask = ellipseMask(in: Rect(x: -12, y: -18, width: 24, height: 36))
            mask.position = Point(x: 24, y: 40)
            mask.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            card.mask = mask
            root.addSublayer(card)
        }
        let reference = try pixels(of: root, .reference), fast = try pixels(of: root, .fast)
        XCTAssertLessThanOrEqual(zip(reference, fast).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }, 1)
        XCTAssertNotEqual(reference, try pixels(of: Layer(), .reference), "the cards draw")
    }

    /// A path inscribed in the gradient's bounds meets its edges: the pixels both cut would take
    /// the common area under a clip, the product of the coverages through the groups (as the
    /// reference draws, and Core Animation composites a masked backing store). So it is masked
    /// through the groups, and agrees with the reference; a path a pixel inside is clipped. A
    /// clipped gradient is drawn in place (its backing store declined under the clip's edge),
    /// which tells the two routes apart.
    func testAPathMeetingTheBoundsIsMaskedThroughGroups() throws {
        func tree(inset: Double) -> Layer {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 160, height: 100)
            let layer = gradient(frame: Rect(x: 10.3, y: 10.6, width: 120, height: 80))
            layer.mask = ellipseMask(in: Rect(x: inset, y: inset, width: 120 - 2 * inset, height: 80 - 2 * inset))
            root.addSublayer(layer)
            return root
        }
        func clipped(_ root: Layer) throws -> Bool {
            root.recordDrawing()
            let renderer = LayerRenderer(cache: RenderCache(), drawingPath: .fast)
            try renderer.render(root, into: try Canvas(pixelWidth: 320, pixelHeight: 200, scale: 2))
            return renderer.cache?.statistics.declinedFastPaths[.antialiasedClip] != nil
        }
        XCTAssertFalse(try clipped(tree(inset: 0)))
        XCTAssertTrue(try clipped(tree(inset: 1)), "a point at 2× is two pixels, more than a diagonal")
        XCTAssertFalse(try clipped(tree(inset: 0.5)), "half a point at 2× is a pixel, less than a diagonal")
        let inscribed = tree(inset: 0)
        let reference = try pixels(of: inscribed, .reference), fast = try pixels(of: inscribed, .fast)
        XCTAssertLessThanOrEqual(zip(reference, fast).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }, 2)
    }

    func testAPathFitsWhenItStaysAPixelsDiagonalInsideUnderEveryScale() throws {
        let layer = gradient(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        layer.mask = ellipseMask(in: Rect(x: 2, y: 2, width: 96, height: 56))
        let clip = try XCTUnwrap(plan(of: layer)?.maskClip)
        XCTAssertTrue(clip.fits(under: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0.5, ty: 0)))  // 2 ≥ √2 pixels
        XCTAssertFalse(clip.fits(under: AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)))  // 1 pixel
        XCTAssertFalse(clip.fits(under: AffineTransform(a: 4, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)), "the narrower axis counts")
        XCTAssertTrue(clip.fits(under: AffineTransform(a: 0, b: 3, c: -3, d: 0, tx: 0, ty: 0)), "turned a quarter at 3×")
        XCTAssertFalse(clip.fits(under: AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)), "collapsed")
    }
}
