import Foundation

/// Something a motion must do, checked over its sampled curve: `nil` when it holds, else the
/// failure in words naming the instant and the measured figure ("overshoot 3.4 % at 0.412 s,
/// allowed 2 %"). The built-in ones are what designers specify; `satisfies` takes your own.
public struct MotionPredicate: Sendable {
    /// How the predicate reads in messages ("settles(by: 0.6, within: 0.5)").
    public let name: String
    let check: @Sendable (MotionCurve) -> MotionViolation?
    /// For predicates that play the scene again (`frameRateIndependent`): the failure, given a
    /// sampler and the layer and key path; nil for the ones that read the curve alone.
    let replay: (@Sendable (MotionSampler, String, String) throws -> MotionViolation?)?

    /// A predicate named `name` checking the curve with `check` (nil: it holds).
    public static func satisfies(_ name: String, _ check: @escaping @Sendable (MotionCurve) -> String?) -> MotionPredicate {
        MotionPredicate(name: name, check: { curve in check(curve).map { MotionViolation($0) } }, replay: nil)
    }

    /// Why `curve` fails the predicate, or nil.
    public func failure(of curve: MotionCurve) -> String? { check(curve)?.message }

    /// How the motion fails the predicate: the curve's violation, or the replay's.
    func violation(of curve: MotionCurve, sampler: MotionSampler) throws -> MotionViolation? {
        if let replay { return try replay(sampler, curve.layer, curve.keyPath) }
        return check(curve)
    }
}

/// A predicate's failure: its words, and for the report the instant and the bounds it broke.
struct MotionViolation: Sendable {
    let message: String
    var time: Double?
    var bounds: [Double] = []

    init(_ message: String, at time: Double? = nil, bounds: [Double] = []) {
        self.message = message; self.time = time; self.bounds = bounds
    }
}

extension MotionPredicate {
    /// The values at the instants every one of `rates` (frames per second) renders agree, played
    /// at each rate: nothing in the motion depends on how often frames are taken.
    public static func frameRateIndependent(_ rates: [Int], tolerance: Double = 1e-9) -> MotionPredicate {
        let name = "frameRateIndependent(\(rates))"
        return MotionPredicate(name: name, check: { _ in nil }, replay: { sampler, layer, keyPath in
            let positive = rates.filter { $0 > 0 }
            guard let first = positive.first else { return nil }
            let shared = positive.reduce(first) { gcd($0, $1) }
            let duration = sampler.scene.duration
            let instants = (0...Int((duration * Double(shared)).rounded(.down))).map { Double($0) / Double(shared) }
            var reference: (rate: Int, values: [Double])?
            for rate in positive {
                let frames = (0...Int((duration * Double(rate)).rounded(.down))).map { Double($0) / Double(rate) }
                let curve = try sampler.curves(layers: [layer], keyPaths: [keyPath], at: frames)[0]
                let values = instants.map { instant in
                    curve.samples.min(by: { abs($0.time - instant) < abs($1.time - instant) })?.value ?? 0
                }
                guard let base = reference else { reference = (rate, values); continue }
                for (index, instant) in instants.enumerated() where abs(values[index] - base.values[index]) > tolerance {
                    return MotionViolation("at \(Figure.seconds(instant)) it is \(Figure.number(values[index])) at \(rate) fps "
                        + "but \(Figure.number(base.values[index])) at \(base.rate) fps", at: instant)
                }
            }
            return nil
        })
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}

extension MotionPredicate {
    /// From `time` on, the value stays within `tolerance` of where it ends.
    public static func settles(by time: Double, within tolerance: Double) -> MotionPredicate {
        MotionPredicate(name: "settles(by: \(Figure.number(time)), within: \(Figure.number(tolerance)))", check: { curve in
            let end = curve.end
            guard let worst = curve.samples.filter({ $0.time >= time - 1e-12 }).max(by: { abs($0.value - end) < abs($1.value - end) }),
                  abs(worst.value - end) > tolerance else { return nil }
            return MotionViolation("\(Figure.number(abs(worst.value - end))) away from the final \(Figure.number(end)) at "
                + "\(Figure.seconds(worst.time)), allowed \(Figure.number(tolerance)) from \(Figure.seconds(time))",
                at: worst.time, bounds: [end - tolerance, end + tolerance])
        }, replay: nil)
    }

