/// Runs several animations together as one (CAAnimationGroup).
///
/// The children's timing lives in the group's time space: a child's `beginTime` of 0 is the
/// group's start (not "now"), a child's `duration` of 0 is the group's duration, its times are
/// measured in the group's simple time, and the group's
/// `timingFunction`, `speed`, repeats and `autoreverses` warp the whole set. The group's duration
/// clips the children: nothing of a child shows outside the group's active interval, except what
/// the group's own `fillMode` holds. Only the group tells its delegate and completion; the
/// children's delegates are not called (as in Core Animation).
open class AnimationGroup: Animation {
    /// The animations run together; copied with the group.
    public var animations: [Animation] = []

    /// A group of `animations` lasting `duration` seconds (0 means the default 0.25 s).
    public convenience init(animations: [Animation], duration: Double = 0) {
        self.init()
        self.animations = animations
        self.duration = duration
    }

    open override func copyFields(from other: Animation) {
        super.copyFields(from: other)
        guard let other = other as? AnimationGroup else { return }
        animations = other.animations.map { $0.copy() }
        lendDurationToChildren()
    }

    /// Children whose `duration` is 0 take the group's duration (as in Apple's CAAnimationGroup
    /// example, whose scale animation has no duration of its own), nested groups included.
    /// Springs keep their settling duration.
    private func lendDurationToChildren() {
        for child in animations {
            child.durationWhenZero = effectiveDuration
            (child as? AnimationGroup)?.lendDurationToChildren()
        }
    }

    /// Checks the group's timing and every child; a child's error names its position.
    open override func validate() throws {
        try super.validate()
        for (index, child) in animations.enumerated() {
            do {
                try child.validate()
            } catch let error as AnimationError {
                throw error.inGroup(at: index)
            }
        }
    }

    override func bind(to schema: PropertySchema) {
        animations.forEach { $0.bind(to: schema) }
    }

    override func adaptValues(to layer: Layer) {
        animations.forEach { $0.adaptValues(to: layer) }
    }

    /// Applies the children at the group's (eased) simple time. When the group holds its end
    /// (`fillMode` forwards), the children are evaluated just inside that end, so a child ending
    /// with the group shows its final value as it does in Core Animation.
    open override func apply(to layer: Layer, model: Layer, atLayerTime time: Double) {
        guard let state = easedState(atLayerTime: time) else { return }
        let simpleDuration = effectiveDuration
        let groupTime = state.progress == 1 ? simpleDuration.nextDown : state.progress * simpleDuration
        for child in animations {
            child.apply(to: layer, model: model, atLayerTime: groupTime)
        }
    }
}

extension AnimationError {
    /// The same error with the child's position in its group prefixed to the message.
    func inGroup(at index: Int) -> AnimationError {
        switch self {
        case .invalidTiming(let message): .invalidTiming("group animation \(index): \(message)")
        case .invalidValues(let message): .invalidValues("group animation \(index): \(message)")
        }
    }
}
