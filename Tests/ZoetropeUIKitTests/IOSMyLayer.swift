#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// Seed 004 as iOS code: a plain `Float` property (no @NSManaged) animated implicitly through the
// class's `defaultAction(forKey:)`, the animation tagged by key-value coding, the presentation
// copy marked in `init(layer:)`. Ported by the table: the KVC that `@objc dynamic` gives on iOS is
// written out as `value(forKey:)` / `setValue(_:forKey:)` overrides.

final class MyLayer: CALayer {
    private var isPresenting = false
    private var storedProperty: Float = 10

    var property: Float {
        get { storedProperty }
        set {
            if isPresenting {
                storedProperty = newValue
                return
            }
            if animation(forKey: "animateProperty") != nil {
                storedProperty = (presentation()?.property) ?? storedProperty
                removeAnimation(forKey: "animateProperty")
            }
            if let a = action(forKey: "property") as? CABasicAnimation {
                if (a.value(forKey: "animationType") as? String) == "defaultAction" {
                    a.fromValue = NSNumber(value: storedProperty)
                    a.toValue = NSNumber(value: newValue)
                }
                add(a, forKey: "animateProperty")
            }
            storedProperty = newValue
        }
    }

    required init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        isPresenting = true
        if let l = layer as? MyLayer {
            storedProperty = l.property
        }
    }

    override func value(forKey key: String) -> Any? {
        key == "property" ? property : super.value(forKey: key)
    }

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "property", let value = value as? Float {
            property = value
        } else {
            super.setValue(value, forKey: key)
        }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "property" {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override class func defaultAction(forKey key: String) -> CAAction? {
        if key == "property" {
            let a = CABasicAnimation(keyPath: "property")
            a.setValue("defaultAction", forKey: "animationType")
            return a
        }
        return super.defaultAction(forKey: key)
    }
}
