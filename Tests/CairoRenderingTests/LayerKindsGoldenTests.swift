import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Golden images of the layer kinds (look at Golden/layer-shapes.png, layer-gradients.png and
/// layer-replicator.png to review them).
final class LayerKindsGoldenTests: XCTestCase {
    private func root(_ width: Double = 240, _ height: Double = 120) -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: width, height: height)
        root.anchorPoint = .zero
        root.backgroundColor = Color(hex: 0xF2F2F7)
        return root
    }

    private func assertGolden(_ root: Layer, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let canvas = try Canvas(size: root.bounds.size, scale: 2, background: .white)
        try LayerRenderer().render(root.presentation(atGlobalTime: 0), into: canvas)
        try GoldenImage.assertMatches(canvas, named: name, file: file, line: line)
    }

    private func place(_ layer: Layer, _ frame: Rect) {
        layer.bounds = Rect(origin: .zero, size: frame.size)
        layer.anchorPoint = .zero
        layer.position = frame.origin
    }

    /// A progress ring trimmed to 70 % with round caps over its track, a dashed star filled
    /// even-odd with bevel joins, and a wavy line trimmed from 20 % to 90 % with a shadow.
    func testShapes() throws {
        let tree = root()
        let track = ShapeLayer(), ring = ShapeLayer()
        for layer in [track, ring] {
            place(layer, Rect(x: 10, y: 10, width: 100, height: 100))
            var circle = Path()
            circle.addArc(center: Point(x: 50, y: 50), radius: 38, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
            layer.path = circle
            layer.fillColor = nil
            layer.lineWidth = 12
            tree.addSublayer(layer)
        }
        track.strokeColor = Color(hex: 0xD1D1D6)
        ring.strokeColor = Color(hex: 0x34C759)
        ring.lineCap = .round
        ring.strokeEnd = 0.7

        let star = ShapeLayer()
        place(star, Rect(x: 120, y: 10, width: 50, height: 50))
        var starPath = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            let p = Point(x: 25 + 22 * cos(angle), y: 27 + 22 * sin(angle))
            if i == 0 { starPath.move(to: p) } else { starPath.addLine(to: p) }
        }
        starPath.closeSubpath()
        star.path = starPath
        star.fillColor = Color(hex: 0xFFCC00)
        star.fillRule = .evenOdd
        star.strokeColor = Color(hex: 0xFF3B30)
        star.lineWidth = 2
        star.lineJoin = .bevel
        star.lineDashPattern = [6, 3]
        tree.addSublayer(star)

        let wave = ShapeLayer()
        place(wave, Rect(x: 120, y: 70, width: 110, height: 40))
        var wavePath = Path()
        wavePath.move(to: Point(x: 0, y: 20))
        wavePath.addCurve(to: Point(x: 55, y: 20), control1: Point(x: 18, y: -10), control2: Point(x: 37, y: 50))
        wavePath.addCurve(to: Point(x: 110, y: 20), control1: Point(x: 73, y: -10), control2: Point(x: 92, y: 50))
        wave.path = wavePath
        wave.fillColor = nil
        wave.strokeColor = Color(hex: 0x007AFF)
        wave.lineWidth = 5
        wave.lineCap = .round
        wave.strokeStart = 0.2
        wave.strokeEnd = 0.9
        wave.shadowOpacity = 0.5
        wave.shadowRadius = 2
        wave.shadowOffset = Size(width: 0, height: 4)
        tree.addSublayer(wave)
        try assertGolden(tree, "layer-shapes")
    }

    /// Axial (diagonal, uneven locations), radial (an ellipse; corner radius without masking
    /// leaves the gradient square, as `GradientLayer.draw(in:)` fills the bounds) and conic (a
    /// colour wheel, masked to a pill shape) gradients.
    func testGradients() throws {
        let tree = root()
        let axial = GradientLayer()
        place(axial, Rect(x: 10, y: 10, width: 70, height: 100))
        axial.colors = [Color(hex: 0xFF2D55), Color(hex: 0xFF9500), Color(hex: 0xFFCC00)]
        axial.locations = [0.2, 0.5, 0.8]
        axial.startPoint = Point(x: 0, y: 0)
        axial.endPoint = Point(x: 1, y: 1)
        let radial = GradientLayer()
        place(radial, Rect(x: 90, y: 10, width: 70, height: 100))
        radial.type = .radial
        radial.colors = [.white, Color(hex: 0x5856D6), Color(hex: 0x1C1C1E)]
        radial.startPoint = Point(x: 0.5, y: 0.4)
        radial.endPoint = Point(x: 1, y: 1)
        radial.cornerRadius = 16
        let conic = GradientLayer()
        place(conic, Rect(x: 170, y: 10, width: 60, height: 100))
        conic.type = .conic
        conic.colors = [.red, Color(red: 1, green: 1, blue: 0), .green, Color(red: 0, green: 1, blue: 1), .blue, Color(red: 1, green: 0, blue: 1), .red]
        conic.startPoint = Point(x: 0.5, y: 0.5)
        conic.endPoint = Point(x: 0.5, y: 0)
        conic.cornerRadius = 30
        conic.masksToBounds = true
        [axial, radial, conic].forEach(tree.addSublayer)
        try assertGolden(tree, "layer-gradients")
    }

    /// An activity indicator (12 bars, a 30° turn and fading alpha per instance) and a row of
    /// five rounded squares turning from white to orange-red (blue and green offsets).
    func testReplicator() throws {
        let tree = root()
        let spinner = ReplicatorLayer()
        place(spinner, Rect(x: 10, y: 10, width: 100, height: 100))
        spinner.instanceCount = 12
        spinner.instanceTransform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
        spinner.instanceAlphaOffset = -1.0 / 12
        let bar = Layer()
        bar.bounds = Rect(x: 0, y: 0, width: 8, height: 26)
        bar.position = Point(x: 50, y: 20)
        bar.cornerRadius = 4
        bar.backgroundColor = Color(hex: 0x3A3A3C)
        spinner.addSublayer(bar)

        let row = ReplicatorLayer()
        place(row, Rect(x: 120, y: 40, width: 110, height: 40))
        row.instanceCount = 5
        row.instanceTransform = Transform3D(translationX: 22, y: 0, z: 0)
        row.instanceBlueOffset = -0.25
        row.instanceGreenOffset = -0.15
        let tile = Layer()
        tile.bounds = Rect(x: 0, y: 0, width: 18, height: 18)
        tile.position = Point(x: 11, y: 20)
        tile.cornerRadius = 5
        tile.backgroundColor = .white
        tile.borderWidth = 1
        tile.borderColor = Color(white: 0, alpha: 0.3)
        row.addSublayer(tile)
        [spinner, row].forEach(tree.addSublayer)
        try assertGolden(tree, "layer-replicator")
    }
}
