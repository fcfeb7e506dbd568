import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Golden images of layer trees (look at Golden/layer-*.png to review them).
final class LayerGoldenTests: XCTestCase {
    private func box(_ frame: Rect, _ color: Color?) -> Layer {
        let layer = Layer()
        layer.bounds = Rect(origin: .zero, size: frame.size)
        layer.position = frame.center
        layer.backgroundColor = color
        return layer
    }

    private func root(_ width: Double = 200, _ height: Double = 120) -> Layer {
        let root = box(Rect(x: 0, y: 0, width: width, height: height), Color(hex: 0xF2F2F7))
        return root
    }

    private func assertGolden(_ root: Layer, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let canvas = try Canvas(size: root.bounds.size, scale: 2, background: .white)
        try LayerRenderer().render(root, into: canvas)
        try GoldenImage.assertMatches(canvas, named: name, file: file, line: line)
    }

    func testGeometry() throws {
        let tree = root()
        let rotated = box(Rect(x: 20, y: 30, width: 60, height: 30), Color(hex: 0xFF9500))
        rotated.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
        let anchored = box(Rect(x: 0, y: 0, width: 40, height: 40), Color(hex: 0x34C759))
        anchored.anchorPoint = Point(x: 0, y: 1)
        anchored.position = Point(x: 100, y: 100)
        anchored.transform = Transform3D(rotationAngle: -.pi / 8, x: 0, y: 0, z: 1).scaledBy(x: 1.2, y: 0.8, z: 1)
        let container = box(Rect(x: 140, y: 20, width: 50, height: 80), Color(hex: 0x5856D6))
        container.sublayerTransform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
        container.addSublayer(box(Rect(x: 0, y: 0, width: 50, height: 80), Color(hex: 0xFF2D55)))
        let front = box(Rect(x: 60, y: 10, width: 30, height: 30), Color(hex: 0x007AFF, alpha: 0.8))
        front.zPosition = 10
        [front, rotated, anchored, container].forEach(tree.addSublayer)
        try assertGolden(tree, "layer-geometry")
    }

    func testCornersBordersAndMasks() throws {
        let tree = root()
        let card = box(Rect(x: 10, y: 10, width: 80, height: 100), .white)
        card.cornerRadius = 16
        card.borderWidth = 3
        card.borderColor = Color(hex: 0x007AFF)
        card.masksToBounds = true
        let stripe = box(Rect(x: -20, y: 30, width: 120, height: 20), Color(hex: 0xFF3B30))
        stripe.transform = Transform3D(rotationAngle: -.pi / 7, x: 0, y: 0, z: 1)
        card.addSublayer(stripe)
        let pill = box(Rect(x: 100, y: 20, width: 90, height: 30), Color(hex: 0x34C759))
        pill.cornerRadius = 100
        let tab = box(Rect(x: 100, y: 65, width: 90, height: 45), Color(hex: 0xFF9500))
        tab.cornerRadius = 14
        tab.maskedCorners = [.topLeft, .topRight]
        tab.borderWidth = 20
        tab.borderColor = Color(white: 0, alpha: 0.25)
        [card, pill, tab].forEach(tree.addSublayer)
        try assertGolden(tree, "layer-corners")
    }

    func testShadowsAndOpacity() throws {
        let tree = root(240, 130)
        let card = box(Rect(x: 20, y: 20, width: 80, height: 80), .white)
        card.cornerRadius = 12
        card.shadowOpacity = 0.35
        card.shadowRadius = 8
        card.shadowOffset = Size(width: 0, height: 6)
        let pathShadow = box(Rect(x: 120, y: 20, width: 40, height: 40), Color(hex: 0x5AC8FA))
        pathShadow.shadowOpacity = 0.8
        pathShadow.shadowRadius = 3
        pathShadow.shadowColor = Color(hex: 0x5856D6)
        pathShadow.shadowPath = Path(rect: Rect(x: -10, y: 30, width: 60, height: 20))
        let dimmed = box(Rect(x: 120, y: 70, width: 100, height: 50), nil)
        dimmed.opacity = 0.5
        dimmed.addSublayer(box(Rect(x: 0, y: 0, width: 60, height: 50), Color(hex: 0xFF3B30)))
        dimmed.addSublayer(box(Rect(x: 40, y: 0, width: 60, height: 50), Color(hex: 0x007AFF)))
        let contentShadow = DiscLayer()
        contentShadow.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        contentShadow.position = Point(x: 200, y: 40)
        contentShadow.shadowOpacity = 0.6
        contentShadow.shadowRadius = 4
        contentShadow.shadowOffset = Size(width: 4, height: 4)
        [card, pathShadow, dimmed, contentShadow].forEach(tree.addSublayer)
        try assertGolden(tree, "layer-shadows")
    }

