/// A node of the layer tree (CALayer): model values, running animations, sublayers.
///
/// The model layer holds the values you set. `presentation()` returns an independent copy of the
/// layer (and its subtree) at the current virtual time with every animation applied; rendering
/// reads only presentation copies. Every property — the built-in ones and your own
/// `@Animatable` ones — lives in one property storage that copies carry along.
///
/// A layer tree belongs to one thread at a time (its timeline's), so the stored properties, read
/// or reset for every layer of every frame, skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): those checks cost more than the rest of a presentation copy.
open class Layer: MediaTiming {
    /// Values of every property declared or set.
    @exclusivity(unchecked)
    var storage: PropertyStorage
    /// The model layer this is a presentation copy of, or nil for a model layer. Held strongly,
    /// so a snapshot stays whole after its model tree is gone (models never hold their copies;
    /// transitions cut the one snapshot they keep, see `detachFromModel()`).
    @exclusivity(unchecked)
    public internal(set) var modelLayer: Layer?
    /// True for copies made by `presentation()`: they never run actions.
    @exclusivity(unchecked)
    public internal(set) var isPresentation = false
    /// On the root of a presentation tree: the global time it shows; nil on model layers and on
    /// the copy's sublayers.
    @exclusivity(unchecked)
    package var presentedAt: Double?

    @exclusivity(unchecked)
    var attachedAnimations = AnimationList()
    @exclusivity(unchecked)
    public internal(set) var sublayers: [Layer] = []
    @exclusivity(unchecked)
    public internal(set) weak var superlayer: Layer?
    /// A layer whose alpha masks this layer and its subtree (CALayer.mask); see `Layer+Mask.swift`.
    @exclusivity(unchecked)
    public var mask: Layer? {
        didSet {
            guard oldValue !== mask else { return }
            // A copy's mask is set for every frame; only a model's change is a change.
            if !isPresentation { storage.noteChange() }
            if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
            mask?.maskedLayer = self
        }
    }
    /// The layer this one masks, when it is a `mask`: its time and coordinates are that layer's.
    @exclusivity(unchecked)
    public internal(set) weak var maskedLayer: Layer?

    /// Provides actions and custom display/drawing (a view is its backing layer's delegate).
    @exclusivity(unchecked)
    public weak var delegate: LayerDelegate?
    /// A name for finding the layer in traces, tests and `sublayer(named:)`.
    @exclusivity(unchecked)
    public var name: String?
    /// Actions by key, consulted after the delegate (CALayer.actions).
    @exclusivity(unchecked)
    public var actions: [String: Action]?
    /// The style dictionary (see `style`).
    @exclusivity(unchecked)
    var styleDictionary: [String: Any]?
    /// On presentation copies: the transition being shown, if any.
    @exclusivity(unchecked)
    public internal(set) var activeTransition: TransitionState?
    /// True for the root of a tree a stage shows (its window, as it were): layers joining or
    /// leaving such a tree run their `"onOrderIn"` / `"onOrderOut"` actions.
    @exclusivity(unchecked)
    package var isVisibleRoot = false
    /// Set by `setNeedsLayout()` on a layer no view owns; cleared by `layoutIfNeeded()`.
    @exclusivity(unchecked)
    package var layoutPending = false
    /// Set by `setNeedsDisplay()`; cleared by `displayIfNeeded()` (read through `needsDisplay()`).
    @exclusivity(unchecked)
    private var isMarkedForDisplay = false
    /// On presentation copies a stage made: this frame's `draw(in:)`, recorded on the stage's
    /// thread, which the renderer replays instead of calling `draw(in:)` (see `recordDrawing()`).
    @exclusivity(unchecked)
    public internal(set) var displayList: DisplayList?

    // Layers are timing objects too: their time is their superlayer's mapped by these.
    @exclusivity(unchecked)
    public var beginTime: Double = 0 { didSet { Timeline.current?.invalidateSchedule() } }
    @exclusivity(unchecked)
    public var speed: Double = 1 { didSet { Timeline.current?.invalidateSchedule() } }
    @exclusivity(unchecked)
    public var timeOffset: Double = 0 { didSet { Timeline.current?.invalidateSchedule() } }
    @exclusivity(unchecked)
    public var duration: Double = .infinity
    @exclusivity(unchecked)
    public var repeatCount: Double = 0
    @exclusivity(unchecked)
    public var repeatDuration: Double = 0
    @exclusivity(unchecked)
    public var autoreverses = false
    @exclusivity(unchecked)
    public var fillMode: FillMode = .removed
    public var effectiveDuration: Double { duration }

    /// A new model layer with every property at its default.
    public required init() {
        storage = PropertyStorage(schema: PropertySchema.empty)
        storage = PropertyStorage(schema: PropertyRegistry.shared.schema(for: self))
    }

