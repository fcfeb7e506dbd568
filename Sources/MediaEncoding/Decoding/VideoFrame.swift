/// A decoded video frame and the stretch of clip time it is shown for.
public struct VideoFrame: Sendable {
    /// Its presentation time, in seconds from the clip's first frame.
    public let time: Double
    /// When the next frame takes over (infinity for the last frame).
    public let endTime: Double
    public let picture: DecodedPicture

    /// Whether this frame is the one shown at `time`.
    public func isShown(at clipTime: Double) -> Bool { Self.shows(clipTime, from: time, until: endTime) }

    /// Whether a frame shown from `time` until `endTime` is the one shown at `clipTime`.
    static func shows(_ clipTime: Double, from time: Double, until endTime: Double) -> Bool {
        clipTime >= time - slack && clipTime < endTime - slack
    }

    /// A microsecond: a frame's time and a render's time computed differently may differ in the
    /// last bits, so a frame is shown from this long before its time.
    static let slack = 1e-6
}
