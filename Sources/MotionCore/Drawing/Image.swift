import Foundation

/// Bitmap content for `Layer.contents` and `ImageView`, decoded by the rendering backend.
public final class Image: Hashable, @unchecked Sendable {
    /// Where the encoded image comes from.
    public enum Source: Hashable, Sendable {
        case file(URL)
        case pngData(Data)
    }

    public let source: Source
    /// Pixel size, when known (the backend fills it in when it decodes the image).
    public let pixelSize: Size?

    public init(source: Source, pixelSize: Size? = nil) {
        self.source = source
        self.pixelSize = pixelSize
    }

    /// An image read from a PNG file.
    public convenience init(contentsOfFile path: String) {
        self.init(source: .file(URL(fileURLWithPath: path)))
    }

    public static func == (lhs: Image, rhs: Image) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
