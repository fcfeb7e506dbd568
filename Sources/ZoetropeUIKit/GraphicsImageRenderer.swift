import CairoRendering
import Foundation
import MotionCore

/// UIGraphicsImageRendererFormat: the pixels per point of the pictures a
/// `UIGraphicsImageRenderer` makes.
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (UIGraphicsImageRendererFormat.scale); by default the screen's
    /// (`UIScreen.main.scale`).
    public var scale: Double

    public init() { scale = UIScreen.main.scale }

    /// A format at the screen's scale (UIGraphicsImageRendererFormat.default()).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a `UIGraphicsImageRenderer`'s drawing closure receives (UIGraphicsImageRendererContext).
public final class UIGraphicsImageRendererContext {
    /// The picture's context, in points with the origin at the top-left (cgContext); drawn by
    /// Zoetrope's renderer, so `layer.render(in: context.cgContext)` draws layers as frames do.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    fileprivate let canvas: Canvas

    fileprivate init(canvas: Canvas, format: UIGraphicsImageRendererFormat) throws {
        self.canvas = canvas
        self.format = format
        cgContext = try canvas.makeContext()
    }

    /// The picture as drawn so far (currentImage).
    public var currentImage: UIImage { UIImage(data: (try? canvas.pngData()) ?? Data()) }

    /// Fills `rect` with the fill colour (UIGraphicsImageRendererContext.fill(_:)).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
}

/// UIGraphicsImageRenderer: draws into a fresh transparent picture of `size` points at the
/// format's scale and hands it back as a UIImage (`image(actions:)`) or PNG bytes
/// (`pngData(actions:)`). While the closure runs, `UIGraphicsGetCurrentContext()` is its context.
/// A picture that cannot be made (a size of zero, or too big for a canvas) is reported as any
/// engine problem, and an empty one returned.
public final class UIGraphicsImageRenderer {
    /// The renderer's format (scale).
    public let format: UIGraphicsImageRendererFormat
    private let size: Size

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    /// The picture `actions` draws, as PNG bytes (UIGraphicsImageRenderer.pngData(actions:)).
    public func pngData(actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> Data {
        let context: UIGraphicsImageRendererContext
        do {
            context = try UIGraphicsImageRendererContext(canvas: try Canvas(size: size, scale: format.scale), format: format)
        } catch {
            Timeline.report(error)
            return Data()
        }
        try CurrentGraphicsContext.with(context.cgContext) { try actions(context) }
        do { return try context.canvas.pngData() } catch {
            Timeline.report(error)
            return Data()
        }
    }

    /// The picture `actions` draws (UIGraphicsImageRenderer.image(actions:)).
    public func image(actions: (UIGraphicsImageRendererContext) throws -> Void) rethrows -> UIImage {
        UIImage(data: try pngData(actions: actions))
    }
}
