#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// Seed 002 as iOS code: CABasicAnimation with NSNumber values on CGFloat properties, drawn in
// `draw(in:)` with CGContext calls. Ported by the table only (`@NSManaged` → `@Animatable`,
// the initialisers as in SWLayer).

final class CircleLayer: CALayer {
    @Animatable var radius: CGFloat = 50
    @Animatable var strokeWidth: CGFloat = 25

    required init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CircleLayer {
            radius = other.radius
            strokeWidth = other.strokeWidth
        }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "radius" || key == "strokeWidth" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let centerPoint = CGPoint(x: bounds.width / 2, y: bounds.height / 2)

        ctx.addArc(center: centerPoint, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fillPath()

        ctx.addArc(center: centerPoint, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.setStrokeColor(UIColor.lightGray.cgColor)
        ctx.setLineWidth(strokeWidth)
        ctx.strokePath()
    }

    func animateRadius() {
        let anim = CABasicAnimation(keyPath: "radius")
        anim.duration = 3.0
        anim.fromValue = NSNumber(value: 50.0)
        anim.toValue = NSNumber(value: 150.0)
        anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        add(anim, forKey: "animateRadius")
        radius = 150.0
    }

    func animateStrokeWidth() {
        let anim = CABasicAnimation(keyPath: "strokeWidth")
        anim.duration = 4.0
        anim.fromValue = NSNumber(value: 25.0)
        anim.toValue = NSNumber(value: 1.0)
        anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
        add(anim, forKey: "animateStrokeWidth")
        strokeWidth = 1.0
    }
}

/// The circle growing from 50 to 150 pt over 3 s while its stroke thins over 4 s, from t = 0.
struct IOSCircleScene: IOSTestScene {
    static let name = "ios-circle"
    static let summary = "Seed 002 in Core Animation spellings"
    var size: CGSize { CGSize(width: 400, height: 400) }
    var duration: Double { 4 }

    func setUp(on stage: Stage) {
        let circleLayer = CircleLayer()
        circleLayer.name = "circle"
        circleLayer.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        circleLayer.setNeedsDisplay()
        stage.rootLayer.addSublayer(circleLayer)
        stage.at(0) {
            circleLayer.animateRadius()
            circleLayer.animateStrokeWidth()
        }
    }
}
