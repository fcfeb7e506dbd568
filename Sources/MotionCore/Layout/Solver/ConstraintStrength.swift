import Foundation

/// Strengths of the solver's constraints.
enum ConstraintStrength {
    /// A constraint that must hold; the solver refuses one that cannot.
    static let required = Double.infinity

    /// The weight of a layout priority below required (1…999): 10^(8·p/1000), so a higher
    /// priority outweighs a lower one by a factor that grows with their distance (750 against
    /// 250 is 10⁴ times), while the weights stay within what doubles pivot on exactly enough.
    static func weight(ofPriority priority: Double) -> Double {
        pow(10, 8 * min(max(priority, 1), 999) / 1000)
    }
}
