#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// Seed 000 as iOS code: a CALayer subclass whose `init(layer:)` copies its property and whose
// `action(forKey:)` reads `presentation()`, backing a UIView animated by `UIView.animate`.
// Changed from the iOS source only by the porting table: `@NSManaged` → `@Animatable`,
// `override init()` → `required init()`, `override init(layer:)` → `required init(layer:)`,
// `init?(coder:)` removed.

final class SWLayer: CALayer {
    @Animatable var percent: CGFloat = 0

    required init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? SWLayer {
            percent = layer.percent
        }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if isCustomAnimKey(key) {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    private class func isCustomAnimKey(_ key: String) -> Bool {
        key == "percent"
    }

    override func action(forKey event: String) -> CAAction? {
        if SWLayer.isCustomAnimKey(event) {
            if let animation = super.action(forKey: "backgroundColor") as? CABasicAnimation {
                animation.keyPath = event
                if let pLayer = presentation() {
                    animation.fromValue = pLayer.percent
                }
                animation.toValue = nil
                return animation
            }
            setNeedsDisplay()
            return nil
        }
        return super.action(forKey: event)
    }
}

final class SWView: UIView {
    let progressBar = UIView()
    let label = UILabel()

    var percent: CGFloat {
        set {
            if let layer = layer as? SWLayer {
                layer.percent = newValue
            }
        }
        get {
            if let layer = layer as? SWLayer {
                return layer.percent
            }
            return 0.0
        }
    }

    override class var layerClass: AnyClass {
        SWLayer.self
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        progressBar.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
        progressBar.layer.name = "bar"
        addSubview(progressBar)
        label.frame = CGRect(x: 0, y: 24, width: frame.width, height: 30)
        label.layer.name = "label"
        addSubview(label)
    }

    override func display(_ layer: CALayer) {
        if let pLayer = layer.presentation() as? SWLayer {
            let percent = pLayer.percent
            label.text = "\(Int(percent * 100))%"
            progressBar.frame = CGRect(x: 0, y: 0, width: bounds.width * percent, height: 20)
        }
    }
}

/// The indicator filling to 100 % in a 2 s block from t = 0.5 s.
struct IOSLoadingScene: IOSTestScene {
    static let name = "ios-loading"
    static let summary = "Seed 000 in UIKit spellings"
    var size: CGSize { CGSize(width: 240, height: 80) }
    var duration: Double { 3 }

    func setUp(on stage: Stage) {
        let indicator = SWView(frame: CGRect(x: 20, y: 10, width: 200, height: 60))
        indicator.layer.name = "indicator"
        stage.rootView.addSubview(indicator)
        stage.at(0.5) {
            UIView.animate(withDuration: 2) {
                indicator.percent = 1
                indicator.backgroundColor = UIColor(white: 0.95, alpha: 1)
            }
        }
    }
}
