import Foundation

/// Expected values computed here from the published definitions, never by the engine: a
/// CAMediaTimingFunction is the cubic Bézier from (0, 0) through its two control points to (1, 1)
/// (CAMediaTimingFunction reference, "controlPoints"); the named ones use the control points
/// Apple documents for them.
enum ReferenceCurves {
    static let easeInEaseOut = (0.42, 0.0, 0.58, 1.0)
    static let easeIn = (0.42, 0.0, 1.0, 1.0)

    /// y at x on the Bézier with control points (c1x, c1y), (c2x, c2y), by bisection on x(t).
    static func value(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(mid, c.0, c.2) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, c.1, c.3)
    }
}
