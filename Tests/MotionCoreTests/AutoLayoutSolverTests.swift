import XCTest
@testable import MotionCore

/// The Cassowary solver on its own: required constraints hold exactly, the weighted errors of
/// the others are minimal, an impossible required constraint is refused with its conflicts,
/// and removing a constraint frees what it held.
final class AutoLayoutSolverTests: XCTestCase {
    private let x = SolverVariable(name: "x"), y = SolverVariable(name: "y")

    private func constraint(_ expression: LinearExpression, _ relation: LinearConstraint.Relation,
                            priority: Double = 1000, _ text: String) -> LinearConstraint {
        LinearConstraint(expression, relation,
                         strength: priority >= 1000 ? ConstraintStrength.required : ConstraintStrength.weight(ofPriority: priority),
                         description: text)
    }

    /// x + y = 10 and x = 3 leave y = 7.
    func testRequiredEqualitiesHoldExactly() throws {
        let solver = ConstraintSolver()
        try solver.add(constraint(LinearExpression(x) + LinearExpression(y) + -10, .equal, "x + y == 10"))
        try solver.add(constraint(LinearExpression(x) + -3, .equal, "x == 3"))
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
    }

    /// x ≥ 10 (required) against x = 0 (weak): the weak one gives way as little as it can.
    func testAnInequalityBoundsAWeakPreference() throws {
        let solver = ConstraintSolver()
        try solver.add(constraint(LinearExpression(x) + -0, .equal, priority: 250, "x == 0 @250"))
        try solver.add(constraint(LinearExpression(x) + -10, .greaterThanOrEqual, "x >= 10"))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    /// x = 100 @750 beats x = 200 @250; removing the stronger one lets the weaker hold.
    func testTheHigherPriorityWinsAndRemovalIsIncremental() throws {
        let solver = ConstraintSolver()
        let strong = constraint(LinearExpression(x) + -100, .equal, priority: 750, "x == 100 @750")
        try solver.add(constraint(LinearExpression(x) + -200, .equal, priority: 250, "x == 200 @250"))
        try solver.add(strong)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        solver.remove(strong)
        XCTAssertEqual(solver.value(of: x), 200, accuracy: 1e-9)
    }

    /// x = 10 then x = 20, both required: the second is refused, naming the first, and x stays 10.
    func testAnImpossibleRequiredConstraintIsRefusedWithItsConflict() throws {
        let solver = ConstraintSolver()
        let first = constraint(LinearExpression(x) + -10, .equal, "x == 10")
        let second = constraint(LinearExpression(x) + -20, .equal, "x == 20")
        try solver.add(first)
        XCTAssertThrowsError(try solver.add(second)) { error in
            let failure = error as? ConstraintSolver.Unsatisfiable
            XCTAssertTrue(failure?.constraint === second)
            XCTAssertEqual(failure?.conflicting.map(\.description), ["x == 10"])
        }
        XCTAssertFalse(solver.contains(second))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        solver.remove(first)
        try solver.add(second)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    /// x ≤ 5 with x ≥ 8, both required, cannot hold: the second inequality is refused.
    func testContradictoryInequalitiesAreRefused() throws {
        let solver = ConstraintSolver()
        try solver.add(constraint(LinearExpression(x) + -5, .lessThanOrEqual, "x <= 5"))
        XCTAssertThrowsError(try solver.add(constraint(LinearExpression(x) + -8, .greaterThanOrEqual, "x >= 8")))
        XCTAssertLessThanOrEqual(solver.value(of: x), 5 + 1e-9)
    }
}
