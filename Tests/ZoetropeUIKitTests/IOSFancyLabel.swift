#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// Seed 001 as iOS code: UILabel subclasses that animate their text with CATransition — by
// overriding `text`, by answering the "contents" action, and by the article's KVC "text" key.

/// Adds a push transition whenever its text changes (the override form).
final class FlipLabel: UILabel {
    override var text: String? {
        get { super.text }
        set {
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromTop
            transition.duration = 0.5
            layer.add(transition, forKey: kCATransition)
            super.text = newValue
        }
    }
}

/// Cross-fades its text by answering the "contents" action (the article's first form).
final class FancyLabel: UILabel {
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == "contents" {
            return CATransition()
        }
        return super.action(for: layer, forKey: event)
    }
}

/// Sets a "text" key on its layer after the change and transitions on it (the article's last form).
final class KVCLabel: UILabel {
    override var text: String? {
        get { super.text }
        set {
            super.text = newValue
            layer.setValue(newValue, forKey: "text")
        }
    }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == "text" {
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromTop
            return transition
        }
        return super.action(for: layer, forKey: event)
    }
}
