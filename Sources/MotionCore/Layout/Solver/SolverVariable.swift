/// An unknown of a constraint system (Cassowary's external variable): a number the solver
/// chooses, read back with `ConstraintSolver.value(of:)`.
final class SolverVariable {
    /// What the variable stands for, for messages ("card.width").
    let name: String

    init(name: String) { self.name = name }
}
