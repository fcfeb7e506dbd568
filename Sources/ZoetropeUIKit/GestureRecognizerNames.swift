/// UIPinchGestureRecognizer (`PinchGestureRecognizer`).
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIRotationGestureRecognizer (`RotationGestureRecognizer`).
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UILongPressGestureRecognizer (`LongPressGestureRecognizer`).
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UISwipeGestureRecognizer (`SwipeGestureRecognizer`), with its `Direction` option set.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIScreenEdgePanGestureRecognizer (`ScreenEdgePanGestureRecognizer`).
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIRectEdge (`RectEdge`).
public typealias UIRectEdge = RectEdge
/// UIGestureRecognizerDelegate (`GestureRecognizerDelegate`): every method optional, as in UIKit.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UITouch (`TouchEvent`): one finger at one instant, with `location(in:)`, `phase` and `timestamp`.
public typealias UITouch = TouchEvent
