/// The values of an After Effects effect (`ef[i].ef`), found by name or, when an export renamed
/// them, by their place in the effect.
struct LottieEffectValues {
    private let values: [LottieJSON]

    init(_ effect: LottieJSON) throws {
        values = try effect["ef"]?.elements() ?? []
    }

    /// The value named `name`, else the one at `place`, else `fallback`.
    func value(_ name: String, _ place: Int, _ fallback: [Double]) throws -> LottieAnimated<[Double]> {
        let named = try values.first { try $0["nm"]?.string() == name } ?? (place < values.count ? values[place] : nil)
        return try named?["v"]?.animatedNumbers() ?? .fixed(fallback)
    }

    /// Whether the value named `name` (or at `place`) is ever other than `fallback`.
    func isSet(_ name: String, _ place: Int, from fallback: Double) throws -> Bool {
        let value = try value(name, place, [fallback])
        if case .keyframed(let keyframes) = value { return keyframes.contains { ($0.value.first ?? fallback) != fallback } }
        return (value.initial.first ?? fallback) != fallback
    }
}
