/// `expression (relation) 0`, held with a strength: what the solver is given.
final class LinearConstraint {
    /// How the expression compares with zero.
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    let expression: LinearExpression
    let relation: Relation
    /// `ConstraintStrength.required`, or the weight of the constraint's error in the objective.
    let strength: Double
    /// The constraint as its author wrote it, for messages.
    let description: String

    init(_ expression: LinearExpression, _ relation: Relation, strength: Double, description: String) {
        self.expression = expression; self.relation = relation
        self.strength = strength; self.description = description
    }

    var isRequired: Bool { strength >= ConstraintStrength.required }
}
