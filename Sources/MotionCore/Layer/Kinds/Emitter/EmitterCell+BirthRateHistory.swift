/// A cell's birth rate over time: each change is recorded at the running timeline's time, so the
/// births before it stay where they were (`BirthSchedule`).
extension EmitterCell {
    /// Sets the birth rate, recording the change at the running timeline's time.
    func setBirthRate(_ rate: Double) {
        birthRateHistory.record(rate, previous: values.birthRate, at: Timeline.current?.time)
        values.birthRate = rate
    }

    /// A copy of the cell and its nested cells with each birth rate the one it had at timeline
    /// time `time`.
    func copy(birthRatesAt time: Double) -> EmitterCell {
        let copy = copy()
        copy.rewindBirthRates(to: time)
        return copy
    }

    /// Sets this cell's birth rate, and its nested cells', to the ones they had at `time`.
    private func rewindBirthRates(to time: Double) {
        values.birthRate = birthRateHistory.value(at: time, current: values.birthRate)
        emitterCells?.forEach { $0.rewindBirthRates(to: time) }
    }

    /// The cell at index path `path` among `cells` (each index after the first among the nested
    /// cells of the one before).
    static func cell(at path: [Int], in cells: [EmitterCell]?) -> EmitterCell? {
        guard let index = path.first, let cells, cells.indices.contains(index) else { return nil }
        return path.count == 1 ? cells[index] : cell(at: Array(path.dropFirst()), in: cells[index].emitterCells)
    }
}
