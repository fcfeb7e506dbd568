#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two fingers a pinch or a rotation follows: the first two to go down, by identity.
struct FingerPair {
    let first: Int
    let second: Int

    /// The first two of `touches`, or nil when fewer are down.
    init?(_ touches: [TouchEvent]) {
        guard touches.count >= 2 else { return nil }
        first = touches[0].touch
        second = touches[1].touch
    }

    /// Whether `touch` is one of the pair.
    func contains(_ touch: Int) -> Bool { touch == first || touch == second }

    /// The vector from the first finger to the second in `touches`, or nil when one is missing.
    func vector(in touches: [TouchEvent]) -> Point? {
        guard let a = touches.first(where: { $0.touch == first }), let b = touches.first(where: { $0.touch == second }) else { return nil }
        return b.location.subtracting(a.location)
    }

    /// The distance between the fingers.
    func distance(in touches: [TouchEvent]) -> Double? {
        vector(in: touches).map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }
    }

    /// The angle of the vector between the fingers, in radians, clockwise on screen (y down).
    func angle(in touches: [TouchEvent]) -> Double? {
        vector(in: touches).map { atan2($0.y, $0.x) }
    }

    /// `angle` brought into (−π, π]: the turn between two samples, never a jump of a whole turn.
    static func wrapped(_ angle: Double) -> Double {
        let wrapped = remainder(angle, 2 * .pi)
        return wrapped == -.pi ? .pi : wrapped
    }
}