    /// The seed's flipboard: a push from the top, 30 % of the way, old text scrolling up, in
    /// labels with and without `masksToBounds`.
    func testTextPushTransition() throws {
        let tree = root(200, 100)
        for (index, masks) in [false, true].enumerated() {
            let label = CaptionLayer()
            label.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
            label.position = Point(x: 50 + Double(index) * 100, y: 50)
            label.backgroundColor = Color(hex: 0x007AFF)
            label.cornerRadius = 8
            label.masksToBounds = masks
            label.text = "New"
            let previous = CaptionLayer()
            previous.bounds = label.bounds
            previous.backgroundColor = Color(hex: 0xFF3B30)
            previous.cornerRadius = 8
            previous.text = "Old"
            let transition = Transition(type: .push, subtype: .fromTop)
            transition.duration = 1
            transition.timingFunction = .linear
            transition.previousContents = previous
            label.add(transition, forKey: "transition")
            tree.addSublayer(label)
        }
        try assertGolden(tree.presentation(atGlobalTime: 0.3), "layer-transition-push")
    }

    /// Cards in a container whose sublayerTransform has perspective (m34 = −1/400), turned about
    /// y and x, one with a shadow and text, one past 90° (seen from the back, mirrored).
    func testPerspective() throws {
        let tree = root(320, 140)
        let stage = box(Rect(x: 0, y: 0, width: 320, height: 140), nil)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 400
        stage.sublayerTransform = perspective
        let turns: [(Double, Double, Double, Color)] = [(-0.9, 0, 1, Color(hex: 0xFF9500)), (0.6, 1, 0, Color(hex: 0x34C759)),
                                                        (2.4, 0, 1, Color(hex: 0x007AFF))]
        for (index, (angle, x, y, color)) in turns.enumerated() {
            let card = CaptionLayer()
            card.text = "Card \(index + 1)"
            card.bounds = Rect(x: 0, y: 0, width: 80, height: 90)
            card.position = Point(x: 60 + Double(index) * 100, y: 70)
            card.backgroundColor = color
            card.cornerRadius = 10
            card.shadowOpacity = index == 1 ? 0.5 : 0
            card.shadowRadius = 6
            card.shadowOffset = Size(width: 0, height: 8)
            card.transform = Transform3D(rotationAngle: angle, x: x, y: y, z: 0)
            stage.addSublayer(card)
        }
        tree.addSublayer(stage)
        try assertGolden(tree, "layer-perspective")
    }

    func testContentsGravityAndDrawing() throws {
        var pixels = try RGBAImage(width: 4, height: 2, fill: (255, 204, 0, 255))
        for x in 0..<4 { pixels.setPixel(x: x, y: 1, (0, 122, 255, 255)) }
        let image = Image(source: .data(try pixels.pngData()), pixelSize: Size(width: 4, height: 2))
        let tree = root()
        for (index, gravity) in [ContentsGravity.resize, .resizeAspect, .resizeAspectFill, .bottomRight].enumerated() {
            let layer = box(Rect(x: 10 + Double(index) * 46, y: 10, width: 40, height: 40), Color(white: 0.85))
            layer.contents = image
            layer.contentsGravity = gravity
            tree.addSublayer(layer)
        }
        let disc = DiscLayer()
        disc.bounds = Rect(x: -20, y: -20, width: 60, height: 50)
        disc.position = Point(x: 100, y: 85)
        disc.backgroundColor = Color(white: 0.9)
        tree.addSublayer(disc)
        try assertGolden(tree, "layer-contents")
    }
}

/// A layer that draws its `text` centred, like a one-line label.
private final class CaptionLayer: Layer {
    @Animatable("text") var text: String = ""

    override func draw(in context: GraphicsContext) {
        context.drawText(text, in: bounds, style: TextStyle(font: Font(family: "DejaVu Sans", size: 16, weight: .bold),
                                                            color: .white, alignment: .center))
    }
}

/// A layer that draws a purple disc and a label with `draw(in:)`.
private final class DiscLayer: Layer {
    override func draw(in context: GraphicsContext) {
        context.setFillColor(Color(hex: 0xAF52DE))
        context.addEllipse(in: Rect(x: 0, y: 0, width: 30, height: 30))
        context.fillPath()
        context.drawText("draw(in:)", in: Rect(x: -20, y: 28, width: 60, height: 12),
                         style: TextStyle(font: Font(family: "DejaVu Sans", size: 8), alignment: .center))
    }
}
