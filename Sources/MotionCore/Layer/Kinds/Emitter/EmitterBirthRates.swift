/// The birth rates an emitter's simulation integrates (`BirthSchedule`): a cell's rate at a
/// moment of the emitter's local time is its model `birthRate` times the layer's, as the script
/// had set them by then (`BirthRateHistory`), or, while a birth-rate animation the layer ran was
/// attached, that animation's presentation value.
///
/// The model values are steps, integrated exactly. An animated rate is integrated by the midpoint
/// rule on a fixed grid of `step` seconds of the cell's own time, counted from the cell's 0 (never
/// from a frame, so the births do not depend on the frame rate or on which frames were made): the
/// count born by time T is off by at most T·step²/24·max|r″| where the rate is smooth (nothing for
/// a linear ramp), plus step²/8·|jump of r′| at each kink and step/2·|jump of r| at each jump
/// inside the animation's active interval (its start and end are cuts of the grid, so exact).
struct EmitterBirthRates {
    /// The integration grid's step for animated rates, in seconds of a cell's time.
    static let step = 1.0 / 240

    /// The model emitter: its histories, kept animations and time mapping.
    let model: EmitterLayer

    /// The schedule of births of the cell at index path `path` up to its time `end`, where
    /// `emitterTime` maps the cell's time to the emitter's local time and `cellTime` back;
    /// `presented` is the cell of the presentation copy (used when the model has none there).
    func schedule(ofCellAt path: [Int], presented: EmitterCell, through end: Double,
                  emitterTime: (Double) -> Double, cellTime: (Double) -> Double) -> BirthSchedule {
        let modelCell = EmitterCell.cell(at: path, in: model.emitterCells)
        let cellHistory = modelCell?.birthRateHistory ?? BirthRateHistory()
        let cellRate = modelCell?.birthRate ?? presented.birthRate
        let layerHistory = model.birthRateHistory, layerRate = model.birthRate
        let kept = model.birthRateAnimations
        guard !cellHistory.changes.isEmpty || !layerHistory.changes.isEmpty || !kept.isEmpty else {
            return BirthSchedule(through: end, cuts: []) { _, _ in cellRate * layerRate }
        }
        var cuts = (layerHistory.changeTimes + cellHistory.changeTimes).map { cellTime(model.localTime(atGlobalTime: $0)) }
        for animation in kept {
            let (attached, active) = animation.times(in: model)
            cuts += (attached + active).filter(\.isFinite).map(cellTime)
            // The grid covers the active interval; outside it the animation holds or does nothing.
            let from = max(0, active[0].isFinite ? cellTime(active[0]) : 0)
            let to = min(end + Self.step, active[1].isFinite ? cellTime(active[1]) : .infinity)
            var j = (from / Self.step).rounded(.up)
            while j * Self.step < to {
                cuts.append(j * Self.step)
                j += 1
            }
        }
        return BirthSchedule(through: end, cuts: cuts) { a, b in
            let local = emitterTime((a + b) / 2)
            let global = model.globalTime(atLocalTime: local)
            let animations = model.birthRateAnimations(attachedAt: global)
            guard animations.isEmpty else {
                return model.presentedBirthRate(ofCellAt: path, atLocalTime: local, animations: animations)
            }
            return cellHistory.value(at: global, current: cellRate) * layerHistory.value(at: global, current: layerRate)
        }
    }
}
