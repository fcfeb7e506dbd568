import Foundation
@testable import MotionCore

/// Hand-made touch samples for the recognizer tests: one finger's straight drag, sampled evenly.
enum GestureTestTouches {
    /// Finger `touch` down at `from` at `time`, `steps` moves evenly to `to` over `duration`, and,
    /// when `lifts`, an `.ended` at `to` one step later.
    static func line(touch: Int, from: Point, to: Point, time: Double, duration: Double, steps: Int,
                     lifts: Bool = true) -> [TouchEvent] {
        var events = [TouchEvent(phase: .began, location: from, time: time, touch: touch)]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            events.append(TouchEvent(phase: .moved, location: from.interpolated(to: to, fraction: f), time: time + duration * f, touch: touch))
        }
        if lifts { events.append(TouchEvent(phase: .ended, location: to, time: time + duration * Double(steps + 1) / Double(steps), touch: touch)) }
        return events
    }

    /// `fingers`' samples merged in time order (a finger's samples before the next finger's at one time).
    static func merged(_ fingers: [[TouchEvent]]) -> [TouchEvent] {
        fingers.joined().enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}

/// A delegate whose answers the tests set.
final class ScriptedGestureDelegate: GestureRecognizerDelegate {
    var simultaneous = false
    var refusesTouch: (TouchEvent) -> Bool = { _ in false }
    var requiresFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?

    func gestureRecognizer(_: GestureRecognizer, shouldRecognizeSimultaneouslyWith _: GestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_: GestureRecognizer, shouldReceive touch: TouchEvent) -> Bool { !refusesTouch(touch) }
    func gestureRecognizer(_: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { other === requiresFailureOf }
    func gestureRecognizer(_: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { other === requiredToFailBy }
}
