#if canImport(UIKit)
import UIKit
#else
import ZoetropeUIKit
#endif

// A photo editor as iOS code writes it: pinch and rotate the photo together (the delegate allows
// both at once), long-press it to mark it, swipe left on the canvas to dismiss, a single tap that
// waits for a double tap, and a screen-edge pan that opens a drawer.

/// Decides which gestures go together (a delegate object, as apps keep one).
final class PhotoGestureRules: NSObject, UIGestureRecognizerDelegate {
    weak var photo: UIView?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer is UIPinchGestureRecognizer && otherGestureRecognizer is UIRotationGestureRecognizer)
            || (gestureRecognizer is UIRotationGestureRecognizer && otherGestureRecognizer is UIPinchGestureRecognizer)
    }

    /// Swipes that start on the photo are the photo's own gestures, not a dismissal.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer is UISwipeGestureRecognizer, let photo else { return true }
        return !photo.bounds.contains(touch.location(in: photo))
    }
}

final class PhotoEditorView: UIView {
    let photo = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let drawer = UIView(frame: CGRect(x: -120, y: 0, width: 120, height: 400))
    let rules = PhotoGestureRules()
    /// What the handlers saw, for the tests: (event, CACurrentMediaTime()).
    var events: [(String, CFTimeInterval)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        photo.backgroundColor = .systemBlue
        addSubview(photo)
        drawer.backgroundColor = .systemGray6
        addSubview(drawer)

        let pinch = UIPinchGestureRecognizer(target: self, action: PhotoEditorView.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: PhotoEditorView.handleRotation)
        for recognizer in [pinch, rotation] as [UIGestureRecognizer] {
            recognizer.delegate = rules
            photo.addGestureRecognizer(recognizer)
        }
        let longPress = UILongPressGestureRecognizer(target: self, action: PhotoEditorView.handleLongPress)
        longPress.minimumPressDuration = 0.5
        photo.addGestureRecognizer(longPress)

        let swipe = UISwipeGestureRecognizer(target: self, action: PhotoEditorView.handleSwipe)
        swipe.direction = .left
        swipe.delegate = rules
        rules.photo = photo
        addGestureRecognizer(swipe)

        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoEditorView.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: PhotoEditorView.handleSingleTap)
        singleTap.require(toFail: doubleTap)
        addGestureRecognizer(doubleTap)
        addGestureRecognizer(singleTap)

        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: PhotoEditorView.handleEdgePan)
        edgePan.edges = .left
        addGestureRecognizer(edgePan)
    }

    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        guard let view = recognizer.view else { return }
        view.transform = view.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        recognizer.scale = 1
    }

    func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
        guard let view = recognizer.view else { return }
        view.transform = view.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
    }

    func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began {
            photo.layer.borderWidth = 4
            events.append(("long press", CACurrentMediaTime()))
        }
    }

    func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        if recognizer.state == .recognized {
            events.append(("swipe", CACurrentMediaTime()))
            UIView.animate(withDuration: 0.3) { self.photo.alpha = 0 }
        }
    }

    func handleSingleTap(_ recognizer: UITapGestureRecognizer) {
        events.append(("single tap", CACurrentMediaTime()))
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        events.append(("double tap", CACurrentMediaTime()))
    }

    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = recognizer.translation(in: self)
        switch recognizer.state {
        case .began, .changed:
            drawer.frame.origin.x = min(0, -120 + translation.x)
        case .ended:
            let opens = recognizer.velocity(in: self).x > 0
            UIView.animate(withDuration: 0.25) { self.drawer.frame.origin.x = opens ? 0 : -120 }
            events.append(("edge pan ended", CACurrentMediaTime()))
        default:
            break
        }
    }
}

/// Pinch 80 → 160 pt at 0.5 s, then a quarter turn at 1.5 s, a press at 2.5 s, a tap at 4 s, a
/// double tap at 5 s, the drawer pulled from the left edge at 6 s, a swipe left on the photo at
/// 6.6 s (not a dismissal) and one below it at 7 s.
struct IOSPhotoEditorScene: IOSTestScene {
    static let name = "ios-photo-editor"
    static let summary = "every gesture recognizer in UIKit spellings"
    var size: CGSize { CGSize(width: 300, height: 400) }
    var duration: Double { 8 }

    func setUp(on stage: Stage) {
        let editor = PhotoEditorView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        editor.layer.name = "editor"
        stage.rootView.addSubview(editor)
        let center = CGPoint(x: 150, y: 150)
        stage.pinch(center: center, from: 80, to: 160, time: 0.5, duration: 0.5)
        stage.rotate(center: center, radius: 60, by: .pi / 2, time: 1.5, duration: 0.5)
        stage.longPress(at: center, time: 2.5, duration: 1)
        stage.tap(at: CGPoint(x: 150, y: 350), time: 4)
        stage.tap(at: CGPoint(x: 150, y: 350), time: 5)
        stage.tap(at: CGPoint(x: 150, y: 350), time: 5.2)
        stage.pan(along: [CGPoint(x: 5, y: 330), CGPoint(x: 125, y: 330)], time: 6, duration: 0.4)
        stage.swipe(from: CGPoint(x: 240, y: 150), direction: .left, time: 6.6)
        stage.swipe(from: CGPoint(x: 250, y: 380), direction: .left, time: 7)
    }
}
