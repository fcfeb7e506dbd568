import Foundation

/// Picture content for `Layer.contents` and `ImageView` (UIImage's role): PNG, JPEG, WebP, GIF
/// (its first frame) or SVG, told apart by the bytes, not the file name. Decoded by the
/// rendering backend when first drawn — raster images once per render, SVG drawn as vectors at
/// the output's scale — so a missing or corrupt file is an error naming the file at the first
/// frame that shows it.
public final class Image: Hashable, @unchecked Sendable {
    /// Where the encoded image comes from.
    public enum Source: Hashable, Sendable {
        /// A file read when the image is first drawn.
        case file(URL)
        /// Encoded bytes in memory (any of the supported formats).
        case data(Data)
    }

    public let source: Source
    /// Size in points, when known up front (`ImageView(image:)` sizes itself to it); the backend
    /// learns the real size when it decodes the image.
    public let pixelSize: Size?

    public init(source: Source, pixelSize: Size? = nil) {
        self.source = source
        self.pixelSize = pixelSize
    }

    /// The image in the file at `path` (UIImage(contentsOfFile:)).
    public convenience init(contentsOfFile path: String) {
        self.init(source: .file(URL(fileURLWithPath: path)))
    }

    /// The image in the file at `url`.
    public convenience init(contentsOf url: URL) {
        self.init(source: .file(url))
    }

    /// The image encoded in `data` (UIImage(data:)).
    public convenience init(data: Data) {
        self.init(source: .data(data))
    }

    /// What errors call the image: its path, or "image data".
    public var name: String {
        switch source {
        case .file(let url): url.path
        case .data: "image data"
        }
    }

    public static func == (lhs: Image, rhs: Image) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
