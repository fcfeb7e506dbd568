/// How much a constraint matters (UILayoutPriority): 1…1000, where 1000 is required and
/// anything lower may be broken, a higher priority before a lower one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must hold (1000).
    public static let required = LayoutPriority(1000)
    /// Content compression resistance's default (750).
    public static let defaultHigh = LayoutPriority(750)
    /// Content hugging's default (250).
    public static let defaultLow = LayoutPriority(250)
    /// The level at which a view hugs its content as tightly as it can when fitted (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength of the priority.
    var strength: Double {
        rawValue >= 1000 ? ConstraintStrength.required : ConstraintStrength.weight(ofPriority: Double(rawValue))
    }
}
