import ZoetropeUIKit

/// Boxes dropped onto the floor of their view, written as an iOS view controller writes UIKit
/// Dynamics: gravity, collisions with the view's bounds and each other, some bounce and spin.
final class IOSDropViewController: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    var animator: UIDynamicAnimator!
    var boxes: [UIView] = []
    var pauses: [CFTimeInterval] = []
    var floorContacts = 0

    func viewDidLoad() {
        view.backgroundColor = .white
        let colors: [UIColor] = [.red, .blue, UIColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1)]
        for (index, color) in colors.enumerated() {
            let box = UIView(frame: CGRect(x: 30 + 100 * CGFloat(index), y: 20 + 30 * CGFloat(index), width: 60, height: 60))
            box.backgroundColor = color
            box.layer.name = "box\(index)"
            box.transform = CGAffineTransform(rotationAngle: 0.15 * CGFloat(index))
            view.addSubview(box)
            boxes.append(box)
        }
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
        let gravity = UIGravityBehavior(items: boxes)
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = self
        let bounce = UIDynamicItemBehavior(items: boxes)
        bounce.elasticity = 0.5
        bounce.friction = 0.4
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(bounce)
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses.append(CACurrentMediaTime())
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        floorContacts += 1
    }
}

/// The drop as a scene: the controller's view is the stage's content.
final class IOSDropScene: IOSTestScene {
    static let name = "ios-dynamics-drop"
    static let summary = "boxes dropped with UIKit Dynamics"
    private(set) var controller = IOSDropViewController()
    var size: Size { Size(width: 320, height: 240) }
    var duration: Double { 3 }

    init() {}

    func setUp(on stage: Stage) {
        controller = IOSDropViewController()
        stage.rootView.addSubview(controller.view)
        controller.viewDidLoad()
    }
}
