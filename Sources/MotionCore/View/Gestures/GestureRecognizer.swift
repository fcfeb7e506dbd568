/// The base of the scripted gesture recognizers (UIGestureRecognizer). Touches come from a
/// `TouchDispatcher` (hit-testing the view tree, one `GestureCoordinator` per touch sequence) or
/// straight through `handle(_:)`; targets are called synchronously, at the touch's virtual time
/// (or a deadline's, for a long press), whenever the state changes.
///
/// Subclasses interpret touches in `touchesBegan(_:)`, `touchesMoved(_:)`, `touchesEnded(_:)` and
/// `touchesCancelled(_:)` and call `transition(to:)`; leaving `.possible` goes through UIKit's
/// rules: failure requirements, exclusivity and the delegate (`GestureRecognizer+Recognition`).
open class GestureRecognizer {
    /// UIGestureRecognizer.State; `.ended` is also `.recognized` for discrete gestures.
    public enum State: String, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's recognised state: `.ended`, as in UIKit.
        public static var recognized: State { .ended }
    }

    /// The current state; back to `.possible` when the next touch sequence begins.
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Decides whether the recognizer begins, receives a touch, waits for others or shares touches.
    public weak var delegate: GestureRecognizerDelegate?
    /// Disabled recognizers ignore touches. Disabling one that is recognising a continuous gesture
    /// cancels it (targets see `.cancelled`), as UIKit documents; one still deciding starts afresh.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            touches = []
            if state == .began || state == .changed {
                transition(to: .cancelled)
            } else if state == .possible {
                reset()
            }
        }
    }
    /// Kept for iOS code. Views here receive touches only through recognizers (there is no
    /// `touchesBegan` on a view), so there is nothing to cancel when a gesture is recognised.
    public var cancelsTouchesInView = true
    /// The centroid of the touches at the last sample, in window coordinates.
    public private(set) var lastLocation: Point = .zero
    /// The fingers down on this recognizer, in the order they went down, each at its latest
    /// sample (a finger lifting is still here while its `.ended` sample is interpreted).
    public private(set) var touches: [TouchEvent] = []
    /// The recognizers that must fail before this one may leave `.possible` (`require(toFail:)`).
    var failureRequirements: [WeakRecognizer] = []
    /// The recognizers waiting for this one to fail.
    var dependents: [WeakRecognizer] = []
    /// The touch sequence this recognizer takes part in, while a dispatcher delivers one.
    weak var coordinator: GestureCoordinator?
    /// A state asked for while a required recognizer had not failed yet.
    var pendingState: State?
    private var deadline: GestureDeadline?
    private var deadlineSerial = 0
    private var actions: [(GestureRecognizer) -> Void] = []

    public init() {}

    /// A recognizer calling `action` on `target` at every state change (UIKit's
    /// `init(target:action:)`): pass an unapplied method, as in
    /// `PinchGestureRecognizer(target: self, action: PhotoView.pinched)`.
    public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Calls `handler` with the recognizer at every state change.
    public func addTarget(_ handler: @escaping (GestureRecognizer) -> Void) { actions.append(handler) }

    /// Calls `action` on `target` (held weakly, as UIKit does) at every state change; pass an
    /// unapplied method such as `CityCell.popupViewPanned(recognizer:)` (UIKit's target/selector).
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// Removes every target.
    public func removeAllTargets() { actions.removeAll() }

    /// Feeds one touch sample (window coordinates).
    public func handle(_ touch: TouchEvent) { handle([touch]) }

    /// Feeds one event: the samples of the fingers that changed at one instant (UIEvent), all at
    /// the same time. Samples of fingers this recognizer has not seen go down are ignored.
    public func handle(_ event: [TouchEvent]) {
        guard isEnabled, let time = event.first?.time else { return }
        runDeadline(ifDueBy: time)
        if touches.isEmpty, event.contains(where: { $0.phase == .began }), state != .possible { reset() }
        var began: [TouchEvent] = [], moved: [TouchEvent] = [], lifted: [TouchEvent] = [], cancelled: [TouchEvent] = []
        for sample in event {
            if let index = touches.firstIndex(where: { $0.touch == sample.touch }) {
                touches[index] = sample
            } else if sample.phase == .began {
                touches.append(sample)
            } else {
                continue
            }
            switch sample.phase {
            case .began: began.append(sample)
            case .moved: moved.append(sample)
            case .ended: lifted.append(sample)
            case .cancelled: cancelled.append(sample)
            }
        }
        lastLocation = centroid(of: touches.map(\.location)) ?? lastLocation
        if isInterpreting {
            if !began.isEmpty { touchesBegan(began) }
            if !moved.isEmpty { touchesMoved(moved) }
            if !lifted.isEmpty { touchesEnded(lifted) }
            if !cancelled.isEmpty { touchesCancelled(cancelled) }
        }
        touches.removeAll(where: \.isLift)
    }

    /// Whether touches still mean something: not after the gesture ended, failed or was
    /// cancelled, until every finger has lifted.
    private var isInterpreting: Bool { state == .possible || state == .began || state == .changed }

    /// How many touches the gesture involves (UIGestureRecognizer.numberOfTouches).
    open var numberOfTouches: Int { touches.count }

    /// The location of touch `touchIndex` (in the order they went down) in `view`'s coordinates
    /// (UIGestureRecognizer.location(ofTouch:in:)); the last location when there is no such touch.
    open func location(ofTouch touchIndex: Int, in view: View?) -> Point {
        let location = touches.indices.contains(touchIndex) ? touches[touchIndex].location : lastLocation
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// The centroid of the touches in `view`'s coordinates (window coordinates when nil).
    open func location(in view: View?) -> Point {
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: nil)
    }

    /// Makes this recognizer wait, whenever both receive a touch sequence, until `other` fails:
    /// if `other` recognises, this one fails (UIGestureRecognizer.require(toFail:)).
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
        other.dependents.append(WeakRecognizer(self))
    }

    /// Subclasses: fingers went down.
    open func touchesBegan(_ touches: [TouchEvent]) {}
    /// Subclasses: fingers moved.
    open func touchesMoved(_ touches: [TouchEvent]) {}
    /// Subclasses: fingers lifted (still in `touches` during the call).
    open func touchesEnded(_ touches: [TouchEvent]) {}
    /// Subclasses: the system took fingers away; by default the gesture is cancelled or fails.
    open func touchesCancelled(_ touches: [TouchEvent]) {
        transition(to: state == .began || state == .changed ? .cancelled : .failed)
    }

    /// Subclasses: clear per-gesture data before a new touch sequence (call super).
    open func reset() {
        state = .possible
        pendingState = nil
        deadline = nil
    }

    /// Runs `action` at virtual time `time` (replacing any earlier deadline): on the timeline
    /// running now — so a long press begins at its time with no new touch — or, with none, at
    /// the first touch delivered at or after it.
    func setDeadline(at time: Double, _ action: @escaping () -> Void) {
        deadlineSerial += 1
        let serial = deadlineSerial
        deadline = GestureDeadline(time: time, serial: serial, action: action)
        Timeline.current?.schedule(at: time) { [weak self] in
            guard let self, deadline?.serial == serial else { return }
            runDeadline(ifDueBy: time)
        }
    }

    /// Drops the pending deadline.
    func cancelDeadline() { deadline = nil }

    /// When the pending deadline runs, or nil when none is pending.
    var deadlineTime: Double? { deadline?.time }

    /// Runs the pending deadline if it falls at or before `time`.
    func runDeadline(ifDueBy time: Double) {
        guard let due = deadline, due.time <= time + 1e-12 else { return }
        deadline = nil
        due.action()
    }

    /// Sets the state and calls the targets (except for `.failed` and `.possible`); leaving
    /// `.possible` goes through `requestRecognition(_:)`.
    func transition(to newState: State) {
        if state == .possible, newState == .began || newState == .ended {
            requestRecognition(newState)
        } else {
            apply(newState)
        }
    }

    /// Sets the state, tells whoever waits on a failure, calls the targets.
    func apply(_ newState: State) {
        state = newState
        if newState == .ended || newState == .failed || newState == .cancelled {
            pendingState = nil
            cancelDeadline()
        }
        if newState == .failed { failureDidHappen() }
        guard newState != .failed, newState != .possible else { return }
        actions.forEach { $0(self) }
    }

    /// The centroid of `points`, or nil when there are none.
    func centroid(of points: [Point]) -> Point? {
        guard !points.isEmpty else { return nil }
        let sum = points.reduce(Point.zero) { $0.adding($1) }
        return Point(x: sum.x / Double(points.count), y: sum.y / Double(points.count))
    }

    /// Converts a window-coordinate vector into `view`'s coordinates (its linear part only).
    func vector(_ vector: Point, in view: View?) -> Point {
        guard let view else { return vector }
        let origin = view.convert(Point.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
