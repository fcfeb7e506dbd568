/// Why a set of timing parameters cannot drive an animation.
public enum TimingParametersError: Error, CustomStringConvertible, Sendable {
    /// A spring coefficient is out of range: `parameter` names it, `requirement` says what is allowed.
    case invalidSpring(parameter: String, value: Double, requirement: String)
    /// A cubic control point coordinate is not a finite number.
    case invalidControlPoint(name: String, value: Point)

    public var description: String {
        switch self {
        case let .invalidSpring(parameter, value, requirement):
            return "Invalid spring: \(parameter) must be \(requirement), got \(value)"
        case let .invalidControlPoint(name, value):
            return "Invalid cubic timing curve: \(name) must have finite coordinates, got \(value)"
        }
    }
}
