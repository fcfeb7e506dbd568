import ArgumentParser
import MediaEncoding

/// `--loop`: forever, once, or a number of plays in 1…65535.
extension LoopMode: OptionValue {
    public init(option text: String) throws {
        switch text.lowercased() {
        case "forever": self = .forever
        case "once": self = .once
        default:
            guard let plays = Int(text), (1...65535).contains(plays) else {
                throw OptionValueError.notA("forever, once or a number of plays in 1…65535")
            }
            self = .plays(plays)
        }
    }

    public static var defaultCompletionKind: CompletionKind { .list(["forever", "once"]) }
}
