/// A column of the solver's tableau: an external variable, or one of the variables the
/// Cassowary algorithm adds (slack for inequalities, errors for non-required constraints,
/// dummies marking required equalities). Ordered by creation, so choices between symbols
/// are deterministic (Bland's rule, which also keeps the simplex from cycling).
struct SolverSymbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    /// Whether the simplex may pivot on it (slack and error variables, which are ≥ 0).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
}
