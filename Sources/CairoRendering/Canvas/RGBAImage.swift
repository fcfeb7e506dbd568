import Foundation

/// An 8-bit straight-alpha RGBA bitmap, rows top to bottom with no padding.
///
/// The exchange format for export and image comparison; `Canvas` converts its premultiplied
/// pixels to it exactly (see `Premultiplication`).
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
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
        let count = max(0, width) * max(0, height)
        var bytes = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            bytes[4 * i] = fill.r; bytes[4 * i + 1] = fill.g; bytes[4 * i + 2] = fill.b; bytes[4 * i + 3] = fill.a
        }
        try self.init(width: width, height: height, pixels: bytes)
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
