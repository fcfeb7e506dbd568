// The README's "Paste your iOS code" example, verbatim, so the documentation cannot rot.
#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit      // brings Foundation (NSNumber, CGFloat) as UIKit does
#endif

final class RadiusLayer: CALayer {
    @Animatable var radius: CGFloat = 50                       // iOS: @NSManaged var radius: CGFloat

    required init() { super.init() }                           // iOS: override init()
    required init(layer: Any) {                                // iOS: override init(layer: Any)
        super.init(layer: layer)
        if let other = layer as? RadiusLayer { radius = other.radius }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "radius" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                   startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fillPath()
    }

    func grow() {
        let anim = CABasicAnimation(keyPath: "radius")
        anim.fromValue = NSNumber(value: 50.0)                 // any kind of number: converted to CGFloat
        anim.toValue = NSNumber(value: 150.0)
        anim.duration = 3
        anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        add(anim, forKey: "grow")
        radius = 150
    }
}

#if !canImport(UIKit)
import XCTest

final class ReadmeUIKitExampleTests: XCTestCase {
    /// Half way through the 3 s ease-in-ease-out animation (a symmetric curve), the radius is 100.
    func testTheReadmeLayerGrowsOnItsCurve() throws {
        let timeline = Timeline()
        let layer = RadiusLayer()
        timeline.perform { layer.grow() }
        XCTAssertEqual(layer.radius, 150, "the model takes the end value")
        timeline.advance(to: 1.5)
        let presented = try XCTUnwrap(timeline.perform { layer.presentation() })
        XCTAssertEqual(Double(presented.radius), 100, accuracy: 1e-6)
        XCTAssertEqual(timeline.takeNotes(), [], "nothing silently ignored")
    }
}
#endif
