/// A sum of variables times coefficients plus a constant: the sides of a linear constraint.
/// Terms keep the order they were added in, so everything built from them is deterministic.
struct LinearExpression {
    private(set) var terms: [(variable: SolverVariable, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(_ variable: SolverVariable, times coefficient: Double = 1) {
        terms = [(variable, coefficient)]
    }

    /// Adds `coefficient · variable`, merging with a term of the same variable.
    mutating func add(_ variable: SolverVariable, times coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        for term in rhs.terms { sum.add(term.variable, times: term.coefficient) }
        sum.constant += rhs.constant
        return sum
    }

    static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        var product = LinearExpression(constant: lhs.constant * factor)
        for term in lhs.terms { product.add(term.variable, times: term.coefficient * factor) }
        return product
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }

    static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += constant
        return sum
    }
}
