/// An incremental Cassowary solver: constraints are added and removed one at a time, each
/// change pivoting the tableau it leaves rather than solving from scratch, and required
/// constraints hold exactly while the weighted errors of the others are as small as they can be.
///
/// Written from the algorithm of Badros, Borning and Stuckey ("The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001). Every choice between symbols takes the oldest, so the
/// same constraints added in the same order always give the same values.
final class ConstraintSolver {
    /// A required constraint the others leave no room for, with the constraints it conflicts with.
    struct Unsatisfiable: Error {
        let constraint: LinearConstraint
        let conflicting: [LinearConstraint]
    }

    /// The symbols a constraint added to the tableau.
    private struct Tag {
        /// The symbol that leaves with the constraint (slack, error or dummy).
        var marker: SolverSymbol
        /// The second error variable of a non-required equality.
        var other: SolverSymbol?
    }

    private var rows: [SolverSymbol: SolverRow] = [:]
    private var tags: [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
    private var variableSymbols: [ObjectIdentifier: (variable: SolverVariable, symbol: SolverSymbol)] = [:]
    private var objective = SolverRow()
    private var artificial: SolverRow?
    private var symbolCount = 0

    func contains(_ constraint: LinearConstraint) -> Bool { tags[ObjectIdentifier(constraint)] != nil }

    /// Adds `constraint`; throws `Unsatisfiable`, leaving the solver as it was, when it is required
    /// and cannot hold with the required constraints already there.
    func add(_ constraint: LinearConstraint) throws {
        guard !contains(constraint) else { return }
        var (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(of: row, tag: tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if row.hasOnlyDummies || !addWithArtificialVariable(row) {
            let conflicting = owners(of: row.symbols)
            tags[ObjectIdentifier(constraint)] = (constraint, tag)
            remove(constraint)
            throw Unsatisfiable(constraint: constraint, conflicting: conflicting)
        }
        tags[ObjectIdentifier(constraint)] = (constraint, tag)
        optimize(.objective)
    }

    /// Removes `constraint` (nothing when it is not there).
    func remove(_ constraint: LinearConstraint) {
        guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        removeErrorEffects(of: tag.marker, strength: constraint.strength)
        if let other = tag.other { removeErrorEffects(of: other, strength: constraint.strength) }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(.objective)
    }

    /// The value the solver gives `variable` (0 for one it has never seen).
    func value(of variable: SolverVariable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Building rows

    private func newSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        symbolCount += 1
        return SolverSymbol(id: symbolCount, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let known = variableSymbols[ObjectIdentifier(variable)] { return known.symbol }
        let symbol = newSymbol(.external)
        variableSymbols[ObjectIdentifier(variable)] = (variable, symbol)
        return symbol
    }

    /// The constraint's expression with basic variables substituted and its slack, error or
    /// dummy symbols added, its constant made non-negative.
    private func makeRow(for constraint: LinearConstraint) -> (SolverRow, Tag) {
        var row = SolverRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !SolverRow.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if constraint.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, constraint.strength)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable, else a new slack or error
    /// symbol with a negative coefficient; nil when the row needs an artificial variable.
    private func chooseSubject(of row: SolverRow, tag: Tag) -> SolverSymbol? {
        let symbols = row.symbols
        if let external = symbols.first(where: { $0.kind == .external }) { return external }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        if row.hasOnlyDummies, SolverRow.isNearZero(row.constant), !symbols.isEmpty { return tag.marker }
        return nil
    }

    /// Phase one of the simplex for a row with no easy subject: minimises an artificial
    /// variable standing for it; false when it cannot reach zero (the constraint cannot hold).
    private func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(.artificial)
        let success = SolverRow.isNearZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: art, replacing: entering)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Pivoting

    private func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for key in rows.keys { rows[key]!.substitute(symbol, with: row) }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The row a simplex pass minimises.
    private enum Goal { case objective, artificial }

    /// Pivots until no symbol of the goal's row can lower it (the primal simplex). The row is
    /// read afresh after each pivot, which substitutes into it.
    private func optimize(_ goal: Goal) {
        func goalRow() -> SolverRow { goal == .objective ? objective : artificial! }
        while let entering = goalRow().symbols.first(where: { $0.kind != .dummy && goalRow().coefficient(of: $0) < 0 }) {
            var leaving: SolverSymbol?
            var smallestRatio = Double.infinity
            for symbol in rows.keys.sorted() where symbol.kind != .external {
                let coefficient = rows[symbol]!.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -rows[symbol]!.constant / coefficient
                if ratio < smallestRatio - SolverRow.epsilon { smallestRatio = ratio; leaving = symbol }
            }
            guard let leaving else { return }  // unbounded: cannot happen with weights ≥ 0
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    private func removeErrorEffects(of symbol: SolverSymbol, strength: Double) {
        guard symbol.kind == .error else { return }
        if let row = rows[symbol] { objective.insert(row, -strength) } else { objective.insert(symbol, -strength) }
    }

    /// The row to pivot a removed constraint's marker into, keeping the tableau feasible.
    private func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: (ratio: Double, symbol: SolverSymbol)?, second: (ratio: Double, symbol: SolverSymbol)?
        var external: SolverSymbol?
        for symbol in rows.keys.sorted() {
            let coefficient = rows[symbol]!.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                external = external ?? symbol
            } else if coefficient < 0 {
                let ratio = -rows[symbol]!.constant / coefficient
                if first == nil || ratio < first!.ratio { first = (ratio, symbol) }
            } else {
                let ratio = rows[symbol]!.constant / coefficient
                if second == nil || ratio < second!.ratio { second = (ratio, symbol) }
            }
        }
        return first?.symbol ?? second?.symbol ?? external
    }

    /// The constraints whose slack, error or dummy symbols are among `symbols`.
    private func owners(of symbols: [SolverSymbol]) -> [LinearConstraint] {
        let wanted = Set(symbols)
        return tags.values
            .filter { wanted.contains($0.tag.marker) || $0.tag.other.map(wanted.contains) == true }
            .sorted { $0.tag.marker < $1.tag.marker }
            .map(\.constraint)
    }
}
