/// How many times a Lottie animation plays, and which way (lottie-ios's `LottieLoopMode`).
public enum LottieLoopMode: Hashable, Sendable {
    /// Once, then it holds the last frame.
    case playOnce
    /// From the start again each time it reaches the end, for ever.
    case loop
    /// Forwards, then backwards, for ever.
    case autoReverse
    /// `amount` times forwards (a fraction plays part of the last pass), then it holds.
    case `repeat`(Float)
    /// `amount` times forwards and back again, then it holds the first frame.
    case repeatBackwards(Float)

    /// How many passes from end to end it plays (each way counts one); infinity for ever.
    var passes: Double {
        switch self {
        case .playOnce: 1
        case .loop, .autoReverse: .infinity
        case .repeat(let amount): max(Double(amount), 0)
        case .repeatBackwards(let amount): 2 * max(Double(amount), 0)
        }
    }

    /// Whether every other pass runs backwards.
    var reverses: Bool {
        switch self {
        case .autoReverse, .repeatBackwards: true
        case .playOnce, .loop, .repeat: false
        }
    }
}
