/// Runs physics behaviours on views (UIDynamicAnimator): gravity, collisions, snaps, pushes,
/// attachments. Made with the view whose coordinates the items live in — usually their
/// superview — it runs while it has behaviours and something moves, and pauses at rest.
///
/// The simulation takes fixed steps of `stepDuration` on virtual time, counted from the moment
/// the animator started (or resumed) running, whatever the render's frame rate: a frame shows
/// the state after the last step at or before its time. So the same scene gives the same frame
/// at a given time at 30 and at 60 frames a second, rendered alone, in chunks or on any number
/// of cores, since each is a pure function of the time. Like UIKit's, the animator is not kept
/// alive by running: keep a reference to it.
public final class DynamicAnimator {
    /// The length of one simulation step: 1/600 s, a whole number of steps per frame at 24, 25,
    /// 30, 50, 60 and 120 frames a second.
    public static let stepDuration = 1.0 / 600

    /// The view whose coordinate system the items move in; its bounds make a collision
    /// behaviour's reference boundary.
    public private(set) weak var referenceView: View?
    /// The behaviours added with `addBehavior(_:)`, in the order they were added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Hears the animator pause and resume.
    public weak var delegate: DynamicAnimatorDelegate?
    /// Whether the animator is taking steps (false once it has come to rest).
    public private(set) var isRunning = false
    /// The simulated time, in seconds, the animator has run since it was made (pauses do not count).
    public var elapsedTime: Double { Double(stepsTaken) * DynamicAnimator.stepDuration }

    private let world = DynamicWorld()
    private var stepsTaken = 0
    /// The timeline the animator steps on while running, the time it (re)started at and the
    /// steps taken since: step k after the start is due at start + k · stepDuration.
    private weak var timeline: Timeline?
    private var startTime = 0.0
    private var stepsSinceStart = 0
    /// How long every item has been still, in steps.
    private var stillSteps = 0

    /// Items slower than this (points per second) and turning slower than `restingTurnRate`
    /// (radians per second) are still. Resting contact leaves far less (the solver cancels the
    /// step's gravity); a swing of amplitude A and angular frequency ω is taken for rest only
    /// when A·ω·sin(ω·0.05 s) < 0.1 points per second (about A < 2/ω² points: 0.28 for a box
    /// swinging in a bowl of radius 150).
    static let restingSpeed = 0.1
    static let restingTurnRate = 0.002
    /// How long everything must stay still before the animator pauses: 0.1 s, so a spring's
    /// turning point, where it is still for an instant, is not taken for rest.
    static let restingSteps = 60

    /// An animator moving items in `referenceView`'s coordinates (UIDynamicAnimator(referenceView:)).
    public init(referenceView: View) {
        self.referenceView = referenceView
    }

    /// An animator let go while running stops, as on iOS; inside a scene that is nearly always
    /// a mistake (a local `let animator` in `setUp`), so the running timeline is warned.
    deinit {
        guard isRunning, Timeline.current != nil else { return }
        Timeline.warn("a UIDynamicAnimator was released while running, so its items stop; keep a reference to it, as on iOS")
    }

    /// Runs `behavior` from now on; the animator resumes if it was at rest.
    public func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.move(to: self)
        wake()
    }

    /// Stops running `behavior`.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.move(to: nil)
        wake()
    }

    /// Stops running every behaviour.
    public func removeAllBehaviors() {
        let removed = behaviors
        behaviors.removeAll()
        removed.forEach { $0.move(to: nil) }
    }

    /// The items of the animator's behaviours whose turned frame meets `rect`, in reference coordinates.
    public func items(in rect: Rect) -> [DynamicItem] {
        world.updateBodies(for: allBehaviors)
        return world.bodies.filter {
            let frame = $0.enclosingRect
            return frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY
        }.map(\.item)
    }

    /// Takes `item`'s centre and rotation as they are now, for an item you moved yourself
    /// (UIDynamicAnimator.updateItem(usingCurrentState:)); the animator resumes.
    public func updateItem(usingCurrentState item: DynamicItem) {
        world.body(for: item)?.readItem()
        wake()
    }

    /// The body of `item` while a behaviour acts on it, made now if the animator has not stepped since.
    func body(for item: DynamicItem) -> DynamicBody? {
        if let body = world.body(for: item) { return body }
        world.updateBodies(for: allBehaviors)
        return world.body(for: item)
    }

    /// Every behaviour the animator runs, children after their parents.
    private var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.allBehaviors) }

    /// Starts running again if at rest, from the running timeline's time; reported as
    /// `TimelineError.noTimeline` when none runs.
    func wake() {
        stillSteps = 0
        guard !isRunning, !behaviors.isEmpty else { return }
        guard let current = Timeline.current else {
            return Timeline.report(TimelineError.noTimeline("UIDynamicAnimator"))
        }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
        timeline = current
        startTime = current.time
        stepsSinceStart = 0
        current.add(self)
    }

    /// When the next step is due, in the timeline's time.
    var nextStepTime: Double { startTime + Double(stepsSinceStart + 1) * DynamicAnimator.stepDuration }

    /// Takes the step due now: moves the items, runs the behaviours' actions, and pauses when
    /// everything has been still long enough.
    func step() {
        stepsSinceStart += 1
        stepsTaken += 1
        let running = allBehaviors
        world.step(DynamicAnimator.stepDuration, behaviors: running)
        running.forEach { $0.action?() }
        let isStill = world.bodies.allSatisfy {
            $0.velocity.length < DynamicAnimator.restingSpeed && abs($0.angularVelocity) < DynamicAnimator.restingTurnRate
        } && !running.contains { $0.hasPendingMotion(in: world) }
        stillSteps = isStill ? stillSteps + 1 : 0
        if stillSteps >= DynamicAnimator.restingSteps || behaviors.isEmpty { pause() }
    }

    /// Stops taking steps until woken, and tells the delegate.
    private func pause() {
        timeline?.remove(self)
        timeline = nil
        isRunning = false
        stillSteps = 0
        delegate?.dynamicAnimatorDidPause(self)
    }
}
