/// A piece of physics a `DynamicAnimator` runs (UIDynamicBehavior): the base of gravity,
/// collision, snap, push, attachment and item behaviours, and of your own composite behaviours,
/// which add built-in ones with `addChildBehavior(_:)` and may react in `action` at every step.
open class DynamicBehavior {
    /// The behaviours this one is made of, run with it.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs after every step of the animator while the behaviour is in it.
    public var action: (() -> Void)?
    /// The animator running the behaviour, directly or as a child of one it runs.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?

    public init() {}

    /// Adds `behavior` to the ones this behaviour is made of.
    public func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        if let dynamicAnimator { behavior.move(to: dynamicAnimator) }
        dynamicAnimator?.wake()
    }

    /// Removes `behavior` from the ones this behaviour is made of.
    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.removeAll { $0 === behavior }
        behavior.move(to: nil)
        dynamicAnimator?.wake()
    }

    /// Called when the behaviour is added to an animator, or removed (nil); override to react.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// The behaviour and its children, depth first, in the order they run.
    var allBehaviors: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.allBehaviors) }

    /// Tells the behaviour and its children which animator runs them now.
    func move(to animator: DynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        childBehaviors.forEach { $0.move(to: animator) }
    }

    // MARK: What the animator asks of each behaviour at a step (overridden by the built-in ones)

    /// The items the behaviour itself acts on.
    var dynamicItems: [DynamicItem] { [] }

    /// Gives the bodies of its items their properties (item behaviours).
    func configure(_ world: DynamicWorld) {}

    /// Changes the bodies' velocities by the forces acting for `step` seconds.
    func applyForces(in world: DynamicWorld, step: Double) {}

    /// The constraints the behaviour adds for this step.
    func constraints(in world: DynamicWorld, step: Double) -> [DynamicConstraint] { [] }

    /// Whether the behaviour will still move items although they are still now (a push not
    /// applied yet, a snap short of its point).
    func hasPendingMotion(in world: DynamicWorld) -> Bool { false }

    /// Called after each step with the contacts it solved (collision behaviours report them).
    func finishStep(in world: DynamicWorld) {}
}
