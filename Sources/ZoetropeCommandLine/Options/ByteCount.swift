/// `--max-size`: a number of bytes written "2MB" (10⁶ bytes), "500KB", "3MiB" (2²⁰), "512KiB",
/// "800000" or "800000B"; the text is kept, for messages that quote it.
struct ByteCount: OptionValue, CustomStringConvertible {
    /// The bytes, rounded down.
    let bytes: Int
    /// The text it was given as.
    let description: String

    init(option text: String) throws {
        let units: [(suffix: String, factor: Double)] = [("kib", 1024), ("mib", 1_048_576), ("kb", 1000), ("mb", 1_000_000), ("b", 1)]
        let lowered = text.lowercased()
        let unit = units.first { lowered.hasSuffix($0.suffix) }
        let number = unit.map { String(lowered.dropLast($0.suffix.count)) } ?? lowered
        guard let value = Double(number), value.isFinite, value > 0, value * (unit?.factor ?? 1) <= 1e12 else {
            throw OptionValueError.notA("a size such as 2MB, 500KB, 3MiB or 800000")
        }
        bytes = Int((value * (unit?.factor ?? 1)).rounded(.down))
        description = text
    }
}
