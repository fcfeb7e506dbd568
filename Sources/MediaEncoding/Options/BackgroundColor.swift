/// An opaque 8-bit sRGB colour that frames are composited onto when the output is not transparent.
public struct BackgroundColor: Equatable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }

    public static let black = BackgroundColor(red: 0, green: 0, blue: 0)
    public static let white = BackgroundColor(red: 255, green: 255, blue: 255)
}
