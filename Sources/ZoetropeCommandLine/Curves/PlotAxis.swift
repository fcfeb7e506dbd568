import Foundation

/// A plot axis: a value range and round tick values (steps of 1, 2 or 5 times a power of ten).
struct PlotAxis: Equatable {
    let lower: Double
    let upper: Double
    let ticks: [Double]

    /// An axis from `lower` to `upper` with about `targetTickCount` ticks inside it.
    init(lower: Double, upper: Double, targetTickCount: Int = 5) {
        self.lower = lower
        self.upper = upper > lower ? upper : lower + 1
        let step = Self.niceStep(forSpan: self.upper - lower, targetCount: max(1, targetTickCount))
        let first = (lower / step).rounded(.up)
        let last = (self.upper / step + 1e-9).rounded(.down)
        ticks = first <= last ? (Int(first)...Int(last)).map { Double($0) * step } : []
    }

    /// The step of 1, 2 or 5 × 10ⁿ that cuts `span` into the number of parts nearest `targetCount`
    /// (the smaller step on a tie).
    static func niceStep(forSpan span: Double, targetCount: Int) -> Double {
        let magnitude = pow(10, log10(span / Double(targetCount)).rounded(.down))
        let candidates = [0.5, 1, 2, 5, 10].map { $0 * magnitude }
        return candidates.min { abs(span / $0 - Double(targetCount)) < abs(span / $1 - Double(targetCount)) }!
    }

    /// Where `value` falls between 0 (lower) and 1 (upper).
    func fraction(_ value: Double) -> Double { (value - lower) / (upper - lower) }

    /// A tick's label: as few decimals as the step needs.
    func label(_ value: Double) -> String {
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        let decimals = max(0, Int((-log10(step)).rounded(.up)))
        return String(format: "%.\(decimals)f", abs(value) < 1e-12 ? 0 : value)
    }
}
