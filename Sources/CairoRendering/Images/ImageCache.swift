import CCairo
import Foundation
import MediaEncoding
import MotionCore

/// Loaded images by `Image`, shared by the contexts of a render so each is decoded once:
/// raster formats through FFmpeg (`ImageDecoder`), SVG through librsvg (`SVGDocument`), told
/// apart by the bytes. Thread-safe. Failures are cached too, so a broken file is reported, not re-read.
public final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Image: Result<LoadedImage, CairoError>] = [:]

    /// An empty cache.
    public init() {}

    /// The loaded form of `image`.
    func loaded(_ image: Image) throws -> LoadedImage {
        lock.lock()
        defer { lock.unlock() }
        if let cached = entries[image] { return try cached.get() }
        let result: Result<LoadedImage, CairoError>
        do {
            result = .success(try Self.load(image))
        } catch let error as CairoError {
            result = .failure(error)
        } catch {
            result = .failure(.imageDecoding("\(error)"))
        }
        entries[image] = result
        return try result.get()
    }

    /// The size of `image` in points, loading it if needed.
    public func pixelSize(of image: Image) throws -> Size { try loaded(image).size }

    private static func load(_ image: Image) throws -> LoadedImage {
        do {
            let data: Data
            switch image.source {
            case .file(let url): data = try InputFile.read(url.path)
            case .data(let bytes): data = bytes
            }
            if SVGDocument.isSVG(data) { return .vector(try SVGDocument(data, name: image.name)) }
            return .raster(try CairoSurface(picture: try ImageDecoder.decode(data, name: image.name, sizeLimit: CanvasLimits.pictures)))
        } catch let error as MediaError {
            throw CairoError.imageDecoding(error.description)
        }
    }
}
