import Foundation

/// A track's sound mixed and encoded on a thread of its own, started at once, so it runs while
/// the first video frames render instead of before them; `packets()` waits for the result. The
/// encoder is used by that thread alone.
final class AudioTrackEncoding: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<[MediaPacket], Error>?
    private let track: AudioTrack
    private let encoder: AudioEncoder

    /// Starts mixing `track` and encoding it with `encoder`, whose stream is already on the container.
    init(_ track: AudioTrack, with encoder: AudioEncoder) {
        self.track = track
        self.encoder = encoder
        let thread = Thread { [self] in encode() }
        thread.name = "zoetrope.audio"
        thread.start()
    }

    private func encode() {
        let outcome = Result { try encoder.encode(try track.mix()) }
        condition.lock()
        result = outcome
        condition.broadcast()
        condition.unlock()
    }

    /// Every packet of the track, in order, once encoded; rethrows the mix's or the encoder's error.
    func packets() throws -> [MediaPacket] {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return try result!.get()
    }
}