    /// It goes past where it ends by at most `fraction` of its travel (0.02: 2 %).
    public static func overshoot(atMost fraction: Double) -> MotionPredicate {
        MotionPredicate(name: "overshoot(atMost: \(Figure.percent(fraction)))", check: { curve in
            let travel = curve.travel
            guard travel != 0 else { return nil }
            let direction = travel > 0 ? 1.0 : -1.0
            guard let peak = curve.samples.max(by: { ($0.value - curve.end) * direction < ($1.value - curve.end) * direction })
            else { return nil }
            let beyond = (peak.value - curve.end) * direction / abs(travel)
            guard beyond > fraction + 1e-12 else { return nil }
            return MotionViolation("overshoot \(Figure.percent(beyond)) at \(Figure.seconds(peak.time)), allowed \(Figure.percent(fraction))",
                                   at: peak.time, bounds: [curve.end + direction * fraction * abs(travel)])
        }, replay: nil)
    }

    /// It never turns back: every step goes the way the whole motion goes (or stays).
    public static var monotonic: MotionPredicate {
        MotionPredicate(name: "monotonic", check: { curve in
            let direction = curve.travel >= 0 ? 1.0 : -1.0
            let tolerance = max(abs(curve.travel), 1) * 1e-9
            for (a, b) in zip(curve.samples, curve.samples.dropFirst()) where (b.value - a.value) * direction < -tolerance {
                return MotionViolation("turns back by \(Figure.number(abs(b.value - a.value))) at \(Figure.seconds(b.time))", at: b.time)
            }
            return nil
        }, replay: nil)
    }

    /// No jump in value larger than `maxValueJump` between samples, and no jump in velocity
    /// larger than `maxVelocityJump` (units per second) between consecutive intervals — across
    /// retargets, interruptions, reversals and scrubbing.
    public static func continuous(maxValueJump: Double, maxVelocityJump: Double = .infinity) -> MotionPredicate {
        MotionPredicate(name: "continuous(maxValueJump: \(Figure.number(maxValueJump)), maxVelocityJump: \(Figure.number(maxVelocityJump)))",
                        check: { curve in
            for (a, b) in zip(curve.samples, curve.samples.dropFirst()) where abs(b.value - a.value) > maxValueJump {
                return MotionViolation("jumps by \(Figure.number(abs(b.value - a.value))) at \(Figure.seconds(b.time)), "
                    + "allowed \(Figure.number(maxValueJump))", at: b.time)
            }
            let velocities = curve.velocities
            for (a, b) in zip(velocities, velocities.dropFirst()) where abs(b.value - a.value) > maxVelocityJump {
                return MotionViolation("velocity jumps by \(Figure.number(abs(b.value - a.value)))/s at \(Figure.seconds(a.time)), "
                    + "allowed \(Figure.number(maxVelocityJump))/s", at: a.time)
            }
            return nil
        }, replay: nil)
    }

    /// It never moves faster than `speed` units per second.
    public static func peakVelocity(atMost speed: Double) -> MotionPredicate {
        MotionPredicate(name: "peakVelocity(atMost: \(Figure.number(speed)))", check: { curve in
            guard let fastest = curve.velocities.max(by: { abs($0.value) < abs($1.value) }), abs(fastest.value) > speed else { return nil }
            return MotionViolation("moves at \(Figure.number(abs(fastest.value)))/s at \(Figure.seconds(fastest.time)), "
                + "allowed \(Figure.number(speed))/s", at: fastest.time)
        }, replay: nil)
    }

    /// It is at `value` (within `tolerance`) at `time`.
    public static func reaches(_ value: Double, at time: Double, tolerance: Double = 1e-6) -> MotionPredicate {
        MotionPredicate(name: "reaches(\(Figure.number(value)), at: \(Figure.number(time)))", check: { curve in
            let actual = curve.value(at: time)
            guard abs(actual - value) > tolerance else { return nil }
            return MotionViolation("is \(Figure.number(actual)) at \(Figure.seconds(time)), expected \(Figure.number(value)) "
                + "(± \(Figure.number(tolerance)))", at: time, bounds: [value])
        }, replay: nil)
    }
}

/// Figures as failure messages show them.
enum Figure {
    static func number(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func seconds(_ time: Double) -> String { String(format: "%.3f s", time) }

    static func percent(_ fraction: Double) -> String {
        let value = (fraction * 1000).rounded() / 10
        return (value == value.rounded() ? String(Int(value)) : String(value)) + " %"
    }
}
