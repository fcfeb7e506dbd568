/// The frame rates a display link asks for (CAFrameRateRange), in frames per second.
public struct FrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    /// The rate wanted within the range; nil: the maximum.
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate (CAFrameRateRange.default, all zeros).
    public static let `default` = FrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
