/// How often an animated image (GIF, APNG, WebP) plays.
public enum LoopMode: Equatable, Sendable {
    /// Repeats endlessly.
    case forever
    /// Plays `count` times in total (1 = once, no repetition). GIF stores `count - 1` in its
    /// NETSCAPE block (the number of repetitions) and omits the block for a single play.
    case plays(Int)

    /// Plays once.
    public static let once = LoopMode.plays(1)

    /// Total plays, 0 meaning forever (APNG's `plays`, WebP's `loop`).
    var totalPlays: Int {
        switch self {
        case .forever: return 0
        case let .plays(count): return count
        }
    }

    /// The gif muxer's `loop`: 0 forever, -1 no NETSCAPE block (one play), N repetitions.
    var gifLoopValue: Int {
        switch self {
        case .forever: return 0
        case let .plays(count): return count == 1 ? -1 : count - 1
        }
    }

    func validate() throws {
        if case let .plays(count) = self, !(1...65535).contains(count) {
            throw MediaError.outOfRange(setting: "loop play count", value: "\(count)", allowed: "1...65535")
        }
    }
}
