/// One row of the tableau: `basic = constant + Σ coefficient · symbol`.
struct SolverRow {
    var constant: Double
    private(set) var cells: [SolverSymbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(of symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// The symbols of the row in creation order.
    var symbols: [SolverSymbol] { cells.keys.sorted() }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = SolverRow.isNearZero(sum) ? nil : sum
    }

    /// Adds `coefficient · row`.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SolverSymbol) { cells[symbol] = nil }

    mutating func negate() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -cells[symbol]! }
    }

    /// Rewrites `0 = row` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = …`, `lhs` joining the cells.
    mutating func solve(for lhs: SolverSymbol, replacing rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    /// Whether every symbol is a dummy (the row cannot be pivoted on).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
