/// A decoded video frame and the stretch of clip time it is shown for.
public struct VideoFrame: Sendable {
    /// Its presentation time, in seconds from the clip's first frame.
    public let time: Double
    /// When the next frame takes over (infinity for the last frame).
    public let endTime: Double
    public let picture: DecodedPicture

    /// Whether this frame is the one shown at `time`.
    public func isShown(at clipTime: Double) -> Bool { clipTime >= time - 1e-6 && clipTime < endTime - 1e-6 }
}
