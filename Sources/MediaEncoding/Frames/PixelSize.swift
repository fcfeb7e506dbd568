/// A picture's size in pixels.
public struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `886×1920`.
    public var description: String { "\(width)×\(height)" }
}
