#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// Seed 003's starter cell declares properties UIView does not have; a UIView subclass here must be
// free to declare them too (View adds nothing under such names).
final class StarterCityCell: UIView {
    var name: String = ""
    var cornerRadius: CGFloat = 20 {
        didSet {
            layer.cornerRadius = cornerRadius
        }
    }
}

/// The three label forms and MyLayer changing at 0.5 s, for rendering through the command line.
struct IOSLabelsScene: IOSTestScene {
    static let name = "ios-labels"
    static let summary = "Seeds 001 and 004 in UIKit spellings"
    var size: CGSize { CGSize(width: 300, height: 160) }
    var duration: Double { 1.2 }

    func setUp(on stage: Stage) {
        let labels: [UILabel] = [FlipLabel(), FancyLabel(), KVCLabel()]
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 10, y: 10 + 40 * Double(index), width: 280, height: 34)
            label.layer.name = "label-\(index)"
            label.text = "Hello"
            stage.rootView.addSubview(label)
        }
        let myLayer = MyLayer()
        myLayer.name = "my-layer"
        stage.rootLayer.addSublayer(myLayer)
        stage.at(0.5) {
            for label in labels { label.text = "Bonjour" }
            myLayer.property = 50
        }
    }
}
