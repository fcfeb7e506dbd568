import Foundation

/// The sound every scripted tap of a stage plays as its finger goes down (`Stage.tapSound`).
public struct TapSound: Equatable, Sendable {
    /// The audio file.
    public var url: URL
    /// Linear gain (1: as recorded).
    public var volume: Double

    public init(url: URL, volume: Double = 1) { self.url = url; self.volume = volume }
}
