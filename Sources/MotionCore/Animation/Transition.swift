/// Animates a whole layer from its previous rendered state to the new one (CATransition).
///
/// When it runs as an action (e.g. a label's text changes inside an animation block), it
/// captures the layer's presentation subtree from just before the change. Presentation copies
/// then carry a `TransitionState` with that snapshot and the eased progress, and the renderer
/// draws old and new contents accordingly.
public final class Transition: Animation {
    /// The transition styles of Core Animation. `pageCurl` and `pageUnCurl` are the page curls
    /// behind UIKit's `.transitionCurlUp` and `.transitionCurlDown` (Core Animation knows them by
    /// these names too): `pageCurl` lifts the previous contents, as a sheet of paper, off the new
    /// ones from one edge and rolls it away across the layer; `pageUnCurl` is its reverse, the
    /// new contents rolling out over the previous ones from the opposite edge.
    public enum Kind: String, Sendable, CaseIterable { case fade, moveIn, push, reveal, pageCurl, pageUnCurl }
    /// The direction of moveIn, push and reveal; for `pageCurl`, the edge the page lifts from
    /// (nil: `.fromBottom`), and for `pageUnCurl`, the edge the page rolls out from (nil: `.fromTop`).
    public enum Subtype: String, Sendable, CaseIterable { case fromLeft, fromRight, fromTop, fromBottom }

    public var type: Kind = .fade
    public var subtype: Subtype? = nil
    /// Where in the transition to start and end, in [0, 1].
    public var startProgress: Double = 0
    public var endProgress: Double = 1
    /// The layer as it looked before the change (a presentation copy). Left nil, it is taken
    /// when the transition is added: the layer as on screen before the current transaction
    /// changed it, whether the change comes before or after `add(_:forKey:)` in the
    /// transaction, as with CATransition. The copy is cut from its model layer (its `model()`
    /// is itself), so a layer holding this transition does not keep itself alive through it.
    public var previousContents: Layer? {
        // The old look is drawn as it was at the change, however long the transition shows it.
        didSet { previousContents?.recordDrawing(); previousContents?.detachFromModel() }
    }

    /// A transition of the given type and direction.
    public convenience init(type: Kind, subtype: Subtype? = nil) {
        self.init()
        self.type = type
        self.subtype = subtype
    }

    public override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? Transition else { return }
        type = other.type; subtype = other.subtype; startProgress = other.startProgress
        endProgress = other.endProgress; previousContents = other.previousContents
    }

    public override func validate() throws {
        try super.validate()
        guard (0...1).contains(startProgress), (0...1).contains(endProgress) else {
            throw AnimationError.invalidValues("transition progress must lie in [0, 1]")
        }
    }

    /// Running as an action adds the transition under "transition", as Core Animation keys
    /// transitions (`kCATransition`).
    public override func run(forKey _: String, object layer: Layer, previousValue _: Any?) {
        layer.add(self, forKey: "transition")
    }

    public override func apply(to layer: Layer, model _: Layer, atLayerTime time: Double) {
        guard let state = easedState(atLayerTime: time), let previousContents else { return }
        let progress = startProgress + (endProgress - startProgress) * state.progress
        layer.activeTransition = TransitionState(kind: type, subtype: subtype, progress: progress, previous: previousContents)
    }
}

/// What the renderer needs to draw a transition at one instant.
public struct TransitionState {
    public let kind: Transition.Kind
    public let subtype: Transition.Subtype?
    /// Eased progress in [0, 1]: 0 shows only the previous contents, 1 only the new.
    public let progress: Double
    /// The layer (and subtree) as it looked before the change.
    public let previous: Layer
}
