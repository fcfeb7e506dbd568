/// A recognizer's one pending timed step (a long press beginning, a multi-tap giving up): run
/// at its virtual time by the timeline running when it was set, or, when none runs, by the next
/// touch at or after that time. Whichever comes first runs it; the other finds it gone.
struct GestureDeadline {
    let time: Double
    let serial: Int
    let action: () -> Void
}
