/// What a recognizer's delegate may decide (UIGestureRecognizerDelegate). Every method is
/// optional, as in UIKit: the defaults below are UIKit's answers when a delegate leaves one out.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Return false to make the recognizer fail instead of leaving `.possible` (beginning, or
    /// recognising a discrete gesture).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Return true to let both recognise the same touches at once; by default a touch sequence is
    /// recognised by one recognizer only. Either recognizer's delegate saying true allows it.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Return false to keep a touch (asked when the finger goes down) away from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: TouchEvent) -> Bool
    /// Return true to make `gestureRecognizer` wait for `otherGestureRecognizer` to fail, as
    /// `require(toFail:)` does, for the touch sequences both receive.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Return true to make `otherGestureRecognizer` wait for `gestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_: GestureRecognizer, shouldRecognizeSimultaneouslyWith _: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_: GestureRecognizer, shouldReceive _: TouchEvent) -> Bool { true }
    public func gestureRecognizer(_: GestureRecognizer, shouldRequireFailureOf _: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_: GestureRecognizer, shouldBeRequiredToFailBy _: GestureRecognizer) -> Bool { false }
}
