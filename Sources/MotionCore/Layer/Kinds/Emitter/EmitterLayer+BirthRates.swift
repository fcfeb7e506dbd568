/// The emitter's side of births that integrate the rate: the history of its own `birthRate`, the
/// birth-rate animations it has run, and the presentation rate at any moment of its past.
extension EmitterLayer {
    /// Records a change of the model's `birthRate` from `previous` at the running timeline's time.
    func recordBirthRate(previous: Double) {
        birthRateHistory.record(birthRate, previous: previous, at: Timeline.current?.time)
    }

    /// Keeps `attached` if it moves a birth rate, from the running timeline's time on.
    func keepIfBirthRateAnimation(_ attached: AttachedAnimation) {
        guard !isPresentation, BirthRateAnimation.movesBirthRate(attached.animation) else { return }
        birthRateAnimations.append(BirthRateAnimation(attached: attached, since: Timeline.current?.time ?? -.infinity))
    }

    /// Marks a kept animation detached at the running timeline's time; with no timeline running it
    /// is forgotten, as if never attached.
    func markDetached(_ attached: AttachedAnimation) {
        guard let index = birthRateAnimations.firstIndex(where: { $0.attached === attached && $0.until == .infinity }) else { return }
        if let time = Timeline.current?.time {
            birthRateAnimations[index].until = time
        } else {
            birthRateAnimations.remove(at: index)
        }
    }

    /// The birth-rate animations attached at timeline time `time`.
    func birthRateAnimations(attachedAt time: Double) -> [AttachedAnimation] {
        birthRateAnimations.filter { $0.isAttached(at: time) }.map(\.attached)
    }

    /// The rate of the cell at index path `path` times the layer's, as presented at this model's
    /// local time `time` by `animations` over the model values of that moment.
    func presentedBirthRate(ofCellAt path: [Int], atLocalTime time: Double, animations: [AttachedAnimation]) -> Double {
        let global = globalTime(atLocalTime: time)
        let scratch = type(of: self).init(layer: self)
        scratch.storage.set(birthRateHistory.value(at: global, current: birthRate), forKey: "birthRate")
        scratch.storage.set(emitterCells?.map { $0.copy(birthRatesAt: global) }, forKey: "emitterCells")
        for attached in animations { attached.animation.apply(to: scratch, model: self, atLayerTime: time) }
        guard let cell = EmitterCell.cell(at: path, in: scratch.emitterCells) else { return 0 }
        return scratch.birthRate * cell.birthRate
    }
}
