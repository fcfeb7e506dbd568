import Foundation

/// An 8-bit straight-alpha RGBA bitmap, rows top to bottom with no padding.
///
/// The exchange format for export and image comparison; `Canvas` converts its premultiplied
/// pixels to it exactly (see `Premultiplication`).
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    /// An image of the given pixels; throws when the byte count does not match the size.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width > 0, height > 0, width <= CanvasLimits.maximumSide, height <= CanvasLimits.maximumSide else {
            throw CairoError.invalidSize("RGBA image of \(width)×\(height) pixels")
        }
        guard pixels.count == width * height * 4 else {
            throw CairoError.invalidSize("RGBA image of \(width)×\(height) pixels needs \(width * height * 4) bytes, got \(pixels.count)")
        }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image whose size and byte count the caller has already validated.
    init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image filled with one 8-bit straight RGBA colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) throws {
        guard width > 0, height > 0, width <= CanvasLimits.maximumSide, height <= CanvasLimits.maximumSide else {
            throw CairoError.invalidSize("RGBA image of \(width)×\(height) pixels")
        }
        let word = UInt32(fill.r) | UInt32(fill.g) << 8 | UInt32(fill.b) << 16 | UInt32(fill.a) << 24
        let words = [UInt32](repeating: UInt32(littleEndian: word), count: width * height)
        try self.init(width: width, height: height, pixels: words.withUnsafeBytes { Array($0) })
    }

    /// The pixel at (x, y) as straight RGBA.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Sets the pixel at (x, y) to straight RGBA.
    public mutating func setPixel(x: Int, y: Int, _ value: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        let i = (y * width + x) * 4
        pixels[i] = value.r; pixels[i + 1] = value.g; pixels[i + 2] = value.b; pixels[i + 3] = value.a
    }
}
