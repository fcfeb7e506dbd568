import Foundation
import Zoetrope

extension CurveSpec {
    /// The curves shown when none are named.
    static let defaultNames = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    private static let namedCurves: [String: (String, TimingFunction)] = [
        "linear": ("linear", .linear),
        "easein": ("easeIn", .easeIn),
        "easeout": ("easeOut", .easeOut),
        "easeineaseout": ("easeInEaseOut", .easeInEaseOut),
        "easeinout": ("easeInEaseOut", .easeInEaseOut),
        "default": ("default", .default),
    ]

    /// Parses `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default` (case-insensitive),
    /// `cubic(x1,y1,x2,y2)` and `spring(key=value,…)` in one of three forms: mass/stiffness/damping
    /// (CASpringAnimation's defaults 1/100/10 for the ones left out, optional velocity),
    /// duration/bounce (SwiftUI) or dampingRatio/response.
    package static func parse(_ text: String) throws -> CurveSpec {
        try parseForm(text).checkedFinite(text)
    }

    private static func parseForm(_ text: String) throws -> CurveSpec {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let (label, function) = namedCurves[trimmed.lowercased()] { return .cubic(label: label, function) }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { throw CurveSpecError.unknown(text) }
        let kind = trimmed[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        switch kind {
        case "cubic": return try parseCubic(text, arguments)
        case "spring": return try parseSpring(text, arguments)
        default: throw CurveSpecError.unknown(text)
        }
    }

    private static func parseCubic(_ text: String, _ arguments: [String]) throws -> CurveSpec {
        let numbers = arguments.compactMap { Double($0) }.filter(\.isFinite)
        guard arguments.count == 4, numbers.count == 4 else {
            throw CurveSpecError.invalid(text, reason: "cubic needs four numbers, as in cubic(0.17,0.67,0.76,1)")
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            throw CurveSpecError.invalid(text, reason: "the control points' x values (1st and 3rd numbers) must be in 0...1")
        }
        let label = "cubic(" + numbers.map { JSONValue.format($0) }.joined(separator: ",") + ")"
        return .cubic(label: label, TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3]))
    }

    private static func parseSpring(_ text: String, _ arguments: [String]) throws -> CurveSpec {
        var values: [String: Double] = [:]
        for argument in arguments where !(arguments.count == 1 && argument.isEmpty) {
            let parts = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw CurveSpecError.invalid(text, reason: "'\(argument)' is not key=number")
            }
            guard values[parts[0]] == nil else { throw CurveSpecError.invalid(text, reason: "'\(parts[0])' is given twice") }
            values[parts[0]] = value
        }
        let keys = Set(values.keys)
        let velocity = Vector(dx: values["velocity"] ?? 0, dy: 0)
        let spring: SpringTimingParameters
        if keys.isSubset(of: ["mass", "stiffness", "damping", "velocity"]) {
            spring = SpringTimingParameters(mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100,
                                            damping: values["damping"] ?? 10, initialVelocity: velocity)
        } else if keys.isSubset(of: ["duration", "bounce", "velocity"]), let duration = values["duration"] {
            let bounce = values["bounce"] ?? 0
            guard duration > 0, bounce > -1, bounce < 1 else {
                throw CurveSpecError.invalid(text, reason: "duration must be > 0 and bounce in (-1, 1)")
            }
            spring = SpringTimingParameters(duration: duration, bounce: bounce, initialVelocity: velocity)
        } else if keys.isSubset(of: ["dampingRatio", "response", "velocity"]), let ratio = values["dampingRatio"],
                  let response = values["response"] {
            guard ratio >= 0, response > 0 else {
                throw CurveSpecError.invalid(text, reason: "dampingRatio must be >= 0 and response > 0")
            }
            spring = SpringTimingParameters(dampingRatio: ratio, response: response, initialVelocity: velocity)
        } else {
            throw CurveSpecError.invalid(text, reason: "use mass/stiffness/damping, duration[/bounce] or "
                + "dampingRatio/response (each with an optional velocity), not \(keys.sorted().joined(separator: "/"))")
        }
        do { try spring.validate() } catch { throw CurveSpecError.invalid(text, reason: "\(error)") }
        let label = "spring(" + arguments.filter { !$0.isEmpty }.joined(separator: ", ") + ")"
        return .spring(label: label, spring)
    }

    /// Samples per curve when checking that its numbers stay finite.
    private static let finitenessSamples = 1_000

    /// The curve itself, when its settling time and its values are finite numbers; parameters at
    /// the edge of what a Double holds (a mass of 1e300) overflow and would plot or print NaN.
    private func checkedFinite(_ text: String) throws -> CurveSpec {
        var duration = 1.0
        if let settling = settlingDuration {
            guard settling.isFinite, settling > 0, settling <= RenderSettings.maximumDuration else {
                throw CurveSpecError.invalid(text, reason: "its settling time is not a finite number of seconds up to "
                    + "\(Int(RenderSettings.maximumDuration)); the parameters are too extreme")
            }
            duration = settling
        }
        for step in 0...Self.finitenessSamples {
            let time = duration * Double(step) / Double(Self.finitenessSamples)
            guard value(at: time, duration: duration).isFinite else {
                throw CurveSpecError.invalid(text, reason: "its value at t=\(time) overflows; the parameters are too extreme")
            }
        }
        return self
    }
}
