import ArgumentParser
import MediaEncoding

/// `--dither`: none, bayer (scale 5), bayer:0 … bayer:5, floyd-steinberg or sierra, in any letter case.
extension GIFOptions.Dither: OptionValue {
    public init(option text: String) throws {
        // "bayer:" keeps its empty scale, which is refused, rather than meaning "bayer".
        let parts = text.lowercased().split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        switch (parts.first, parts.count) {
        case ("none", 1): self = .none
        case ("floyd-steinberg", 1): self = .floydSteinberg
        case ("sierra", 1): self = .sierra
        case ("bayer", 1): self = .bayer(scale: 5)
        case ("bayer", 2):
            guard let scale = Int(parts[1]), (0...5).contains(scale) else {
                throw OptionValueError.outOfRange(part: "the Bayer scale", allowed: "0…5 (bayer:0 is the strongest pattern)")
            }
            self = .bayer(scale: scale)
        default:
            throw OptionValueError.notOneOf(["none", "bayer[:0-5]", "floyd-steinberg", "sierra"])
        }
    }

    public static var defaultCompletionKind: CompletionKind { .list(["none", "bayer", "floyd-steinberg", "sierra"]) }
}
