/// How a constraint compares its two sides (NSLayoutConstraint.Relation).
public enum LayoutRelation: Hashable, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    var solverRelation: LinearConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
