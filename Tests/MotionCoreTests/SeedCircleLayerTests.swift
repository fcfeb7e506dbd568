import XCTest
@testable import MotionCore

/// Seed 002 ("Animate CALayer custom properties with CoreAnimation"): a CircleLayer whose radius
/// and strokeWidth animate. The seed's code runs as written — add the animation, then set the
/// model value — in the one-line form and in the Apple form (stored properties exposed through
/// KVC, copied by init(layer:), needsDisplay(forKey:) overridden).
final class SeedCircleLayerTests: XCTestCase {
    /// The one-line form, drawing as the seed's drawInContext: does.
    final class OneLineCircleLayer: Layer {
        @Animatable("radius") var radius: Double = 50
        @Animatable("strokeWidth") var strokeWidth: Double = 25

        override func draw(in ctx: GraphicsContext) {
            let centerPoint = Point(x: bounds.width / 2, y: bounds.height / 2)
            ctx.addArc(center: centerPoint, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            ctx.closePath()
            ctx.setFillColor(.red)
            ctx.fillPath(using: .winding)
            ctx.addArc(center: centerPoint, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            ctx.closePath()
            ctx.setStrokeColor(.lightGray)
            ctx.setLineWidth(strokeWidth)
            ctx.strokePath()
        }
    }

    /// The seed's Objective-C class in Swift: plain stored properties, KVC access, initWithLayer:.
    class AppleCircleLayer: Layer {
        var radius: Double = 0
        var strokeWidth: Double = 0

        required init() { super.init() }

        required init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? AppleCircleLayer {
                radius = other.radius
                strokeWidth = other.strokeWidth
            }
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "radius" || key == "strokeWidth" || super.needsDisplay(forKey: key)
        }

        override func value(forKey key: String) -> Any? {
            switch key {
            case "radius": radius
            case "strokeWidth": strokeWidth
            default: super.value(forKey: key)
            }
        }

        override func setValue(_ value: Any?, forKey key: String) {
            switch (key, value) {
            case ("radius", let number as Double): radius = number
            case ("strokeWidth", let number as Double): strokeWidth = number
            default: super.setValue(value, forKey: key)
            }
        }
    }

    /// The same class without the initWithLayer: override: the article's failure mode.
    final class ForgetfulCircleLayer: AppleCircleLayer {
        required init() { super.init() }
        required init(layer: Any) { super.init(layer: Layer()) }
    }

    /// The seed's animateRadius and animateStrokeWidth, run at t = 0.
    private func animate(_ layer: Layer, setModel: () -> Void) -> Timeline {
        let timeline = Timeline()
        timeline.perform {
            let anim = BasicAnimation(keyPath: "radius")
            anim.duration = 3.0
            anim.fromValue = 50.0
            anim.toValue = 150.0
            anim.timingFunction = .easeInEaseOut
            layer.add(anim, forKey: "animateRadius")

            let stroke = BasicAnimation(keyPath: "strokeWidth")
            stroke.duration = 4.0
            stroke.fromValue = 25.0
            stroke.toValue = 1.0
            stroke.timingFunction = .easeIn
            layer.add(stroke, forKey: "animateStrokeWidth")
            setModel()
        }
        return timeline
    }

    private let times = [0.0, 0.5, 1.5, 2.9, 3.5, 3.99, 4.5]
    private func expectedRadius(_ t: Double) -> Double { t < 3 ? 50 + 100 * TimingFunction.easeInEaseOut.value(at: t / 3) : 150 }
    private func expectedStroke(_ t: Double) -> Double { t < 4 ? 25 - 24 * TimingFunction.easeIn.value(at: t / 4) : 1 }

    func testOneLineCircleLayer() {
        let circle = OneLineCircleLayer()
        let timeline = animate(circle) {
            circle.radius = 150.0
            circle.strokeWidth = 1.0
        }
        XCTAssertEqual(Set(circle.animationKeys()), ["animateRadius", "animateStrokeWidth"], "no implicit animation on top")
        XCTAssertTrue(circle.needsDisplay(), "custom properties mark the layer for display")
        for t in times {
            let p = timeline.presentation(of: circle, at: t)
            XCTAssertEqual(p.radius, expectedRadius(t), accuracy: 1e-9, "radius at \(t)")
            XCTAssertEqual(p.strokeWidth, expectedStroke(t), accuracy: 1e-9, "strokeWidth at \(t)")
        }
    }

    func testDrawingSeesTheIntermediateValues() {
        let circle = OneLineCircleLayer()
        let timeline = animate(circle) {
            circle.radius = 150.0
            circle.strokeWidth = 1.0
        }
        let recorder = RecordingGraphicsContext()
        timeline.presentation(of: circle, at: 1.5).draw(in: recorder)
        let radii = recorder.commands.compactMap { command -> Double? in
            guard case .other(let text) = command, let r = text.range(of: "r=") else { return nil }
            return Double(text[r.upperBound...])
        }
        XCTAssertEqual(radii.count, 2)
        for radius in radii { XCTAssertEqual(radius, expectedRadius(1.5), accuracy: 1e-9) }
        let strokes = recorder.commands.compactMap { command -> Double? in
            if case .strokePath(_, .lightGray, let width) = command { width } else { nil }
        }
        XCTAssertEqual(strokes.count, 1)
        XCTAssertEqual(strokes.first ?? .nan, expectedStroke(1.5), accuracy: 1e-9)
    }

    func testAppleStyleCircleLayer() {
        XCTAssertTrue(AppleCircleLayer.needsDisplay(forKey: "radius"))
        XCTAssertFalse(AppleCircleLayer.needsDisplay(forKey: "name"))
        let circle = AppleCircleLayer()
        let timeline = animate(circle) {
            circle.radius = 150.0
            circle.strokeWidth = 1.0
        }
        for t in times {
            let p = timeline.presentation(of: circle, at: t)
            XCTAssertEqual(p.radius, expectedRadius(t), accuracy: 1e-9, "radius at \(t)")
            XCTAssertEqual(p.strokeWidth, expectedStroke(t), accuracy: 1e-9, "strokeWidth at \(t)")
        }
        XCTAssertEqual(circle.radius, 150)
    }

    func testWithoutInitWithLayerTheFinishedPropertyIsZeroed() {
        // "not implementing initWithLayer: would result in radius and strokeWidth to be zeroed"
        // once their animations are over (while animating, the animation supplies the value).
        let circle = ForgetfulCircleLayer()
        let timeline = animate(circle) {
            circle.radius = 150.0
            circle.strokeWidth = 1.0
        }
        let p = timeline.presentation(of: circle, at: 3.5)
        XCTAssertEqual(p.radius, 0, "radius animation over: the copy never got the model value")
        XCTAssertEqual(p.strokeWidth, expectedStroke(3.5), accuracy: 1e-9)
    }
}
