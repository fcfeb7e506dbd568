// iOS animation API inventory, group 3: CALayer: animation, drawing & KVC methods.
// Each function is one member written as iOS code writes it; this target compiling is the check.
// Members that are not here are listed with their reason in ../inventory.tsv.

import ZoetropeUIKit

// #69 CALayer.add(_:forKey:)
func check_69() {
    let l = CALayer(); let a = CABasicAnimation(keyPath: "opacity"); l.add(a, forKey: "fade")
}

// #70 CALayer.add(_:forKey: nil)
func check_70() {
    let l = CALayer(); let a = CABasicAnimation(keyPath: "opacity"); l.add(a, forKey: nil)
}

// #71 CALayer.animation(forKey:)
func check_71() {
    let l = CALayer(); let a: CAAnimation? = l.animation(forKey: "fade"); _ = a
}

// #72 CALayer.animationKeys() (optional)
func check_72() {
    let l = CALayer(); let keys: [String]? = l.animationKeys(); if let k = l.animationKeys() { _ = k.count }; _ = keys
}

// #73 CALayer.removeAnimation(forKey:)
func check_73() {
    let l = CALayer(); l.removeAnimation(forKey: "fade")
}

// #74 CALayer.removeAllAnimations()
func check_74() {
    let l = CALayer(); l.removeAllAnimations()
}

// #75 CALayer.presentation()
func check_75() {
    let l = CALayer(); let p: CALayer? = l.presentation(); let pos = l.presentation()?.position; _ = (p, pos)
}

// #76 CALayer.model()
func check_76() {
    let l = CALayer(); let m = l.model(); _ = m.position
}

// #77 CALayer.setNeedsDisplay()
func check_77() {
    let l = CALayer(); l.setNeedsDisplay()
}

// #78 CALayer.setNeedsDisplay(_:) (rect)
func check_78() {
    let l = CALayer(); l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
}

// #79 CALayer.displayIfNeeded()
func check_79() {
    let l = CALayer(); l.displayIfNeeded()
}

// #80 CALayer.needsDisplay()
func check_80() {
    let l = CALayer(); let b: Bool = l.needsDisplay(); _ = b
}

// #81 CALayer.display() (override)
class DL81: CALayer { override func display() { super.display() } }
func check_81() { _ = DL81() }

// #82 CALayer.draw(in:) (override)
class DI82: CALayer { override func draw(in ctx: CGContext) { ctx.setFillColor(UIColor.red.cgColor); ctx.fill(bounds) } }
func check_82() { _ = DI82() }

// #83 CALayer.render(in:)
func check_83(ctx: CGContext) { let l = CALayer(); l.render(in: ctx) }

// #84 CALayer.action(forKey:) (override)
class AF84: CALayer { override func action(forKey event: String) -> CAAction? { return super.action(forKey: event) } }
func check_84() { _ = AF84() }

// #85 CALayer.defaultAction(forKey:) (class override)
class DA85: CALayer { override class func defaultAction(forKey event: String) -> CAAction? { return super.defaultAction(forKey: event) } }
func check_85() { _ = DA85() }

// #86 CALayer.needsDisplay(forKey:) (class override)
class ND86: CALayer { override class func needsDisplay(forKey key: String) -> Bool { if key == "progress" { return true }; return super.needsDisplay(forKey: key) } }
func check_86() { _ = ND86() }

// #87 CALayer.defaultValue(forKey:) (class override)
class DV87: CALayer { override class func defaultValue(forKey key: String) -> Any? { if key == "progress" { return 0 }; return super.defaultValue(forKey: key) } }
func check_87() { _ = DV87() }

// #90 CALayer subclass: required init?(coder:)
class IC90: CALayer { required init() { super.init() }
 required init(layer: Any) { super.init(layer: layer) }
 required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") } }
func check_90() { _ = IC90() }

// #92 CALayer.value(forKey:)
func check_92() {
    let l = CALayer(); let v = l.value(forKey: "progress"); _ = v
}

// #93 CALayer.setValue(_:forKey:)
func check_93() {
    let l = CALayer(); l.setValue(0.5, forKey: "progress")
}

// #94 CALayer.value(forKeyPath:)
func check_94() {
    let l = CALayer(); let v = l.value(forKeyPath: "transform.scale") as? CGFloat; _ = v
}

// #95 CALayer.setValue(_:forKeyPath:)
func check_95() {
    let l = CALayer(); l.setValue(1.5, forKeyPath: "transform.scale")
}

// #96 CALayerDelegate.draw(_:in:)
final class DD96: NSObject, CALayerDelegate { func draw(_ layer: CALayer, in ctx: CGContext) { } }
func check_96() { let l = CALayer(); let d = DD96(); l.delegate = d }

// #97 CALayerDelegate.action(for:forKey:)
final class DA97: NSObject, CALayerDelegate { func action(for layer: CALayer, forKey event: String) -> CAAction? { return NSNull() } }
func check_97() { let l = CALayer(); let d = DA97(); l.delegate = d }

// #98 CALayerDelegate.display(_:)
final class DS98: NSObject, CALayerDelegate { func display(_ layer: CALayer) { } }
func check_98() { let l = CALayer(); let d = DS98(); l.delegate = d }

// #99 CALayerDelegate.layoutSublayers(of:)
final class DL99: NSObject, CALayerDelegate { func layoutSublayers(of layer: CALayer) { } }
func check_99() { let l = CALayer(); let d = DL99(); l.delegate = d }

// #100 CAAction.run(forKey:object:arguments:)
final class AC100: NSObject, CAAction { func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { } }
func check_100() { _ = AC100() }
