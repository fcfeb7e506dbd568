import MediaEncoding

/// The largest raster surfaces this module allocates; bigger requests throw before allocating.
public enum CanvasLimits {
    /// Maximum width or height in pixels (Cairo's own image limit is 32767).
    public static let maximumSide = 16_384
    /// Maximum pixel count: 2^27 pixels, i.e. 512 MiB of ARGB32 memory.
    public static let maximumPixelCount = 1 << 27
    /// The same limits for decoded pictures and video frames, checked before they are decoded.
    public static let pictures = PictureSizeLimit(maximumSide: maximumSide, maximumPixelCount: maximumPixelCount)

    /// Checks a pixel size given as Doubles (so that huge or NaN values never reach `Int(_:)`).
    static func validate(width: Double, height: Double) throws -> (width: Int, height: Int) {
        guard width.isFinite, height.isFinite else {
            throw CairoError.invalidSize("\(width)×\(height) pixels is not finite")
        }
        guard width >= 1, height >= 1 else {
            throw CairoError.invalidSize("\(width)×\(height) pixels: both sides must be at least 1 pixel")
        }
        guard width <= Double(maximumSide), height <= Double(maximumSide) else {
            throw CairoError.invalidSize("\(describe(width))×\(describe(height)) pixels exceeds the limit of \(maximumSide) pixels per side")
        }
        guard width * height <= Double(maximumPixelCount) else {
            throw CairoError.invalidSize("\(describe(width))×\(describe(height)) pixels exceeds the limit of \(maximumPixelCount) pixels")
        }
        return (Int(width), Int(height))
    }

    /// A pixel count for messages: whole numbers without a fraction, anything else as is.
    private static func describe(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Checks a scale factor: finite, positive, at most 16.
    static func validate(scale: Double) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw CairoError.invalidSize("scale \(scale) must be finite, positive and at most 16")
        }
    }
}