    /// A copy of `layer`'s properties (CALayer's `init(layer:)`), used for presentation copies.
    /// Override to copy stored properties of your own that are not `@Animatable`, calling super
    /// first, as on iOS:
    ///
    /// ```swift
    /// required init(layer: Any) {
    ///     super.init(layer: layer)
    ///     if let other = layer as? CircleLayer { radius = other.radius }
    /// }
    /// ```
    ///
    /// The copy is a presentation copy from the moment `super.init(layer:)` returns: setting
    /// properties in your override stores them without running actions, so an `action(forKey:)`
    /// that calls `presentation()` cannot recurse. `layer` is `Any` as in Core Animation; anything
    /// but a layer is reported (`LayerValueError`) and gives a layer at its defaults.
    /// A stage recycles the presentation copies of classes without such properties (their
    /// values are refreshed in place, see `PresentationRecycler`), so this initializer runs
    /// for every copy only in classes that have stored properties of their own.
    public required init(layer: Any) {
        isPresentation = true
        guard let source = LayerArgument.layer(in: layer) else {
            storage = PropertyStorage(schema: PropertySchema.empty)
            storage = PropertyStorage(schema: PropertyRegistry.shared.schema(for: self))
            Timeline.report(LayerValueError.notALayer(String(describing: type(of: layer))))
            return
        }
        storage = PropertyStorage(presenting: source.storage)
        modelLayer = source.modelLayer ?? source
        name = source.name
        delegate = source.delegate
        beginTime = source.beginTime; speed = source.speed; timeOffset = source.timeOffset
    }

    /// Makes this presentation copy of `model` what `init(layer: model)` would make, for a
    /// later frame (`PresentationRecycler`): every field back to a fresh copy's value. Only for
    /// classes whose schema `recyclesCopies` (nothing of their own for `init(layer:)` to copy);
    /// keep in step with `init(layer:)`. The sublayers are the caller's business.
    func refreshPresentationCopy(of model: Layer) {
        storage.present(storageOf: model)
        if name != nil || model.name != nil { name = model.name }
        if delegate !== model.delegate { delegate = model.delegate }
        // Compared first: the observers would look up the current timeline for nothing.
        if beginTime != model.beginTime { beginTime = model.beginTime }
        if speed != model.speed { speed = model.speed }
        if timeOffset != model.timeOffset { timeOffset = model.timeOffset }
        // Never set on a copy by the engine; reset in case whoever held the copy did.
        activeTransition = nil
        isMarkedForDisplay = false
        // `displayList` is left to the stage, which records (or clears) every copy's list per frame.
        if actions != nil { actions = nil }
        if !attachedAnimations.isEmpty { attachedAnimations.removeAll() }
        duration = .infinity; repeatCount = 0; repeatDuration = 0; autoreverses = false; fillMode = .removed
    }

    /// Called on a presentation copy with its local time, before animations apply; kinds that
    /// show time-based media (`VideoLayer`) keep it.
    func didResolvePresentationTime(_ localTime: Double) {}

    /// Called on a layer when `add(_:forKey:)` attaches an animation, for kinds that must know
    /// what their animations did before they were removed (an emitter integrates its birth rate).
    func didAttach(_ attached: AttachedAnimation) {}

    /// Called on a layer when an attached animation leaves it: removed, replaced or finished.
    func didDetach(_ attached: AttachedAnimation) {}

    /// This layer's local time at its time parent's `time`: beginTime, speed and timeOffset, as
    /// CAMediaTiming maps it. A package kind may map time otherwise (`TimeRemapLayer`).
    func localTime(fromParent time: Double) -> Double { (time - beginTime) * speed + timeOffset }

    /// The time parent's time at this layer's local `time`; infinite when it is never reached.
    func parentTime(fromLocal time: Double) -> Double { timingValues.parentTime(fromLocal: time) }

    /// Whether local time moves forward with its parent's at the same rate or faster, so events
    /// (an animation's start and stop) can be scheduled at the parent time found by
    /// `parentTime(fromLocal:)`: a positive speed.
    var timeAdvancesWithParent: Bool { speed > 0 }

    deinit {
        if isPresentation { SiblingCopies.release(&sublayers) }
    }

