/// Eased progress values already solved during one presentation pass: thousands of layers whose
/// animations share a timing curve and a moment (a list that animates together) solve the
/// curve once instead of once per layer. A memo, so the values are exactly the curve's.
struct EasingMemo {
    private struct Entry {
        var function = TimingFunction.linear
        /// NaN marks an empty entry (it equals nothing).
        var progress = Double.nan
        var value = 0.0

        func answers(_ function: TimingFunction, at progress: Double) -> Bool {
            self.progress == progress && self.function == function
        }
    }

    /// The last four solutions, replaced in turn (no heap storage: a memo is made per pass).
    private var entries = (Entry(), Entry(), Entry(), Entry())
    private var next = 0

    /// `function.value(at: progress)`.
    mutating func value(of function: TimingFunction, at progress: Double) -> Double {
        if entries.0.answers(function, at: progress) { return entries.0.value }
        if entries.1.answers(function, at: progress) { return entries.1.value }
        if entries.2.answers(function, at: progress) { return entries.2.value }
        if entries.3.answers(function, at: progress) { return entries.3.value }
        let solved = Entry(function: function, progress: progress, value: function.value(at: progress))
        switch next {
        case 0: entries.0 = solved
        case 1: entries.1 = solved
        case 2: entries.2 = solved
        default: entries.3 = solved
        }
        next = (next + 1) % 4
        return solved.value
    }
}
