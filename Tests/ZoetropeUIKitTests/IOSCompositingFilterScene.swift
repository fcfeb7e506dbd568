import ZoetropeUIKit

/// A 120×60 scene for `CALayer.compositingFilter`: an orange backdrop (0.8, 0.4, 0.2), on it a
/// lilac layer (0.5, 0.5, 1) multiplied from 0 s, its left half covered by a grey sublayer
/// (0.5, 0.5, 0.5), screened from 1 s and drawn plainly from 2 s. The lilac layer draws a picture
/// of its own (`draw(in:)`), so its backing store is kept across the frames while the filter
/// changes.
final class IOSCompositingFilterScene: IOSTestScene {
    static let name = "ios-compositing-filter"
    static let summary = "a layer multiplied, then screened, then drawn plainly onto an orange backdrop"
    var size: Size { Size(width: 120, height: 60) }
    var duration: Double { 3 }

    init() {}

    /// The lilac layer with a grey sublayer on its left half and a drawn stripe along its bottom.
    final class BlendedLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 0, y: 30, width: 80, height: 10))
        }
    }

    let backdrop = CALayer()
    let blended = BlendedLayer()

    func setUp(on stage: Stage) {
        backdrop.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        backdrop.backgroundColor = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1).cgColor
        blended.frame = CGRect(x: 20, y: 10, width: 80, height: 40)
        blended.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 1, alpha: 1).cgColor
        blended.setNeedsDisplay()
        let grey = CALayer()
        grey.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        grey.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).cgColor
        blended.addSublayer(grey)
        blended.compositingFilter = "multiplyBlendMode"
        backdrop.addSublayer(blended)
        stage.rootView.layer.addSublayer(backdrop)
        stage.at(1) { self.blended.compositingFilter = "screenBlendMode" }
        stage.at(2) { self.blended.compositingFilter = nil }
    }
}
