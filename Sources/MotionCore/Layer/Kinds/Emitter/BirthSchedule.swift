/// When a cell's particles are born, in the cell's own time ℓ: the birth rate as steps (constant
/// between the moments it changes, or over one step of the integration grid while an animation
/// moves it), integrated from ℓ = 0, so N(ℓ), the number born by ℓ, is exact for the steps and
/// particle k is born where N reaches k. A change of rate moves only the births after it.
struct BirthSchedule {
    /// A step: from `start` to the next step's start the rate is `rate` (≥ 0), and `count`
    /// particles were born before `start`.
    struct Step {
        let start: Double
        let rate: Double
        let count: Double
    }

    /// The steps in time order, the first at 0, adjacent steps of equal rate merged.
    private(set) var steps: [Step] = []
    /// The end of the last step.
    let end: Double

    /// The schedule up to `end` for the rate `rate(a, b)` over [a, b), b being the next of `cuts`
    /// (the times at which the rate may change, in any order) after a, even when b is past `end`:
    /// the last step's rate does not depend on where it is cut, so neither does a birth. A cut at
    /// `end` itself starts a step, so a frame at the instant of a change already knows the new rate.
    init(through end: Double, cuts: [Double], rate: (_ from: Double, _ to: Double) -> Double) {
        self.end = end
        guard end >= 0 else { return }
        let sorted = cuts.filter { $0 > 0 }.sorted()
        let starts = [0] + sorted.filter { $0 <= end }
        var count = 0.0
        for (index, a) in starts.enumerated() where index == 0 || a > starts[index - 1] {
            let b = sorted.first { $0 > a } ?? max(end, a)
            let r = rate(a, b)
            let value = r.isFinite && r > 0 ? r : 0
            let width = max(0, min(b, end) - a)
            if let last = steps.last, last.rate == value { count += value * width; continue }
            steps.append(Step(start: a, rate: value, count: count))
            count += value * width
        }
    }

    /// The births k with `from` ≤ birth ≤ `through`, youngest first, as (k, birth time); the
    /// last step's rate holds past `end`. `visit` returns false to stop.
    func births(from: Double, through: Double, _ visit: (_ k: Int, _ birth: Double) -> Bool) {
        for index in steps.indices.reversed() {
            let step = steps[index]
            let isLast = index + 1 == steps.count
            let stop = isLast ? max(end, through) : steps[index + 1].start
            guard step.rate > 0, step.start <= through, stop >= from else { continue }
            // k is born in this step when count ≤ k < count + rate·(stop − start).
            let total = isLast ? Double.infinity : steps[index + 1].count
            let lowest = max(step.count, step.count + step.rate * (from - step.start))
            let highest = min(total, step.count + step.rate * (through - step.start))
            var k = Int(min(highest, 1e15).rounded(.down))
            let first = Int(min(lowest, 1e15).rounded(.up))
            while k >= first {
                let birth = step.start + (Double(k) - step.count) / step.rate
                if Double(k) < total, birth <= through, birth >= from, !visit(k, birth) { return }
                k -= 1
            }
        }
    }
}
