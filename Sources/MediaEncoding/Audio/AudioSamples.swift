/// Planar 32-bit float audio at `AudioTrack.sampleRate`, one array per channel (left, right; a
/// decoded mono file has one), full scale ±1.
public struct AudioSamples: Equatable, Sendable {
    public var channels: [[Float]]

    /// `count` samples of silence in each of `channelCount` channels.
    public init(silence count: Int, channelCount: Int = AudioTrack.channelCount) {
        channels = Array(repeating: Array(repeating: 0, count: count), count: channelCount)
    }

    public init(channels: [[Float]]) { self.channels = channels }

    /// Samples per channel.
    public var count: Int { channels.first?.count ?? 0 }

    /// The largest magnitude of any sample.
    public var peak: Float { channels.reduce(0) { max($0, $1.reduce(0) { max($0, abs($1)) }) } }
}