    /// The value stored under `key` (KVC on CALayer; any key may be set). Animations read and
    /// write keys missing from the property storage through this method and `setValue(_:forKey:)`,
    /// so a subclass can expose stored properties of its own the Apple way by overriding both
    /// (calling super for other keys); `@Animatable` properties need none of that.
    open func value(forKey key: String) -> Any? {
        if let value = storage.value(forKey: key) { return value }
        // A presentation copy reads its model's style (copies do not carry it).
        let style = modelLayer?.styleDictionary ?? styleDictionary
        if style != nil, let value = Self.styleValue(forKey: key, in: style) { return value }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets `key`, running the action Core Animation would: the delegate's, the `actions`
    /// dictionary's, the class default, or an implicit animation for animatable keys.
    /// Presentation copies just store the value. A number of another type set on a `Double`
    /// property (`setValue(8, forKey: "cornerRadius")`) is converted, as NSNumber bridges on iOS;
    /// a value the property cannot hold is refused and reported to the running timeline
    /// (`LayerValueError`), never stored to read back as the default.
    open func setValue(_ value: Any?, forKey key: String) {
        do {
            storeValueRunningAction(try storage.schema.converted(value, forKey: key), forKey: key)
        } catch {
            Timeline.report(error)
        }
    }

    /// Default values by key (CALayer's `defaultValue(forKey:)` as a table), read once per class:
    /// every built-in property's default. A subclass may override it, merging its entries into
    /// super's, to change a built-in default or to declare extra keys for key-value coding.
    /// Custom `@Animatable` properties need nothing here.
    open class var defaultValues: [String: Any] {
        Dictionary(builtInProperties.map { ($0.key, $0.anyDefaultValue) }) { first, _ in first }
    }

    /// The value `key` has while none is set (CALayer.defaultValue(forKey:)): the base answers
    /// from `defaultValues`. Override it, calling `super` for other keys, to give a custom
    /// property (an `@Animatable` one or a key set only by key-value coding) or a built-in one its
    /// default, as on iOS: a class's schema takes each declared key's default from it once (a
    /// value of another type than the property's is ignored), and `value(forKey:)` returns it for
    /// a key not declared and never set.
    open class func defaultValue(forKey key: String) -> Any? { defaultValues[key] }

    /// The built-in properties of every layer of this kind, in slot order: `Layer`'s, then each
    /// kind's own list (`LayerPropertyList`). Their getters read their slot directly.
    class var builtInProperties: [AnyLayerProperty] { Properties.declared.descriptors }

    /// Whether presentation copies of this class may be recycled at all (a replicator's
    /// sublayers are instances laid out afresh, not copies of its own sublayers).
    class var recyclesPresentationCopies: Bool { true }

    /// Presentation copies of the sublayers at this layer's local time `time`, to hang under
    /// `copy`, this layer's presentation copy (a replicator lays out its instances here).
    func presentationSublayers(for copy: Layer, atLocalTime time: Double, memo: inout EasingMemo) -> [Layer] {
        SiblingCopies.presentationCopies(of: sublayers, atParentTime: time, memo: &memo)
    }

    /// Marks the layer to be redisplayed before the next frame.
    public func setNeedsDisplay() { isMarkedForDisplay = true }

    /// Whether the layer is marked to be redisplayed (CALayer.needsDisplay()): true from
    /// `setNeedsDisplay()` (or a change of a key that `needsDisplay(forKey:)` names) until
    /// `displayIfNeeded()` displays it, which a stage does before each frame.
    public func needsDisplay() -> Bool { isMarkedForDisplay }

    /// Calls `display()` when the layer is marked, then clears the mark.
    public func displayIfNeeded() {
        guard isMarkedForDisplay else { return }
        isMarkedForDisplay = false
        display()
    }

    /// Updates the layer's content: asks the delegate's `display(_:)` (UIKit's displayLayer:).
    /// Drawing itself happens at render time through `draw(in:)` on presentation copies.
    open func display() { delegate?.display(self) }

    /// Draws the layer's custom content (CALayer.draw(in:)); the default asks the delegate.
    /// Called on presentation copies, so `self`'s properties are the values at the frame's time.
    open func draw(in context: GraphicsContext) { delegate?.draw(self, in: context) }

    /// The action for a change of `key` (CALayer.action(forKey:)). The search order is the
    /// delegate, the `actions` dictionary, the `style`'s `"actions"`, the class's
    /// `defaultAction(forKey:)`, then an implicit animation for animatable keys (0.25 s, default
    /// curve, or the transaction's settings).
    /// Returns nil when the transaction disables actions. Override to supply your own.
    open func action(forKey key: String) -> Action? {
        guard let timeline = Timeline.current, !timeline.transactions.disableActions else { return nil }
        if let delegate, let action = delegate.action(for: self, forKey: key) {
            return action.isNoAction ? nil : action
        }
        if let action = actions?[key] { return action.isNoAction ? nil : action }
        if let action = styleAction(forKey: key) { return action.isNoAction ? nil : action }
        if let action = type(of: self).defaultAction(forKey: key) { return action.isNoAction ? nil : action }
        return implicitAnimation(forKey: key, timeline: timeline)
    }

    /// The class's own action for `key`, before the implicit one (CALayer.defaultAction(forKey:)).
    open class func defaultAction(forKey _: String) -> Action? { nil }

    /// Whether a change of `key` marks the layer for display (CALayer.needsDisplay(forKey:)).
    /// True for custom `@Animatable` properties; override for Apple-style code.
    open class func needsDisplay(forKey key: String) -> Bool {
        PropertyRegistry.shared.customKeys(ofClass: self).contains(key)
    }

    /// Asks the delegate to lay out the sublayers (CALayer.layoutSublayers()).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
}

/// An animation attached to a layer, with its bookkeeping.
final class AttachedAnimation {
    let key: String
    let animation: Animation
    var hasStarted = false
    var hasStopped = false
    var groups: [CompletionGroup]

    init(key: String, animation: Animation, groups: [CompletionGroup]) {
        self.key = key; self.animation = animation; self.groups = groups
    }
}
