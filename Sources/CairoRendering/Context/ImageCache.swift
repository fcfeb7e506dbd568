import CCairo
import Foundation
import MotionCore

/// Decoded images by `Image`, shared by the contexts of a render so each PNG is decoded once.
/// Thread-safe. Decoding failures are cached too, so a broken file is reported, not re-read.
public final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Image: Result<CairoSurface, CairoError>] = [:]

    /// An empty cache.
    public init() {}

    /// The decoded ARGB32 surface of `image`.
    func surface(for image: Image) throws -> CairoSurface {
        lock.lock()
        defer { lock.unlock() }
        if let cached = entries[image] { return try cached.get() }
        let result: Result<CairoSurface, CairoError>
        do {
            switch image.source {
            case .file(let url): result = .success(try PNGCodec.decode(contentsOf: url))
            case .pngData(let data): result = .success(try PNGCodec.decode(data, name: "PNG data"))
            }
        } catch let error as CairoError {
            result = .failure(error)
        } catch {
            result = .failure(.imageDecoding("\(error)"))
        }
        entries[image] = result
        return try result.get()
    }

    /// The pixel size of `image`, decoding it if needed.
    public func pixelSize(of image: Image) throws -> Size {
        let surface = try surface(for: image)
        return Size(width: Double(cairo_image_surface_get_width(surface.pointer)),
                    height: Double(cairo_image_surface_get_height(surface.pointer)))
    }
}
